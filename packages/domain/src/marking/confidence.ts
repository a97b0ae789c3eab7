import type { MatchSpan } from './types';

/**
 * Confidence that means something: the share of marks of the same kind that agreed with a human
 * marker, measured on the marking benchmark's training answers (SemEval-2013 Beetle and SciEntsBank,
 * 5-fold cross-validation of learning from marked answers; `bench/marking`, CALIBRATE=1 refits it).
 * A point's kind is how it was decided: by its word model (see modelKind), or by its phrases alone:
 * awarded by a teacher phrase word for word, by a stem or spelling, by a synonym, by a machine
 * phrase (one span or several); missed with a near miss, or missed with a share of the nearest
 * phrase's words present (banded by the raw certainty `1 - 0.65 × share`). A word-model kind's
 * entry is its agreement with one agreeing and one disagreeing answer added.
 */
export const CALIBRATION: Readonly<Record<string, number>> = {
  // points with a word model learnt from marked answers: agreeing with the phrases' verdict or
  // overruling it, by the model's certainty, by what the phrases found and by how well the model
  // predicted its question's marked answers (see modelKind); a kind without the agreement band, or
  // without what the phrases found, stands for the rarer ones (fewer than 30 training answers)
  'words-agree-0.99-absent@cv0.9': 0.986,
  'words-agree-0.99-loose@cv0.95': 0.982,
  'words-agree-0.95-absent@cv0.95': 0.977,
  'words-agree-0.99-miss@cv0.9': 0.97,
  'words-agree-0.99-absent': 0.968,
  'words-agree-0.95-loose@cv0.95': 0.961,
  'words-agree-0.99-absent@cv0.95': 0.96,
  'words-agree-0.8-absent@cv0.95': 0.958,
  'words-agree-0.99-absent@cv0': 0.958,
  'words-agree-0.95-absent': 0.958,
  'words-agree-0.95-absent@cv0': 0.954,
  'words-agree-0.99-miss': 0.947,
  'words-agree-0.99-exact@cv0.9': 0.946,
  'words-agree-0.99': 0.943,
  'words-agree-0.99-exact@cv0.95': 0.938,
  'words-agree-0.95-miss@cv0.9': 0.941,
  'words-agree-0.95-exact@cv0.95': 0.936,
  'words-agree-0.99-miss@cv0': 0.936,
  'words-agree-0.99-miss@cv0.95': 0.935,
  'words-agree-0.95-absent@cv0.9': 0.932,
  'words-agree-0.95': 0.93,
  'words-agree-0.99-exact': 0.928,
  'words-agree-0.95-exact@cv0.9': 0.927,
  'words-agree-0.95-exact': 0.923,
  'words-agree-0.95-miss': 0.915,
  'words-agree-0.95-exact@cv0': 0.913,
  'words-agree-0.99-exact@cv0': 0.91,
  'words-agree-0.95-miss@cv0': 0.901,
  'words-agree-0.8-absent': 0.899,
  'words-agree-0.99-loose': 0.898,
  'words-agree-0.8-absent@cv0': 0.893,
  'words-agree-0.8-miss@cv0.9': 0.882,
  'words-overrule-0.99-exact': 0.868,
  'words-overrule-0.95-miss': 0.88,
  'words-overrule-0.99-exact@cv0': 0.861,
  'words-agree-0.95-loose': 0.868,
  'words-agree-0.99-loose@cv0': 0.867,
  'words-agree-0.8-absent@cv0.9': 0.862,
  'words-overrule-0.95-exact': 0.864,
  'words-overrule-0.95-loose': 0.859,
  'words-overrule-0.95-miss@cv0': 0.861,
  'words-overrule-0.95-exact@cv0': 0.856,
  'words-agree-0.8-miss': 0.849,
  'words-agree-0.8': 0.846,
  'words-overrule-0.99-miss@cv0': 0.844,
  'words-overrule-0.95': 0.844,
  'words-agree-0.8-miss@cv0': 0.837,
  'words-agree-0.95-loose@cv0': 0.836,
  'words-overrule-0.95-loose@cv0': 0.827,
  'words-overrule-0.99-miss': 0.824,
  'words-overrule-0.99': 0.8,
  'words-overrule-0.8-loose': 0.803,
  'words-agree-0.8-exact': 0.802,
  'words-agree-0.8-exact@cv0.9': 0.8,
  'words-agree-0.8-exact@cv0': 0.799,
  'words-agree-0.5-absent@cv0': 0.781,
  'words-agree-0.5-absent': 0.778,
  'words-overrule-0.8-loose@cv0': 0.773,
  'words-agree-0.8-loose': 0.765,
  'words-overrule-0.8-exact@cv0': 0.759,
  'words-agree-0.8-loose@cv0': 0.757,
  'words-overrule-0.8-exact': 0.758,
  'words-overrule-0.8-miss@cv0.9': 0.75,
  'words-overrule-0.8': 0.725,
  'words-overrule-0.8-miss': 0.709,
  'words-overrule-0.95-absent': 0.706,
  'words-overrule-0.95-absent@cv0': 0.692,
  'words-overrule-0.99-loose': 0.667,
  'words-agree-0.5': 0.68,
  'words-overrule-0.8-miss@cv0': 0.675,
  'words-overrule-0.5-exact': 0.675,
  'words-overrule-0.5-loose': 0.66,
  'words-overrule-0.5-exact@cv0': 0.655,
  'words-agree-0.5-miss': 0.654,
  'words-overrule-0.8-absent@cv0': 0.651,
  'words-overrule-0.8-absent': 0.646,
  'words-overrule-0.5-loose@cv0': 0.635,
  'words-agree-0.5-miss@cv0': 0.633,
  'words-agree-0.5-loose@cv0': 0.612,
  'words-agree-0.5-exact@cv0': 0.608,
  'words-agree-0.5-loose': 0.608,
  'words-overrule-0.5': 0.593,
  'words-agree-0.5-exact': 0.592,
  'words-overrule-0.5-miss@cv0': 0.559,
  'words-overrule-0.5-miss': 0.557,
  'words-overrule-0.5-absent@cv0': 0.489,
  'words-overrule-0.5-absent': 0.487,
  // points marked by their phrases alone (no word model), as on questions nobody has marked answers
  // of yet: fitted on the training questions read as new questions (no marked answers of their own,
  // the share fitted on the other questions); machine phrases and synonyms, which a new question
  // does not have, as fitted before word models
  'missed-1.0': 0.839,
  'missed-0.6': 0.767,
  'missed-0.5': 0.76,
  'missed-0.8': 0.746,
  'missed-0.9': 0.735,
  'machine-n': 0.698,
  exact: 0.692,
  'missed-0.7': 0.69,
  'machine-1': 0.661,
  synonym: 0.661,
  inexact: 0.634,
  'near-miss': 0.566,
  'missed-0.4': 0.506,
};

/**
 * Results whose confidence is below this need a teacher's review: the lowest level at which, on the
 * training answers, the word-model marks flagged "no review needed" disagree with the label at most
 * 5% of the time (the one-sided 95% upper bound of that rate, not just its estimate). No point
 * marked by its phrases alone reaches it (the surest, a clear miss on a new question, agreed 84%
 * of the time). 22.5% of the training answers pass, 4.0% of them wrong.
 */
export const REVIEW_THRESHOLD = 0.914;

/** The kind of an awarded point: its weakest span's rule, and for machine phrases how many spans. */
export function awardedKind(matches: readonly MatchSpan[]): string {
  const hows = new Set(matches.map((m) => m.how));
  if (hows.has('machine')) return matches.length > 1 ? 'machine-n' : 'machine-1';
  if (hows.has('synonym')) return 'synonym';
  if (
    hows.has('stem') ||
    hows.has('spelling') ||
    hows.has('word-form') ||
    hows.has('equivalent') ||
    hows.has('meaning')
  )
    return 'inexact';
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
 * the surest marks. When the model's cross-validated agreement on its question's marked answers is
 * known (`agreement`), its band follows an `@` (agreementBand): a point whose teachers' marks the
 * model predicted well is surer than the same verdict on a point it predicted poorly.
 */
export function modelKind(p: number, agrees: boolean, phraseKind: string, agreement?: number): string {
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
  const kind = `words-${agrees ? 'agree' : 'overrule'}-${band}-${found}`;
  const reliability = agreementBand(agreement);
  return reliability === null ? kind : `${kind}@${reliability}`;
}

/**
 * A word model's cross-validated agreement on its question's marked answers, banded: `cv0.95` (at
 * least 95%), `cv0.9` (at least 90%), `cv0` (less); null when unknown. Finer bands did not hold on
 * the benchmark's test answers (bench/marking/README.md).
 */
export function agreementBand(agreement: number | undefined): string | null {
  if (agreement === undefined || !Number.isFinite(agreement)) return null;
  return agreement >= 0.95 ? 'cv0.95' : agreement >= 0.9 ? 'cv0.9' : 'cv0';
}

/**
 * The kinds whose table entry stands for a kind, most specific first: the kind itself, then
 * without its agreement band, then without what the phrases found (the entries for kinds too rare
 * to fit alone).
 */
export function kindsFor(kind: string): string[] {
  const out = [kind];
  const at = kind.indexOf('@');
  const unbanded = at >= 0 ? kind.slice(0, at) : kind;
  if (unbanded !== kind) out.push(unbanded);
  if (unbanded.startsWith('words-')) out.push(unbanded.slice(0, unbanded.lastIndexOf('-')));
  return out;
}

let calibrating = true;

/** A point's calibrated confidence: the agreement measured for its kind (raw value while fitting). */
export function pointConfidence(kind: string, raw: number): number {
  if (!calibrating) return raw;
  for (const k of kindsFor(kind)) {
    const value = CALIBRATION[k];
    if (value !== undefined) return value;
  }
  return raw;
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
