// E-mailing the students an assignment is set to.
import type { AssignmentEmailKind } from '@markwell/contracts';
import { assignmentStatus } from '@markwell/domain/exams/index';
import { type AuthUser } from '../../../lib/access';
import { AppError } from '../../../lib/errors';
import { notify } from '../../notifications/index';
import type { AssignmentsContext } from './context';
import { mailDate, studentLinkOf } from './shared';

/** What each kind of assignment e-mail says. */
const mailText: Record<AssignmentEmailKind, { subject: (title: string) => string; lead: string; notice: string }> = {
  new: { subject: (t) => `New assignment: ${t}`, lead: 'You have a new assignment', notice: 'New assignment' },
  reminder: { subject: (t) => `Reminder: ${t}`, lead: 'A reminder about your assignment', notice: 'Reminder' },
  changed: { subject: (t) => `Changed: ${t}`, lead: 'Your assignment has changed', notice: 'Assignment changed' },
};

export function createEmailStudents(ctx: AssignmentsContext) {
  const { db, deps, repo, practice, practiceStudents, loadEditable } = ctx;
  return {
    /**
     * E-mails the students of an assignment (new / reminder / changed) through the mail outbox and
     * raises the same message as an in-app notification. Reminders skip students who have submitted.
     */
    async email(
      user: AuthUser,
      id: number,
      kind: AssignmentEmailKind,
      opts: { message?: string | undefined; only_not_submitted?: boolean | undefined } | null | undefined,
    ) {
      const mail = deps.mail;
      if (!mail) throw new Error('createAssignmentsService: mail is required to e-mail students');
      const row = await loadEditable(user, id);
      const a = row.assignment;
      if (kind === 'reminder') {
        // One reminder per assignment per interval, whoever sends it: claimed atomically first,
        // so concurrent clicks send one batch.
        const minutes = deps.reminderIntervalMinutes ?? 60;
        const claim = await repo.claimReminder(id, a.schoolId, minutes);
        if (!claim.claimed) {
          const next = new Date(claim.remindedAt.getTime() + minutes * 60_000);
          const wait = Math.max(1, Math.ceil((next.getTime() - claim.now.getTime()) / 1000));
          throw new AppError(
            429,
            'reminder_too_soon',
            `A reminder for this assignment was sent at ${mailDate(claim.remindedAt)}; the next may be sent from ${mailDate(next)}.`,
            { next_allowed_at: next.toISOString(), retry_after: wait },
          );
        }
      }
      const onlyOpen = opts?.only_not_submitted ?? kind === 'reminder';
      const now = new Date();
      const everyone = await repo.studentsOf(id, a.schoolId);
      // Practice: "not submitted" is "target not met yet".
      const met = new Set<number>();
      if (a.kind === 'practice' && onlyOpen) {
        const lessons = (await practice.lessonsOf([id], a.schoolId)).get(id) ?? [];
        for (const p of await practiceStudents(a, everyone, lessons)) if (p.met) met.add(p.student_id);
      }
      const students = everyone.filter((s) => {
        if (!onlyOpen) return true;
        if (a.kind === 'practice') return !met.has(s.id);
        const status = assignmentStatus(s.startedAt ? s : null, now);
        return status === 'to_do' || status === 'in_progress';
      });
      const text = mailText[kind];
      const link = `${deps.publicUrl.replace(/\/$/, '')}${studentLinkOf(a)}`;
      const limit = a.timeLimitSeconds ? `Time limit: ${Math.round(a.timeLimitSeconds / 60)} minutes.\n` : '';
      const goal =
        a.kind === 'practice'
          ? `Target: ${[
              a.targetLessonsCompleted ? 'complete every set lesson' : null,
              a.targetScore !== null ? `a live score of ${a.targetScore}% on each set lesson` : null,
            ]
              .filter(Boolean)
              .join(' and ')}.\n`
          : '';
      await mail.sendMany(
        students.map((s) => ({
          to: s.email,
          subject: text.subject(a.title),
          text:
            `Hello ${s.name},\n\n${text.lead} from ${user.name}: "${a.title}".\n` +
            `Opens: ${mailDate(a.opensAt)}\nDue: ${mailDate(a.dueAt)}\n${limit}${goal}` +
            (opts?.message ? `\n${opts.message}\n` : '') +
            `\nOpen it here: ${link}\n`,
        })),
      );
      const notified = await notify(
        db,
        students.map((s) => s.id),
        {
          title: `${text.notice}: ${a.title}`,
          body: opts?.message ?? `Due ${mailDate(a.dueAt)}.`,
          link: studentLinkOf(a),
        },
      );
      return { emailed: students.length, notified };
    },
  };
}
