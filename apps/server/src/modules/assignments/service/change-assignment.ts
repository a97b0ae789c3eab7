// Changing and deleting an assignment.
import type { Assignment } from '@markwell/contracts';
import { type AuthUser } from '../../../lib/access';
import { AppError, badRequest } from '../../../lib/errors';
import { createAssignmentsRepository } from '../assignments.repository';
import type { AssignmentsContext } from './context';
import { type AssignmentInput, moveOpenDeadlines } from './shared';

export function createChangeAssignment(ctx: AssignmentsContext) {
  const { db, repo, loadEditable, detail, checkInput, checkPractice, notifySet } = ctx;
  return {
    /** Changes an assignment; `targets` and `extra_time` replace the lists. Students newly set to it are notified. */
    async update(user: AuthUser, id: number, input: AssignmentInput): Promise<Assignment> {
      const row = await loadEditable(user, id);
      const a = row.assignment;
      const practiceChange = a.kind === 'practice' ? await checkPractice(input, a) : null;
      if (!practiceChange)
        for (const field of ['lesson_ids', 'topic_id', 'target_lessons_completed', 'target_score'] as const)
          if (input[field] !== undefined)
            throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
              errors: [{ path: `body.${field}`, message: 'Only practice sets lessons and targets' }],
            });
      const { targets, extra } = await checkInput(user, a.schoolId, input, a);
      await db.transaction(async (t) => {
        const r = createAssignmentsRepository(t);
        const before = targets ? new Set((await r.studentsOf(id, a.schoolId)).map((s) => s.id)) : null;
        await r.update(id, a.schoolId, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.opens_at !== undefined ? { opensAt: new Date(input.opens_at) } : {}),
          ...(input.due_at !== undefined ? { dueAt: new Date(input.due_at) } : {}),
          ...(input.time_limit_seconds !== undefined ? { timeLimitSeconds: input.time_limit_seconds } : {}),
          ...(input.one_per_page !== undefined ? { onePerPage: input.one_per_page } : {}),
          ...(practiceChange
            ? { targetLessonsCompleted: practiceChange.lessonsCompleted, targetScore: practiceChange.score }
            : {}),
        });
        if (targets) await r.replaceTargets(id, a.schoolId, targets);
        if (extra) await r.replaceExtraTime(id, a.schoolId, extra);
        if (input.due_at !== undefined || input.time_limit_seconds !== undefined || extra) {
          await moveOpenDeadlines(r, id, a.schoolId, {
            dueAt: input.due_at !== undefined ? new Date(input.due_at) : a.dueAt,
            timeLimitSeconds: input.time_limit_seconds !== undefined ? input.time_limit_seconds : a.timeLimitSeconds,
          });
        }
        if (before) {
          const added = (await r.studentsOf(id, a.schoolId)).map((s) => s.id).filter((s) => !before.has(s));
          const title = input.title ?? a.title;
          const dueAt = input.due_at ? new Date(input.due_at) : a.dueAt;
          if (added.length) await notifySet(t, { id, kind: a.kind, title, dueAt }, added);
        }
      });
      return detail((await repo.find(id, a.schoolId))!, user);
    },

    /**
     * Deletes an assignment (kept, marked deleted, so attempts keep what they point at). When
     * students have started it: 400 `assignment_started` unless `confirm`.
     */
    async remove(user: AuthUser, id: number, confirm: boolean) {
      const { assignment } = await loadEditable(user, id);
      const c = await repo.counts(id, assignment.schoolId);
      if (c.startedCount > 0 && !confirm) {
        throw new AppError(
          400,
          'assignment_started',
          `${c.startedCount} student(s) have started this assignment; send confirm=true to delete it`,
          { started_count: c.startedCount, submitted_count: c.submittedCount },
        );
      }
      await repo.softDelete(id, assignment.schoolId);
      return { success: true as const };
    },
  };
}
