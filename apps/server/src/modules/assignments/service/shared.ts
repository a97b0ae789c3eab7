// What the assignments service's use cases share: reply helpers, its inputs and dependencies, and moving open deadlines.
import type { AssignmentKind } from '@markwell/contracts';
import { computeDeadline } from '@markwell/domain/exams/index';
import { type PracticeTarget } from '@markwell/domain/learning/index';
import { formatDateUtc } from '@markwell/domain/time/index';
import { type AuthUser, callerSchoolId } from '../../../lib/access';
import type { Mailer } from '../../../plugins/mail';
import { createAssignmentsRepository, type AssignmentRow, type AssignmentsRepository } from '../assignments.repository';

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? iso(d) : null);

/** "23.11.2026 14:00 UTC": e-mails go to people in any time zone, so the zone is said. */
export function mailDate(d: Date) {
  return `${formatDateUtc(d, 'DD.MM.YYYY HH:mm')} UTC`;
}

export interface AssignmentInput {
  kind?: AssignmentKind | undefined;
  template_id?: number | undefined;
  lesson_ids?: number[] | undefined;
  topic_id?: number | undefined;
  target_lessons_completed?: boolean | undefined;
  target_score?: number | null | undefined;
  title?: string | undefined;
  opens_at?: string | undefined;
  due_at?: string | undefined;
  time_limit_seconds?: number | null | undefined;
  one_per_page?: boolean | undefined;
  targets?: { group_ids: number[]; subgroups: string[]; student_ids: number[] } | undefined;
  extra_time?:
    | { student_id: number; extra_minutes?: number | null | undefined; extra_percent?: number | null | undefined }[]
    | undefined;
}

export interface AssignmentsDeps {
  /** Needed only to e-mail students (the demo seed sets assignments without it). */
  mail?: Mailer | undefined;
  /** Absolute site URL, for the links in e-mails. */
  publicUrl: string;
  /** Minutes between two reminders of one assignment (ASSIGNMENT_REMINDER_INTERVAL_MINUTES); unset: 60. */
  reminderIntervalMinutes?: number | undefined;
}

export type SummaryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAssignmentsRepository>['find']>>>;

/** The student's page of an assignment: the link of every notification and e-mail about it. */
export const studentAssignmentPath = (id: number) => `/student/assignments/${id}`;

/** Practice is not sat on a page of its own: its notifications lead to the student's list of set work. */
export const studentLinkOf = (a: { id: number; kind: AssignmentKind }) =>
  a.kind === 'practice' ? `/student/assignments#practice-${a.id}` : studentAssignmentPath(a.id);

export const targetOf = (a: AssignmentRow): PracticeTarget => ({
  lessonsCompleted: a.targetLessonsCompleted,
  score: a.targetScore,
});

export const schoolOf = (user: AuthUser) => callerSchoolId(user);

/**
 * A change of due time, time limit or extra time applies to attempts already being sat, too: each
 * open attempt's deadline is worked out again from when it started, by the same rule as at the
 * start. A deadline moved into the past closes the attempt (the auto-submit sweep submits it).
 */
export async function moveOpenDeadlines(
  r: AssignmentsRepository,
  assignmentId: number,
  schoolId: number,
  times: { dueAt: Date; timeLimitSeconds: number | null },
) {
  const open = await r.openAttemptsWithExtraTime(assignmentId, schoolId);
  await r.setDeadlines(
    schoolId,
    open.map((o) => ({
      id: o.id,
      deadlineAt: computeDeadline({
        startedAt: o.startedAt,
        dueAt: times.dueAt,
        timeLimitSeconds: times.timeLimitSeconds,
        extra: { extraMinutes: o.extraMinutes, extraPercent: o.extraPercent },
      }),
    })),
  );
}
