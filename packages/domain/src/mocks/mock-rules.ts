// Rules of mock exams run across schools: a school's sitting fits inside the session's window,
// and results are compared as percentages rounded the same way everywhere.

/** A span of time a mock session or one of its assignments is open. */
export interface Window {
  opensAt: Date;
  closesAt: Date;
}

/** What is wrong with a school's window against the session's, or null when it fits. */
export type WindowProblem = 'opens_before_session' | 'closes_after_session' | 'closes_before_opening';

/**
 * Whether a school's window (an assignment's opening and due time) lies within the session's:
 * it may open at the session's opening or later and must close at the session's closing or
 * earlier, so every school sits the same paper inside the same dates.
 */
export function windowWithin(inner: Window, outer: Window): WindowProblem | null {
  if (inner.closesAt.getTime() <= inner.opensAt.getTime()) return 'closes_before_opening';
  if (inner.opensAt.getTime() < outer.opensAt.getTime()) return 'opens_before_session';
  if (inner.closesAt.getTime() > outer.closesAt.getTime()) return 'closes_after_session';
  return null;
}

/**
 * A mark as a percentage of the maximum, to one decimal, halves rounded up (7 of 12 is 58.3);
 * null when there is no maximum to compare against.
 */
export function percentOf(marks: number, maxMarks: number): number | null {
  if (!(maxMarks > 0)) return null;
  return Math.round((marks / maxMarks) * 1000 + Number.EPSILON) / 10;
}

/** The mean of percentages to one decimal (null for none): the all-schools average a school sees. */
export function meanPercent(percents: readonly number[]): number | null {
  if (percents.length === 0) return null;
  const sum = percents.reduce((s, p) => s + p, 0);
  return Math.round((sum / percents.length) * 10 + Number.EPSILON) / 10;
}
