import type {
  ConceptShareFit,
  ConceptShareSample,
  LearningOptions,
  LearningResult,
  MarkedAnswer,
  QuestionInput,
} from '@markwell/domain/marking/index';
import { AppError } from '../errors';
import { createThreadPool } from '../thread-pool';
import type { LearnerReply, LearnerRequest } from './tasks';

/** A learning task running longer is stopped (a question at every editor limit learns in about 20 s). */
export const LEARNING_TIMEOUT_MS = 120_000;
/** Learning tasks at once per process: a background refit and a teacher's mark need not wait for each other. */
export const LEARNING_CONCURRENCY = 2;

/**
 * The marking engine's learning (learnFromMarkedAnswers, fitConceptShare), run in worker threads:
 * learning from a question's 500 marked answers or fitting a curriculum's share on 2,000 takes
 * seconds of CPU, which on the event loop would hold every other request of the process
 * (ADR 0039). Answers exactly what the domain functions answer.
 */
export interface MarkingLearner {
  learn(question: QuestionInput, examples: readonly MarkedAnswer[], options: LearningOptions): Promise<LearningResult>;
  fitShare(samples: readonly ConceptShareSample[]): Promise<ConceptShareFit | null>;
  /** Ends the idle threads. */
  close(): Promise<void>;
}

const unavailable = (why: string) =>
  new AppError(503, 'learning_unavailable', `Learning from the marked answers ${why}; try again later`);

export function createMarkingLearner(options: { timeoutMs?: number; concurrency?: number } = {}): MarkingLearner {
  const timeoutMs = options.timeoutMs ?? LEARNING_TIMEOUT_MS;
  const pool = createThreadPool<LearnerRequest, LearnerReply>({
    entry: { from: import.meta.url, source: './learner-thread.ts', bundled: 'marking-learner-thread.js' },
    concurrency: options.concurrency ?? LEARNING_CONCURRENCY,
    timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });

  async function perform(request: LearnerRequest): Promise<LearnerReply & { ok: true }> {
    const outcome = await pool.run(request);
    if (!outcome.ok) {
      if (outcome.failure === 'timeout') throw unavailable(`took longer than ${timeoutMs / 1000} s`);
      if (outcome.failure === 'memory') throw unavailable('needed too much memory');
      throw unavailable(`stopped unexpectedly${outcome.error ? ` (${outcome.error.message})` : ''}`);
    }
    // The domain function's own error, thrown again here with its stack from the thread.
    if (!outcome.reply.ok) throw new Error(`marking learner: ${outcome.reply.detail}`);
    return outcome.reply;
  }

  return {
    async learn(question, examples, learningOptions) {
      const reply = await perform({ task: 'learn', question, examples, options: learningOptions });
      if (reply.task !== 'learn') throw new Error('marking learner answered another task');
      return reply.result;
    },
    async fitShare(samples) {
      const reply = await perform({ task: 'fit-share', samples });
      if (reply.task !== 'fit-share') throw new Error('marking learner answered another task');
      return reply.result;
    },
    close: pool.close,
  };
}

let shared: MarkingLearner | null = null;

/** The process's marking learner (its idle threads never keep the process alive). */
export function markingLearner(): MarkingLearner {
  shared ??= createMarkingLearner();
  return shared;
}
