/** Reliability of the engine's confidence: how often its mark agrees with the human label, per band. */
import { coarseKind, type MarkResult } from '@markwell/domain/marking/index';

/** A kind enters the table with at least this many training answers (else its coarse kind stands for it). */
const MIN_KIND_ANSWERS = 30;

export interface Judged {
  /** The human label: 1 correct, 0 incorrect. */
  gold: number;
  result: MarkResult;
}

const BANDS = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];

const agrees = (j: Judged): boolean => (j.result.marks >= 1 ? 1 : 0) === j.gold;

/** One table per set: answers, agreement per confidence band, and the "no review needed" figures. */
export function calibrationReport(train: Judged[], test: Judged[]): string[] {
  const out: string[] = [];
  for (const [name, set] of [
    ['training answers, 5-fold CV', train],
    ['unseen-answers test answers', test],
  ] as const) {
    if (set.length === 0) continue;
    out.push(`Confidence reliability, SemEval ${name} (Beetle + SciEntsBank):`);
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
      `No review needed: ${sure.length} of ${set.length} answers (${((100 * sure.length) / set.length).toFixed(1)}%, target ≥ 70%); ${wrong} of them disagree with the label (${((100 * wrong) / Math.max(1, sure.length)).toFixed(1)}%, target ≤ 5%).`,
    );
    out.push('');
  }
  return out;
}

/**
 * Refit the confidence table (CALIBRATION in the engine's confidence.ts) from results marked with
 * raw confidences (withRawConfidence) on training answers of one-point questions: each kind's
 * agreement with the label, and the review threshold: the lowest agreement level whose kinds,
 * taken together with every kind above it, disagree with the label at most 5% of the time (the
 * one-sided 95% upper bound of that rate).
 */
/** Wilson score upper bound (one-sided 95%) of a rate p measured on n answers. */
function upperBound(p: number, n: number): number {
  const z = 1.645;
  const z2 = z * z;
  return (p + z2 / (2 * n) + z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

export function fitCalibration(raw: Judged[]): string[] {
  const tally = (m: Map<string, { n: number; ok: number }>, kind: string, ok: boolean): void => {
    const k = m.get(kind) ?? { n: 0, ok: 0 };
    k.n += 1;
    if (ok) k.ok += 1;
    m.set(kind, k);
  };
  const byKind = new Map<string, { n: number; ok: number }>();
  const judged: { kind: string; ok: boolean }[] = [];
  for (const j of raw) {
    const p = j.result.points[0];
    if (!p) continue;
    const kind = p.kind ?? 'unknown';
    judged.push({ kind, ok: agrees(j) });
    tally(byKind, kind, agrees(j));
    // word-model kinds also pool into their coarse kind, the entry for fine kinds too rare to fit
    const coarse = coarseKind(kind);
    if (coarse !== null) tally(byKind, coarse, agrees(j));
  }
  const table = new Map(
    [...byKind]
      .filter(([kind, k]) => !kind.startsWith('words-') || k.n >= MIN_KIND_ANSWERS)
      .map(([kind, k]) => [kind, k.ok / k.n] as const),
  );
  // the threshold is chosen over what marking uses: a fine kind's entry, else its coarse kind's
  const effective = new Map<string, { n: number; ok: number }>();
  for (const j of judged) {
    const coarse = coarseKind(j.kind);
    tally(effective, table.has(j.kind) || coarse === null ? j.kind : coarse, j.ok);
  }
  const kinds = [...effective]
    .map(([kind, k]) => ({ kind, n: k.n, value: table.get(kind) ?? 0, rate: k.ok / k.n }))
    .sort((a, b) => b.value - a.value);
  let n = 0;
  let wrong = 0;
  let threshold = 1;
  for (const k of kinds) {
    n += k.n;
    wrong += k.n * (1 - k.rate);
    // the 5% must hold beyond the sampling error of the training answers: the one-sided 95%
    // upper bound of the error rate, not its estimate
    if (upperBound(wrong / n, n) > 0.05) break;
    threshold = Math.floor(k.value * 1000) / 1000;
  }
  return [
    'Refitted confidence table (training answers, 5-fold CV):',
    ...[...table]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, v]) => `  '${kind}': ${v.toFixed(3)}, // ${byKind.get(kind)!.n} answers`),
    `  REVIEW_THRESHOLD = ${threshold}`,
  ];
}
