// Reading assignments: one (as a teacher or the student it is set to) and the lists.
import type {
  Assignment,
  AssignmentPage,
  StudentAssignment,
  StudentAssignmentPage,
  StudentAssignmentStatus,
} from '@markwell/contracts';
import { type AuthUser } from '../../../lib/access';
import { notFound } from '../../../lib/errors';
import { type WhenFilter } from '../assignments.repository';
import type { AssignmentsContext } from './context';
import { schoolOf } from './shared';

export function createReadAssignments(ctx: AssignmentsContext) {
  const { repo, practice, loadForTeacher, summary, detail, studentPractice, studentJson } = ctx;
  return {
    /** A teacher gets the assignment with every student's progress; a student their own view (404 when not set to them). */
    async get(user: AuthUser, id: number): Promise<Assignment | StudentAssignment> {
      if (user.role === 'student') {
        const student = { id: user.id, schoolId: schoolOf(user) };
        const row = await repo.findForStudent(id, student);
        if (!row) throw notFound('Assignment');
        return studentJson(row, (await studentPractice([row], student)).get(row.assignment.id));
      }
      return detail(await loadForTeacher(user, id), user);
    },

    async list(
      user: AuthUser,
      q: {
        when: WhenFilter;
        group?: number | undefined;
        template?: number | undefined;
        to_mark?: boolean | undefined;
        status?: StudentAssignmentStatus | undefined;
        page: number;
        limit: number;
      },
    ): Promise<AssignmentPage | StudentAssignmentPage> {
      const schoolId = schoolOf(user);
      const page = { limit: q.limit, offset: (q.page - 1) * q.limit };
      if (user.role === 'student') {
        const student = { id: user.id, schoolId };
        const { rows, total } = await repo.listForStudent(student, { when: q.when, status: q.status }, page);
        const practiceOf = await studentPractice(rows, student);
        return {
          items: rows.map((r) => studentJson(r, practiceOf.get(r.assignment.id))),
          total,
          page: q.page,
          limit: q.limit,
        };
      }
      const { rows, total } = await repo.listForSchool(
        schoolId,
        {
          teacherId: user.role === 'schooladmin' ? undefined : user.id,
          when: q.when,
          group: q.group,
          template: q.template,
          toMark: q.to_mark,
        },
        page,
      );
      // Every row's targets in one statement, not one per row.
      const targets = await repo.targetsOfMany(
        rows.map((r) => r.assignment.id),
        schoolId,
      );
      const lessons = await practice.lessonsOf(
        rows.filter((r) => r.assignment.kind === 'practice').map((r) => r.assignment.id),
        schoolId,
      );
      const items = await Promise.all(
        rows.map((r) => summary(r, r, targets.get(r.assignment.id) ?? [], lessons.get(r.assignment.id) ?? [])),
      );
      return { items, total, page: q.page, limit: q.limit };
    },
  };
}
