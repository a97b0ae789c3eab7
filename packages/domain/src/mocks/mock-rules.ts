// Rules of mock exams run across schools: a school's sitting fits inside the session's window.
// Results are percentages by the dashboards' rules (progress/dashboard-figures: sharePercent,
// meanPercent), so a mock reads the same as every other result.

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
