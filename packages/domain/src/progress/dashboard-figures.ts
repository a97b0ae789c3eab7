/**
 * The figures the teachers' dashboards show: shares, means, medians, score bands and the
 * exam/assignment split. Pure; the server computes the raw counts in SQL and shapes them here.
 */
import { GRACE_SECONDS } from '../exams/time-rules';

/** A live score under this (percent) flags the student as needing attention. */
export const LIVE_SCORE_ATTENTION_BELOW = 40;

/** Score bands of a results distribution: ten bands of ten percentage points. */
export const SCORE_BAND_COUNT = 10;

/** What a piece of set work counts as on the dashboards. */
export type WorkKind = 'exam' | 'assignment';

/** Rounds to one decimal, the precision every dashboard percentage is shown with. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A percentage to one decimal, or `null` for none; SQL's numerics may arrive as strings. */
export function roundPercentOrNull(value: number | string | null | undefined): number | null {
  return value == null ? null : roundPercent(Number(value));
}

/**
 * `part` as a percentage of `whole`, to one decimal; `null` when `whole` is 0 (nothing to
 * measure against is not the same as 0%).
 */
export function sharePercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return roundPercent((Math.min(Math.max(part, 0), whole) / whole) * 100);
}

/** The arithmetic mean, or `null` for no values. Not rounded. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** The mean of the percentages given, those missing (`null`) left out, to one decimal; `null` for none. */
export function meanPercent(percents: readonly (number | null)[]): number | null {
  return roundPercentOrNull(mean(percents.filter((p): p is number => p !== null)));
}

/** The median (the mean of the two middle values for an even count), or `null` for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One band of a distribution of percentages: `from` inclusive, `to` exclusive except the last (100 included). */
export interface ScoreBand {
  from: number;
  to: number;
  count: number;
}

/**
 * Counts percentages (0-100) into ten bands 0-10, 10-20, ... 90-100; 100 falls in the last band.
 * Values outside 0..100 are clamped into the first or last band.
 */
export function scoreBands(percents: readonly number[], bandCount: number = SCORE_BAND_COUNT): ScoreBand[] {
  const width = 100 / bandCount;
  const bands = Array.from({ length: bandCount }, (_, i) => ({
    from: roundPercent(i * width),
    to: roundPercent((i + 1) * width),
    count: 0,
  }));
  for (const p of percents) {
    if (!Number.isFinite(p)) continue;
    const i = Math.min(bandCount - 1, Math.max(0, Math.floor(p / width)));
    bands[i]!.count++;
  }
  return bands;
}

/**
 * Exams and assignments are the same set work told apart by one rule: an exam is sat under a
 * time limit (the assignment's own limit, which defaults to its template's), everything else is
 * an assignment. Checkpoints are whichever of the two they were set as.
 */
export function workKindOf(timeLimitSeconds: number | null | undefined): WorkKind {
  return timeLimitSeconds != null && timeLimitSeconds > 0 ? 'exam' : 'assignment';
}

/**
 * Whether work was handed in on time: submitted no later than the due time plus the grace
 * period in which answers in flight are still accepted.
 */
export function isOnTime(submittedAt: Date, dueAt: Date): boolean {
  return submittedAt.getTime() <= dueAt.getTime() + GRACE_SECONDS * 1000;
}

/**
 * Completion of a course (or chapter, topic) as two shares of its lessons: covered by any
 * submitted work, and covered by marked work whose marks were released. Percentages, one
 * decimal; `null` when the unit has no lessons.
 */
export function completionOf(lessons: number, covered: number, coveredAssessed: number) {
  return { completion: sharePercent(covered, lessons), completionAssessed: sharePercent(coveredAssessed, lessons) };
}
