/** Reliability of the engine's confidence: how often its mark agrees with the human label, per band. */
import { CALIBRATION, kindsFor, type MarkResult } from '@markwell/domain/marking/index';

/** A kind enters the table with at least this many training answers (else its coarse kind stands for it). */
const MIN_KIND_ANSWERS = 30;

export interface Judged {
  /** The human label: 1 correct, 0 incorrect. */
  gold: number;
  result: MarkResult;
}

const BANDS = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];

const agrees = (j: Judged): boolean => (j.result.marks >= 1 ? 1 : 0) === j.gold;

/**
 * One table per set: answers, agreement per confidence band, and the "no review needed" figures.
 * The target applies to unseen answers; new questions (no marked answers, marked by phrases alone)
 * are shown for how well their confidence holds.
 */
export function calibrationReport(sets: { name: string; set: Judged[] }[]): string[] {
  const out: string[] = [];
  for (const { name, set } of sets) {
    if (set.length === 0) continue;
    out.push(`Confidence reliability, SemEval ${name}:`);
    out.push('| confidence band | answers | share | agree with the label |');
    out.push('| --------------- | ------- | ----- | -------------------- |');
    for (let b = 0; b < BANDS.length - 1; b++) {
      const lo = BANDS[b]!;
      const hi = BANDS[b + 1]!;
      const inBand = set.filter((j) => j.result.confidence >= lo && j.result.confidence < hi);
      if (inBand.length === 0) continue;
      const label = hi > 1 ? `${lo.toFixed(2)}-1.00` : `${lo.toFixed(2)}-${hi.toFixed(2)}`;
      out.push(
        `| ${label.padEnd(15)} | ${String(inBand.length).padEnd(7)} | ${(inBand.length / set.length).toFixed(3)} | ${(inBand.filter(agrees).length / inBand.length).toFixed(3).padEnd(20)} |`,
      );
    }
    const sure = set.filter((j) => !j.result.needsReview);
    const wrong = sure.filter((j) => !agrees(j)).length;
    out.push(
      `No review needed: ${sure.length} of ${set.length} answers (${((100 * sure.length) / set.length).toFixed(1)}%); ${wrong} of them disagree with the label (${((100 * wrong) / Math.max(1, sure.length)).toFixed(1)}%, target ≤ 5%).`,
    );
    out.push('');
  }
  return out;
}

/** Wilson score upper bound (one-sided 95%) of a rate p measured on n answers. */
function upperBound(p: number, n: number): number {
  const z = 1.645;
  const z2 = z * z;
  return (p + z2 / (2 * n) + z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

/**
 * A kind's agreement with one agreeing and one disagreeing answer added: no kind claims certainty
 * from the few dozen answers that all agreed.
 */
const laplace = (k: { n: number; ok: number }): number => (k.ok + 1) / (k.n + 2);

/**
 * Refit the confidence table (CALIBRATION in the engine's confidence.ts) from results marked with
 * raw confidences (withRawConfidence) on training answers of one-point questions: each kind's
 * agreement with the label, and the review threshold: the lowest agreement level whose kinds,
 * taken together with every kind above it, disagree with the label at most 5% of the time (the
 * one-sided 95% upper bound of that rate).
 */
export function fitCalibration(raw: Judged[], rawNew: Judged[]): string[] {
  const tally = (m: Map<string, { n: number; ok: number }>, kind: string, ok: boolean): void => {
    const k = m.get(kind) ?? { n: 0, ok: 0 };
    k.n += 1;
    if (ok) k.ok += 1;
    m.set(kind, k);
  };
  const byKind = new Map<string, { n: number; ok: number }>();
  const judged: { kind: string; ok: boolean }[] = [];
  // points marked by their phrases alone are, in the product, mostly those of questions nobody has
  // marked answers of yet: their kinds are fitted on the training questions read as new questions
  const byPhraseKind = new Map<string, { n: number; ok: number }>();
  for (const j of rawNew) {
    const kind = j.result.points[0]?.kind;
    if (kind !== undefined && !kind.startsWith('words-')) tally(byPhraseKind, kind, agrees(j));
  }
  for (const j of raw) {
    const p = j.result.points[0];
    if (!p) continue;
    const kind = p.kind ?? 'unknown';
    judged.push({ kind, ok: agrees(j) });
    // word-model kinds also pool into their broader kinds (without the agreement band, then without
    // what the phrases found): the entries for finer kinds too rare to fit
    for (const k of kindsFor(kind)) tally(byKind, k, agrees(j));
  }
  // Word-model kinds from the unseen answers; a phrase-alone kind from the new questions, or, with
  // too few of them there (machine phrases: a new question has none), kept as it is.
  const phraseEntry = (kind: string): number | undefined => {
    const k = byPhraseKind.get(kind);
    return k !== undefined && k.n >= MIN_KIND_ANSWERS ? laplace(k) : CALIBRATION[kind];
  };
  const table = new Map<string, number>();
  for (const [kind, k] of byKind) if (kind.startsWith('words-') && k.n >= MIN_KIND_ANSWERS) table.set(kind, laplace(k));
  for (const kind of new Set([...byPhraseKind.keys(), ...Object.keys(CALIBRATION)])) {
    const value = kind.startsWith('words-') ? undefined : phraseEntry(kind);
    if (value !== undefined) table.set(kind, value);
  }
  // the threshold is chosen over what marking uses: the most specific kind with an entry
  const effective = new Map<string, { n: number; ok: number }>();
  for (const j of judged) {
    const kinds = kindsFor(j.kind);
    tally(effective, kinds.find((k) => table.has(k)) ?? kinds[0]!, j.ok);
  }
  const kinds = [...effective]
    .map(([kind, k]) => ({ kind, n: k.n, value: table.get(kind) ?? 0, rate: k.ok / k.n }))
    .sort((a, b) => b.value - a.value);
  let n = 0;
  let wrong = 0;
  let threshold = 1;
  // the level is fitted on word-model marks; marks by phrases alone always ask a teacher (on a new
  // question, their surest kind, a clear miss, agrees 84%): the threshold stays above every
  // phrase-alone entry
  const phraseAlone = [...table].filter(([kind]) => !kind.startsWith('words-')).map(([, v]) => v);
  const aboveAll = Math.floor(Math.max(...phraseAlone) * 1000 + 1) / 1000;
  for (const k of kinds) {
    if (!k.kind.startsWith('words-')) continue;
    n += k.n;
    wrong += k.n * (1 - k.rate);
    // the 5% must hold beyond the sampling error of the training answers: the one-sided 95%
    // upper bound of the error rate, not its estimate
    if (upperBound(wrong / n, n) > 0.05) break;
    threshold = Math.floor(k.value * 1000) / 1000;
  }
  const evidence = (kind: string): string => {
    const k = kind.startsWith('words-') ? byKind.get(kind) : byPhraseKind.get(kind);
    return k === undefined || (!kind.startsWith('words-') && k.n < MIN_KIND_ANSWERS)
      ? 'kept'
      : `${k.n} answers, ${(k.ok / k.n).toFixed(3)} agree`;
  };
  return [
    'Refitted confidence table (word-model kinds: training answers, 5-fold CV; phrase-alone kinds: training questions read as new):',
    ...[...table].sort((a, b) => b[1] - a[1]).map(([kind, v]) => `  '${kind}': ${v.toFixed(3)}, // ${evidence(kind)}`),
    `  REVIEW_THRESHOLD = ${Math.max(threshold, aboveAll)} (fitted on word-model marks: ${threshold}; above every phrase-alone entry: ${aboveAll})`,
  ];
}
