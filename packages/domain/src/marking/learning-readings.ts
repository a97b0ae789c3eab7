// Fitting how strictly each model answer read as concepts is read, to the marked answers.
import { compileQuestion } from './compile';
import { describePhrase } from './concepts';
import type { LearnedProposal } from './learning-types';
import { markAnswer } from './mark';
import type { QuestionInput } from './types';

/**
 * How strictly each model answer read as concepts should be read, from the marked answers: for each
 * such phrase, every "k of:" from the engine's share up to all its concepts is tried, the point's
 * other phrases as they are, and the k under which the point's marks agree with the teachers' on
 * most answers is kept when it beats the engine's share. Phrases are fitted one after another, each
 * with the readings chosen before it. One number per model answer fitted on every marked answer, so
 * its evidence is not held out: it counts the answers whose mark the reading changes.
 */
export function fitReadings(
  question: QuestionInput,
  texts: string[],
  awarded: (Set<string> | null)[],
): LearnedProposal[] {
  const usable = texts.flatMap((t, i) => (awarded[i] ? [i] : []));
  if (usable.length < MIN_READING_ANSWERS) return [];
  interface Slot {
    pointId: string;
    phrase: string;
    concepts: string[];
    start: number;
    /** The engine's own k: the first tried (probe point ids are `r${slot}-${k}`). */
    base: number;
  }
  const slots: Slot[] = [];
  const probePoints: QuestionInput['markingPoints'] = [];
  const fixedPoints: QuestionInput['markingPoints'] = [];
  for (const pt of question.markingPoints) {
    const fixed: string[] = [];
    for (const ph of pt.phrases) {
      const r = typeof ph === 'string' ? describePhrase(ph, question.prompt, question.conceptShare) : null;
      if (!r) {
        fixed.push(ph);
        continue;
      }
      slots.push({ pointId: pt.id, phrase: ph, concepts: r.concepts, start: probePoints.length, base: r.needed });
      for (let k = r.needed; k <= r.concepts.length; k++)
        probePoints.push({
          id: `r${slots.length - 1}-${k}`,
          marks: 1,
          phrases: [precise(r.concepts, k)],
          machinePhrases: [],
        });
    }
    fixedPoints.push({ id: `f${pt.id}`, marks: 1, phrases: fixed, machinePhrases: pt.machinePhrases });
  }
  if (slots.length === 0) return [];
  const probe = compileQuestion({
    ...question,
    maxMarks: probePoints.length + fixedPoints.length,
    markingPoints: [...probePoints, ...fixedPoints],
  });
  // per usable answer: which probe points it earns
  const hits = usable.map((i) => markAnswer(probe, texts[i]!).points.map((p) => p.awarded));
  const fixedAt = new Map(question.markingPoints.map((pt, j) => [pt.id, probePoints.length + j]));
  const chosen = slots.map((s) => s.base);
  const earns = (n: number, pointId: string): boolean => {
    if (hits[n]![fixedAt.get(pointId)!]) return true;
    return slots.some((s, si) => s.pointId === pointId && hits[n]![s.start + chosen[si]! - s.base]!);
  };
  const agreement = (pointId: string): number =>
    usable.reduce((sum, i, n) => sum + Number(earns(n, pointId) === awarded[i]!.has(pointId)), 0);
  const out: LearnedProposal[] = [];
  slots.forEach((s, si) => {
    const atBase = agreement(s.pointId);
    let best = s.base;
    let bestScore = atBase;
    for (let k = s.base + 1; k <= s.concepts.length; k++) {
      chosen[si] = k;
      const score = agreement(s.pointId);
      if (score > bestScore) {
        best = k;
        bestScore = score;
      }
    }
    chosen[si] = best;
    if (best === s.base) return;
    // evidence: answers the new reading marks as the teacher did where the engine's did not, and back
    let newlyCorrect = 0;
    let newlyWrong = 0;
    let credited = 0;
    let rightCredits = 0;
    usable.forEach((i, n) => {
      const want = awarded[i]!.has(s.pointId);
      const now = earns(n, s.pointId);
      chosen[si] = s.base;
      const then = earns(n, s.pointId);
      chosen[si] = best;
      if (now !== then) {
        if (now === want) newlyCorrect += 1;
        else newlyWrong += 1;
      }
      if (hits[n]![s.start + best - s.base]) {
        credited += 1;
        if (want) rightCredits += 1;
      }
    });
    out.push({
      kind: 'reading',
      pointId: s.pointId,
      text: precise(s.concepts, best),
      replaces: s.phrase,
      sources: [],
      evidence: {
        newlyCorrect,
        newlyWrong,
        precision: credited === 0 ? 1 : Math.round((rightCredits / credited) * 1000) / 1000,
        heldOut: usable.length,
      },
    });
  });
  return out;
}

/** Model answers are fitted to marked answers only when there are at least this many. */
const MIN_READING_ANSWERS = 5;

/** Concepts as the precise phrase needing k of them. */
function precise(concepts: readonly string[], k: number): string {
  return k >= concepts.length ? concepts.join(' & ') : `${k} of: ${concepts.join(' & ')}`;
}
