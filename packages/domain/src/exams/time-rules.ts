/**
 * Time rules of sitting an exam, shared by the server (which enforces them) and the web app
 * (which shows them). The server's clock is the only one that counts: the client only mirrors it.
 */
import type { DateInput } from '../time/time';

/** Seconds after the deadline during which answers still in flight are accepted. */
export const GRACE_SECONDS = 60;

/** Minutes left at which the exam timer is announced to screen readers (not every second). */
export const TIMER_ANNOUNCE_MINUTES = [10, 5, 1] as const;

/** Per-student extra time: an accessibility accommodation, in minutes or as a percentage. */
export interface ExtraTime {
  extraMinutes?: number | null | undefined;
  extraPercent?: number | null | undefined;
}

const toMs = (value: DateInput) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/**
 * The time limit in seconds once the student's extra time is added (minutes and percent add up
 * if both are given), or null when the assignment has no time limit. Rounded up to a whole second.
 * `limitWithExtraTime(3600, { extraPercent: 25 })` is `4500`.
 */
export function limitWithExtraTime(timeLimitSeconds: number | null | undefined, extra: ExtraTime = {}): number | null {
  if (timeLimitSeconds == null) return null;
  const percent = Math.max(0, extra.extraPercent ?? 0);
  const minutes = Math.max(0, extra.extraMinutes ?? 0);
  return Math.ceil(timeLimitSeconds * (1 + percent / 100) + minutes * 60);
}

/**
 * When an attempt must end: the due time, or earlier when a time limit (with the student's extra
 * time) runs out first. With no time limit the due time alone counts: extra time stretches a
 * timed sitting, it does not move the assignment's due date.
 */
export function computeDeadline(input: {
  startedAt: DateInput;
  dueAt: DateInput;
  timeLimitSeconds?: number | null | undefined;
  extra?: ExtraTime | undefined;
}): Date {
  const due = toMs(input.dueAt);
  const limit = limitWithExtraTime(input.timeLimitSeconds, input.extra);
  if (limit == null) return new Date(due);
  return new Date(Math.min(due, toMs(input.startedAt) + limit * 1000));
}

/** The last moment a save is still accepted: the deadline plus the grace period. */
export function closesAt(deadlineAt: DateInput): Date {
  return new Date(toMs(deadlineAt) + GRACE_SECONDS * 1000);
}

/** Whether an attempt still takes answers at `now` (deadline + grace not yet passed). */
export function isAcceptingAnswers(deadlineAt: DateInput, now: DateInput = new Date()): boolean {
  return toMs(now) <= toMs(deadlineAt) + GRACE_SECONDS * 1000;
}

/** Whole seconds left until the deadline (never negative), for the exam timer. */
export function secondsLeft(deadlineAt: DateInput, now: DateInput = new Date()): number {
  return Math.max(0, Math.floor((toMs(deadlineAt) - toMs(now)) / 1000));
}

/** Whether an assignment can be opened at `now` (from its opening time up to its due time). */
export function openingState(
  opensAt: DateInput,
  dueAt: DateInput,
  now: DateInput = new Date(),
): 'not_open_yet' | 'open' | 'closed' {
  const t = toMs(now);
  if (t < toMs(opensAt)) return 'not_open_yet';
  if (t > toMs(dueAt)) return 'closed';
  return 'open';
}

export type AssignmentStatus = 'to_do' | 'in_progress' | 'submitted' | 'marked';

/**
 * Where a student stands with an assignment: marked once released marks exist, submitted once
 * submitted (or once deadline + grace has passed: the background job submits it), in progress
 * once opened, otherwise to do.
 */
export function assignmentStatus(
  attempt:
    | {
        startedAt?: DateInput | null;
        deadlineAt?: DateInput | null;
        submittedAt?: DateInput | null;
        markedAt?: DateInput | null;
      }
    | null
    | undefined,
  now: DateInput = new Date(),
): AssignmentStatus {
  if (!attempt?.startedAt) return 'to_do';
  if (attempt.markedAt) return 'marked';
  if (attempt.submittedAt) return 'submitted';
  if (attempt.deadlineAt && !isAcceptingAnswers(attempt.deadlineAt, now)) return 'submitted';
  return 'in_progress';
}

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

function amount(seconds: number): string {
  if (seconds < HOUR) {
    const m = Math.max(1, Math.floor(seconds / MINUTE));
    return `${m} min.`;
  }
  if (seconds < DAY) {
    const h = Math.floor(seconds / HOUR);
    return `${h} hour${h === 1 ? '' : 's'}`;
  }
  const d = Math.floor(seconds / DAY);
  return `${d} day${d === 1 ? '' : 's'}`;
}

/**
 * A due date relative to now: "due in 2 days", "due in 3 hours", "due in 5 min.", "due now"
 * (under a minute either way), "overdue by 1 day". Units are whole elapsed units, rounded down,
 * singular for exactly 1; "min." never changes.
 */
export function dueText(dueAt: DateInput, now: DateInput = new Date()): string {
  return relative(dueAt, now, { now: 'due now', ahead: (a) => `due in ${a}`, behind: (a) => `overdue by ${a}` });
}

/** A time relative to now in the words given: under a minute either way is "now". */
function relative(
  at: DateInput,
  now: DateInput,
  words: { now: string; ahead: (amount: string) => string; behind: (amount: string) => string },
): string {
  const diff = Math.round((toMs(at) - toMs(now)) / 1000);
  if (Number.isNaN(diff)) return '';
  if (Math.abs(diff) < MINUTE) return words.now;
  return diff > 0 ? words.ahead(amount(diff)) : words.behind(amount(-diff));
}

/**
 * The due time as the teacher who set it reads it: "closes in 2 days", "closes now", "closed 3
 * days ago". For a whole class a passed due time is the end of the assignment, not something
 * overdue (that is the student's view, `dueText`).
 */
export function closingText(dueAt: DateInput, now: DateInput = new Date()): string {
  return relative(dueAt, now, { now: 'closes now', ahead: (a) => `closes in ${a}`, behind: (a) => `closed ${a} ago` });
}

/**
 * The minutes to announce to screen readers when the timer goes from `previousSecondsLeft` to
 * `secondsLeftNow`, or null: each of 10, 5 and 1 minutes left is announced once, when crossed.
 * If several are crossed at once (a sleeping laptop) only the smallest is announced.
 */
export function timerAnnouncement(previousSecondsLeft: number, secondsLeftNow: number): number | null {
  let hit: number | null = null;
  for (const minutes of TIMER_ANNOUNCE_MINUTES) {
    const at = minutes * MINUTE;
    if (previousSecondsLeft > at && secondsLeftNow <= at) hit = minutes;
  }
  return hit;
}
