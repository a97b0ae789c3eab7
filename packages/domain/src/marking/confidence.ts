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
  // overruling it, by the model's certainty (refitted with word models)
  'words-agree-0.99': 0.937,
  'words-agree-0.95': 0.911,
  'words-agree-0.9': 0.85,
  'words-overrule-0.95': 0.783,
  'words-agree-0.8': 0.774,
  'words-overrule-0.99': 0.727,
  'words-overrule-0.8': 0.689,
  'words-agree-0.7': 0.689,
  'words-overrule-0.9': 0.658,
  'words-agree-0.5': 0.632,
  'words-overrule-0.7': 0.588,
  'words-overrule-0.5': 0.515,
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
 * training answers, at most 5% of the marks flagged "no review needed" disagreed with the label.
 * Since model answers are read as concepts no kind of mark reaches that (the surest, a clear miss,
 * agreed 92.3% of the time; with word models, a model at 99% certainty agreeing with the phrases
 * 93.7%), so every result asks for a look: 1 until a kind earns 95%.
 */
export const REVIEW_THRESHOLD = 1;

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
 * The kind of a point decided by its word model: whether it agrees with the phrases' verdict, and
 * the model's certainty (the larger of p and 1 − p) banded.
 */
export function modelKind(p: number, agrees: boolean): string {
  const m = Math.max(p, 1 - p);
  const band = m >= 0.99 ? '0.99' : m >= 0.95 ? '0.95' : m >= 0.9 ? '0.9' : m >= 0.8 ? '0.8' : m >= 0.7 ? '0.7' : '0.5';
  return `words-${agrees ? 'agree' : 'overrule'}-${band}`;
}

let calibrating = true;

/** A point's calibrated confidence: the agreement measured for its kind (raw value while fitting). */
export function pointConfidence(kind: string, raw: number): number {
  return calibrating ? (CALIBRATION[kind] ?? raw) : raw;
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
