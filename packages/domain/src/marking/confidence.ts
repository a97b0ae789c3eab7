import type { MatchSpan } from './types';

/**
 * Confidence that means something: the share of marks of the same kind that agreed with a human
 * marker, measured on the marking benchmark's training answers (SemEval-2013 Beetle and SciEntsBank,
 * 5-fold cross-validation of learning from marked answers; `bench/marking`, CALIBRATE=1 refits it).
 * A point's kind is how it was decided: awarded by a teacher phrase word for word, by a stem or
 * spelling, by a synonym, by a machine phrase (one span or several); missed with a near miss, or
 * missed with a share of the nearest phrase's words present (banded by the raw certainty
 * `1 - 0.65 × share`).
 */
export const CALIBRATION: Readonly<Record<string, number>> = {
  // points with a word model learnt from marked answers: agreeing with the phrases' verdict or
  // overruling it, by the model's certainty and by what the phrases found (see modelKind); a
  // kind without what the phrases found stands for the rarer ones (fewer than 30 training answers)
  'words-agree-0.99-absent': 0.969,
  'words-agree-0.95-absent': 0.967,
  'words-agree-0.99-exact': 0.934,
  'words-agree-0.99': 0.934,
  'words-agree-0.99-miss': 0.93,
  'words-agree-0.95-exact': 0.922,
  'words-agree-0.95': 0.917,
  'words-agree-0.95-miss': 0.911,
  'words-agree-0.8-absent': 0.909,
  'words-agree-0.99-loose': 0.888,
  'words-overrule-0.95-miss': 0.857,
  'words-agree-0.95-loose': 0.849,
  'words-agree-0.5-absent': 0.827,
  'words-agree-0.8-exact': 0.805,
  'words-overrule-0.95-exact': 0.8,
  'words-overrule-0.95': 0.799,
  'words-agree-0.8': 0.798,
  'words-overrule-0.99': 0.789,
  'words-agree-0.8-miss': 0.779,
  'words-overrule-0.95-loose': 0.761,
  'words-overrule-0.8-exact': 0.725,
  'words-agree-0.8-loose': 0.72,
  'words-overrule-0.8-loose': 0.688,
  'words-overrule-0.8': 0.683,
  'words-agree-0.5': 0.665,
  'words-overrule-0.8-miss': 0.661,
  'words-agree-0.5-miss': 0.657,
  'words-agree-0.5-exact': 0.644,
  'words-overrule-0.5-loose': 0.635,
  'words-overrule-0.5-exact': 0.61,
  'words-overrule-0.5': 0.588,
  'words-overrule-0.5-miss': 0.581,
  'words-agree-0.5-loose': 0.58,
  'words-overrule-0.5-absent': 0.435,
  // points marked by their phrases alone (no word model: too few marked answers, or none)
  'missed-1.0': 0.923,
  'missed-0.9': 0.891,
  'missed-0.8': 0.818,
  'missed-0.6': 0.776,
  exact: 0.77,
  'missed-0.5': 0.76,
  'missed-0.7': 0.741,
  inexact: 0.71,
  'machine-n': 0.698,
  'machine-1': 0.661,
  synonym: 0.661,
  'near-miss': 0.548,
  'missed-0.4': 0.465,
};

/**
 * Results whose confidence is below this need a teacher's review: the lowest level at which, on the
 * training answers, the marks flagged "no review needed" disagree with the label at most 5% of the
 * time (the one-sided 95% upper bound of that rate, not just its estimate). No point marked by its
 * phrases alone reaches it (the surest, a clear miss, agreed 92.3% of the time): only a word model
 * at 0.95 certainty or more agreeing with a clear miss of the phrases (96.7-96.9%), or at 0.99 with a
 * word-for-word match (93.4%); together 17.8% of the training answers, 4.0% of them wrong.
 */
export const REVIEW_THRESHOLD = 0.934;

/** The kind of an awarded point: its weakest span's rule, and for machine phrases how many spans. */
export function awardedKind(matches: readonly MatchSpan[]): string {
  const hows = new Set(matches.map((m) => m.how));
  if (hows.has('machine')) return matches.length > 1 ? 'machine-n' : 'machine-1';
  if (hows.has('synonym')) return 'synonym';
  if (hows.has('stem') || hows.has('spelling') || hows.has('word-form') || hows.has('equivalent')) return 'inexact';
  return 'exact';
}

/** The kind of a missed point, from its raw certainty (1 − 0.65 × share of the nearest phrase present). */
export function missedKind(nearMiss: boolean, raw: number): string {
  if (nearMiss) return 'near-miss';
  const band = Math.min(1, Math.max(0.4, Math.floor(raw * 10 + 1e-9) / 10));
  return `missed-${band.toFixed(1)}`;
}

/**
 * The kind of a point decided by its word model: whether the model agrees with the phrases' verdict
 * or overrules it, the model's certainty (the larger of p and 1 − p) banded (0.99, 0.95, 0.8, 0.5), and
 * what the phrases found (`phraseKind`, their own kind): `absent` (a clear miss: missed-0.9 / missed-1.0),
 * another miss, a word-for-word match, or a looser match. Two independent signals agreeing make
 * the surest marks.
 */
export function modelKind(p: number, agrees: boolean, phraseKind: string): string {
  const m = Math.max(p, 1 - p);
  const band = m >= 0.99 ? '0.99' : m >= 0.95 ? '0.95' : m >= 0.8 ? '0.8' : '0.5';
  const found =
    phraseKind === 'missed-1.0' || phraseKind === 'missed-0.9'
      ? 'absent'
      : phraseKind.startsWith('missed') || phraseKind === 'near-miss'
        ? 'miss'
        : phraseKind === 'exact'
          ? 'exact'
          : 'loose';
  return `words-${agrees ? 'agree' : 'overrule'}-${band}-${found}`;
}

/** A word-model kind without what the phrases found: the table's entry for kinds too rare to fit alone. */
export function coarseKind(kind: string): string | null {
  return kind.startsWith('words-') ? kind.slice(0, kind.lastIndexOf('-')) : null;
}

let calibrating = true;

/** A point's calibrated confidence: the agreement measured for its kind (raw value while fitting). */
export function pointConfidence(kind: string, raw: number): number {
  if (!calibrating) return raw;
  const coarse = coarseKind(kind);
  return CALIBRATION[kind] ?? (coarse !== null ? CALIBRATION[coarse] : undefined) ?? raw;
}

/**
 * Runs `fn` with the raw (uncalibrated) confidences of the engine's rules, for refitting the table
 * on marked answers. Synchronous, and restores calibration afterwards.
 */
export function withRawConfidence<T>(fn: () => T): T {
  const before = calibrating;
  calibrating = false;
  try {
    return fn();
  } finally {
    calibrating = before;
  }
}
