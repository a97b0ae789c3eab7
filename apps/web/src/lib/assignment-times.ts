/** How an assignment's times and marks read on the student's pages, from the domain's time rules. */
import type { StudentAssignment } from '@markwell/contracts/assignments';
import { dueText, limitWithExtraTime, openingState } from '@markwell/domain/exams/index';
import { formatDate } from '@markwell/domain/time/index';

/** "05.01.2026 14:00" */
export const dateTime = (iso: string) => formatDate(iso, `DD.MM.YYYY HH:mm`);

export type Availability = 'not_open_yet' | 'open' | 'closed';

/** Whether the student can open the exam now: to do and in progress ones between opening and due time (or their own deadline). */
export function availability(a: StudentAssignment, now: Date): Availability {
  if (a.status === 'submitted' || a.status === 'marked') return 'closed';
  if (a.status === 'in_progress' && a.deadline_at)
    return now.getTime() <= Date.parse(a.deadline_at) ? 'open' : 'closed';
  return openingState(a.opens_at, a.due_at, now);
}

/** The due line: "Due 05.01.2026 14:00 (due in 2 days)". */
export function dueLine(a: StudentAssignment, now: Date): string {
  return `Due ${dateTime(a.due_at)} (${dueText(a.due_at, now)})`;
}

/** Time limit with the student's own extra time, e.g. "Time limit: 45 min. (+15 min. extra time)". */
export function limitLine(a: StudentAssignment): string | null {
  if (a.time_limit_seconds == null) return null;
  const minutes = Math.round(a.time_limit_seconds / 60);
  const extra: string[] = [];
  if (a.extra_minutes) extra.push(`+${a.extra_minutes} min.`);
  if (a.extra_percent) extra.push(`+${a.extra_percent}%`);
  return `Time limit: ${minutes} min.${extra.length ? ` (${extra.join(', ')} extra time)` : ''}`;
}

/** "30 minutes", "7.5 minutes", "1 minute": to a tenth, never rounded up to time the student does not have. */
const minutesText = (seconds: number) => {
  const minutes = Math.floor(seconds / 6) / 10;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/**
 * What a timed exam says before the student presses Start (the clock starts when the exam opens):
 * "This exam is timed: 30 minutes (plus your extra time 10 minutes) from when you press Start. The
 * clock does not stop if you leave." Null for untimed work.
 */
export function timedStartLine(a: StudentAssignment): string | null {
  if (a.time_limit_seconds == null) return null;
  const withExtra = limitWithExtraTime(a.time_limit_seconds, {
    extraMinutes: a.extra_minutes ?? undefined,
    extraPercent: a.extra_percent ?? undefined,
  });
  const extraSeconds = (withExtra ?? a.time_limit_seconds) - a.time_limit_seconds;
  const extra = extraSeconds > 0 ? ` (plus your extra time ${minutesText(extraSeconds)})` : '';
  return (
    `This exam is timed: ${minutesText(a.time_limit_seconds)}${extra} from when you press Start. ` +
    'The clock does not stop if you leave. If the due time comes first, the exam ends then.'
  );
}

/** The released mark: "Your mark: 9 of 12 (75%)"; null until the marks are released. */
export function marksLine(a: StudentAssignment): string | null {
  if (a.status !== 'marked' || a.marks == null || a.max_marks == null) return null;
  const percent = a.max_marks > 0 ? ` (${Math.round((100 * a.marks) / a.max_marks)}%)` : '';
  return `Your mark: ${a.marks} of ${a.max_marks}${percent}`;
}

/** Soonest due first. */
export const bySoonestDue = (a: { due_at: string }, b: { due_at: string }) =>
  Date.parse(a.due_at) - Date.parse(b.due_at);

type Finished = { due_at: string; submitted_at: string | null };
/** Finished work: the latest submitted first (the due time when it was never submitted). */
export const byLatestSubmitted = (a: Finished, b: Finished) =>
  Date.parse(b.submitted_at ?? b.due_at) - Date.parse(a.submitted_at ?? a.due_at);

/** "every lesson completed and a live score of 70% on each lesson": a practice target in words. */
export function practiceTargetText(p: { target_lessons_completed: boolean; target_score: number | null }) {
  return [
    p.target_lessons_completed ? 'every lesson completed' : null,
    p.target_score !== null ? `a live score of ${p.target_score}% on each lesson` : null,
  ]
    .filter(Boolean)
    .join(' and ');
}

/** Whether set practice is open now (practice stays open to practise after its target is met). */
export const practiceAvailability = (a: StudentAssignment, now: Date): Availability =>
  openingState(a.opens_at, a.due_at, now);
