import type { Db } from '../../db/client';
import type { JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import { markSubmittedAttempts } from '../marking/index';
import { notifyOnce } from '../notifications/index';
import { createAttemptsRepository } from './attempts.repository';

/** The job queue that confirms and marks submitted attempts, gathered per assignment. */
export const SUBMITTED_QUEUE = 'attempts.submitted';

/**
 * How long the first submit of an assignment waits for the others before its attempts are
 * confirmed and marked. A class finishing together (or the deadline's auto-submit) is then handled
 * in a few jobs instead of one per student, which leaves the cores to the submits; the student
 * sees "being marked" for about this long.
 */
const SUBMITTED_GATHER_MS = 1000;

/** A submitted attempt, with the assignment whose job it joins. */
export interface SubmittedAttemptRef {
  id: number;
  assignmentId: number;
}

/**
 * Queues the work that follows a submit: the attempts join the waiting job of their assignment, or
 * start one that runs in `SUBMITTED_GATHER_MS` (at once where no worker polls: drain() runs it).
 */
export async function queueAfterSubmit(
  jobs: Pick<JobQueue, 'enqueueGathered' | 'polling'>,
  submitted: readonly SubmittedAttemptRef[],
): Promise<void> {
  const delayMs = jobs.polling ? SUBMITTED_GATHER_MS : 0;
  const byAssignment = new Map<number, number[]>();
  for (const { id, assignmentId } of submitted) {
    const ids = byAssignment.get(assignmentId);
    if (ids) ids.push(id);
    else byAssignment.set(assignmentId, [id]);
  }
  for (const [assignmentId, attemptIds] of byAssignment)
    await jobs.enqueueGathered(SUBMITTED_QUEUE, { assignmentId }, 'attemptIds', attemptIds, delayMs);
}

export interface ConfirmationDeps {
  mail?: Mailer | undefined;
  /** Absolute site URL, for the link in the confirmation e-mail. */
  publicUrl?: string | undefined;
}

/**
 * What follows a submit, off the request: each student's confirmation, then the marking. Safe to
 * run again (a retry after a failure): confirmations go once per attempt, marked attempts stay.
 */
export async function afterSubmitted(db: Db, deps: ConfirmationDeps, attemptIds: readonly number[]): Promise<void> {
  await confirmSubmitted(db, deps, attemptIds);
  await markSubmittedAttempts(db, attemptIds);
}

/**
 * A notification to each student of a submitted attempt and, where they have an address, the
 * same by e-mail. Sent once per attempt however often this runs: the notification's once-key
 * decides, and only students notified now are e-mailed.
 */
async function confirmSubmitted(db: Db, deps: ConfirmationDeps, attemptIds: readonly number[]) {
  if (!attemptIds.length) return;
  const rows = await createAttemptsRepository(db).toConfirm(attemptIds);
  const confirmations = rows.map((row) => {
    const text =
      row.submittedBy === 'timeout'
        ? `Time ran out on "${row.title}": your saved answers were submitted automatically. Your teacher will mark them.`
        : `Your answers to "${row.title}" were submitted. Your teacher will mark them.`;
    return { row, text, link: `/student/assignments/${row.assignmentId}` };
  });
  const notified = new Set(
    await notifyOnce(
      db,
      confirmations.map(({ row, text, link }) => ({
        userId: row.studentId,
        onceKey: `attempt-submitted:${row.id}`,
        notification: { title: `Submitted: ${row.title}`, body: text, link },
      })),
    ),
  );
  const mail = confirmations.filter(({ row }) => notified.has(row.studentId));
  if (deps.mail && mail.length) {
    await deps.mail.sendMany(
      mail.map(({ row, text, link }) => ({
        to: row.email,
        subject: `Submitted: ${row.title}`,
        text: `Hello ${row.name},\n\n${text}\n\n${deps.publicUrl ?? ''}${link}\n`,
      })),
    );
  }
}
