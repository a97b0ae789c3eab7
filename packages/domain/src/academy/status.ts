/**
 * The teacher academy's enrolment life cycle. A teacher's place on a course is one of:
 * - `none`: never enrolled;
 * - `active`: working through the lessons;
 * - `completed`: every lesson of the current attempt is done;
 * - `inactive`: set aside by the teacher (progress kept, hidden from the active list).
 *
 * The API's status change codes: 0 enroll, 1 deactivate, 2 reactivate; "take again" starts a
 * fresh attempt and keeps the earlier ones as history.
 */
export const ACADEMY_STATUSES = ['none', 'active', 'completed', 'inactive'] as const;
export type AcademyStatus = (typeof ACADEMY_STATUSES)[number];

export const ACADEMY_ACTIONS = ['enroll', 'deactivate', 'reactivate', 'takeAgain', 'completeLesson'] as const;
export type AcademyAction = (typeof ACADEMY_ACTIONS)[number];

/** The status change codes of the API, by action. */
export const ACADEMY_STATUS_CODES = { enroll: 0, deactivate: 1, reactivate: 2 } as const;

/** From which statuses each action is legal. */
export const ACADEMY_LEGAL_FROM: Readonly<Record<AcademyAction, readonly AcademyStatus[]>> = {
  enroll: ['none'],
  deactivate: ['active', 'completed'],
  reactivate: ['inactive'],
  // A fresh start needs a course in hand: reactivate a set-aside course first.
  takeAgain: ['active', 'completed'],
  // Lessons of a finished attempt may be reviewed (and their quiz retried) without reopening it.
  completeLesson: ['active', 'completed'],
};

export type AcademyTransition =
  { ok: true; status: Exclude<AcademyStatus, 'none'> } | { ok: false; status: AcademyStatus };

/**
 * The status after `action`, or `ok: false` with the unchanged status when the action is not legal
 * from `current`. `attemptComplete` says whether every lesson of the current attempt is (or, for
 * completeLesson, is now) done: it decides between active and completed.
 */
export function academyTransition(
  current: AcademyStatus,
  action: AcademyAction,
  attemptComplete = false,
): AcademyTransition {
  if (!ACADEMY_LEGAL_FROM[action].includes(current)) return { ok: false, status: current };
  switch (action) {
    case 'enroll':
      return { ok: true, status: 'active' };
    case 'deactivate':
      return { ok: true, status: 'inactive' };
    case 'takeAgain':
      return { ok: true, status: 'active' };
    case 'reactivate':
    case 'completeLesson':
      return { ok: true, status: attemptComplete ? 'completed' : 'active' };
  }
}

/** Whole-number percentage of lessons done (0 for a course without lessons). */
export function academyProgressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(done, total) * 100) / total);
}
