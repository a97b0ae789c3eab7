/**
 * How strictly a subject's model answers should be read, learnt from how its teachers marked. A model
 * answer read as concepts awards its point when a share of its concepts appear; the right share
 * depends on how the subject's model answers are written (several short alternatives want more of
 * each, one long sentence wants less) and is the same for its new questions, which have no marked
 * answers of their own. So the share is fitted once over the marked answers of the subject's
 * questions and given to every question of the subject (`QuestionInput.conceptShare`).
 */
import { compileQuestion } from './compile';
import { CONCEPT_SHARE, describePhrase } from './concepts';
import { awardedOf, type MarkedAnswer } from './learning';
import { markAnswer } from './mark';
import { withAnswersRead } from './tokenize';
import type { QuestionInput } from './types';

/** The shares tried, from lenient to strict. */
export const CONCEPT_SHARES: readonly number[] = [
  0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8,
];
/** Decisions (an answer and a point read as concepts) a fit needs, of each kind (credited and not). */
export const MIN_SHARE_DECISIONS = 30;

export interface ConceptShareSample {
  question: QuestionInput;
  examples: readonly MarkedAnswer[];
}

export interface ConceptShareFit {
  /** The share that agrees best with the teachers. */
  share: number;
  /** Teacher decisions it was judged on: answers times points with a model answer read as concepts. */
  decisions: number;
  /** Balanced agreement at that share: the mean of agreement on points credited and on points not. */
  agreement: number;
  /** The same at the engine's default share (CONCEPT_SHARE). */
  defaultAgreement: number;
}

/**
 * The share of a model answer's concepts that makes the questions' marks agree best with their
 * teachers: for each share tried (CONCEPT_SHARES), every question is marked by its phrases (word
 * models set aside, the share its own), and each teacher decision on a point holding a model answer
 * read as concepts is compared. Agreement is balanced (the mean of the agreement on decisions that
 * credit and on those that do not), so a subject where most answers are right does not pull the
 * reading lenient. Ties go to the share nearest the default. Null below MIN_SHARE_DECISIONS of
 * either kind.
 */
export function fitConceptShare(samples: readonly ConceptShareSample[]): ConceptShareFit | null {
  // every answer is marked once per share tried: read once
  return withAnswersRead(
    samples.flatMap((s) => s.examples.map((e) => e.answer)),
    () => fitShare(samples),
  );
}

function fitShare(samples: readonly ConceptShareSample[]): ConceptShareFit | null {
  const tally = CONCEPT_SHARES.map(() => ({ yes: 0, yesRight: 0, no: 0, noRight: 0 }));
  for (const { question, examples } of samples) {
    const plain: QuestionInput = {
      ...question,
      markingPoints: question.markingPoints.map(({ wordModel: _model, ...p }) => p),
    };
    // only points holding a model answer read as concepts depend on the share
    const read = plain.markingPoints.map((p) =>
      p.phrases.some((ph) => describePhrase(ph, plain.prompt, CONCEPT_SHARE) !== null),
    );
    if (!read.some(Boolean) || examples.length === 0) continue;
    const base = compileQuestion(plain);
    const decided = examples.flatMap((e) => {
      const got = awardedOf(e, base);
      return got && typeof e.answer === 'string' ? [{ answer: e.answer, got }] : [];
    });
    if (decided.length === 0) continue;
    CONCEPT_SHARES.forEach((share, s) => {
      const cq = compileQuestion({ ...plain, conceptShare: share });
      const t = tally[s]!;
      for (const { answer, got } of decided) {
        const points = markAnswer(cq, answer).points;
        points.forEach((p, j) => {
          if (!read[j]) return;
          if (got.has(p.id)) {
            t.yes += 1;
            if (p.awarded) t.yesRight += 1;
          } else {
            t.no += 1;
            if (!p.awarded) t.noRight += 1;
          }
        });
      }
    });
  }
  const first = tally[0]!;
  if (first.yes < MIN_SHARE_DECISIONS || first.no < MIN_SHARE_DECISIONS) return null;
  const balanced = tally.map((t) => (t.yesRight / t.yes + t.noRight / t.no) / 2);
  let best = CONCEPT_SHARES.indexOf(CONCEPT_SHARE);
  const byDefault = best;
  balanced.forEach((b, s) => {
    const gain = b - balanced[best]!;
    const nearer = Math.abs(CONCEPT_SHARES[s]! - CONCEPT_SHARE) < Math.abs(CONCEPT_SHARES[best]! - CONCEPT_SHARE);
    if (gain > 1e-9 || (Math.abs(gain) <= 1e-9 && nearer)) best = s;
  });
  const round = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    share: CONCEPT_SHARES[best]!,
    decisions: first.yes + first.no,
    agreement: round(balanced[best]!),
    defaultAgreement: round(balanced[byDefault]!),
  };
}
