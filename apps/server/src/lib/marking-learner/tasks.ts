import type {
  ConceptShareFit,
  ConceptShareSample,
  LearningOptions,
  LearningResult,
  MarkedAnswer,
  QuestionInput,
} from '@markwell/domain/marking/index';

/** A learning task of the marking engine, as sent to a learner thread (plain data, copied). */
export type LearnerRequest =
  | { task: 'learn'; question: QuestionInput; examples: readonly MarkedAnswer[]; options: LearningOptions }
  | { task: 'fit-share'; samples: readonly ConceptShareSample[] };

/** A learner thread's answer: the domain function's result, or the error it threw. */
export type LearnerReply =
  | { ok: true; task: 'learn'; result: LearningResult }
  | { ok: true; task: 'fit-share'; result: ConceptShareFit | null }
  | { ok: false; detail: string };
