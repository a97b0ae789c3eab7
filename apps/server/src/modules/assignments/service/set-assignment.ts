// Setting an assignment (or practice) to students of the caller's school.
import type { Assignment } from '@markwell/contracts';
import { type AuthUser } from '../../../lib/access';
import { AppError, badRequest } from '../../../lib/errors';
import { createAssignmentsRepository } from '../assignments.repository';
import type { AssignmentsContext } from './context';
import { type AssignmentInput, schoolOf } from './shared';

export function createSetAssignment(ctx: AssignmentsContext) {
  const { db, repo, templates, detail, checkInput, notifySet, createPractice } = ctx;
  return {
    /** Sets a template to students of the caller's school; notifies each of them in the app. */
    async create(
      user: AuthUser,
      input: AssignmentInput & {
        opens_at: string;
        due_at: string;
        targets: NonNullable<AssignmentInput['targets']>;
        notify?: boolean | undefined;
      },
    ): Promise<Assignment> {
      const schoolId = schoolOf(user);
      if (input.kind === 'practice') return createPractice(user, schoolId, input);
      for (const field of ['lesson_ids', 'topic_id', 'target_lessons_completed', 'target_score'] as const)
        if (input[field] !== undefined)
          throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
            errors: [{ path: `body.${field}`, message: 'Only practice sets lessons and targets' }],
          });
      if (input.template_id === undefined)
        throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
          errors: [{ path: 'body.template_id', message: 'An exam sets a template' }],
        });
      const template = await templates.findForAssignment(user, input.template_id).catch((e: unknown) => {
        // The template is named in the body: a missing one is a field problem, not a missing resource.
        if (e instanceof AppError && e.status === 404)
          throw badRequest('invalid_assignment', 'The assignment cannot be set like this', {
            errors: [{ path: 'body.template_id', message: 'No such template' }],
          });
        throw e;
      });
      const { targets, extra } = await checkInput(user, schoolId, input, null);
      const id = await db.transaction(async (t) => {
        const r = createAssignmentsRepository(t);
        const newId = await r.insert({
          schoolId,
          templateId: template.id,
          createdBy: user.id,
          title: input.title ?? template.name,
          opensAt: new Date(input.opens_at),
          dueAt: new Date(input.due_at),
          timeLimitSeconds:
            input.time_limit_seconds === undefined ? template.timeLimitSeconds : input.time_limit_seconds,
          onePerPage: input.one_per_page ?? false,
        });
        await r.replaceTargets(newId, schoolId, targets!);
        await r.replaceExtraTime(newId, schoolId, extra ?? []);
        if (input.notify !== false) {
          const students = await r.studentsOf(newId, schoolId);
          await notifySet(
            t,
            { id: newId, kind: 'exam', title: input.title ?? template.name, dueAt: new Date(input.due_at) },
            students.map((s) => s.id),
          );
        }
        return newId;
      });
      return detail((await repo.find(id, schoolId))!, user);
    },
  };
}
