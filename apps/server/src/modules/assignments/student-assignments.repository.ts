// A student's assignments: their list and one assignment, each with the student's attempt and extra time.
import { and, asc, count, eq, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { GRACE_SECONDS } from '@markwell/domain/exams/index';
import type { Db } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { col } from '../../db/sql';
import { answerMarks, assignmentExtraTime, assignments, attempts, examTemplates } from '../../db/schema/index';

import { summaryColumns, targets, whenCondition, type WhenFilter } from './assignment-columns.repository';

const preparedStudentLists = preparedPerShape();

export function createStudentAssignmentsRepository(db: Db) {
  /** Joins a student's own attempt at each assignment (none yet leaves its columns null). */
  const studentAttemptOn = (studentId: number | Placeholder) =>
    and(
      eq(attempts.schoolId, assignments.schoolId),
      eq(attempts.assignmentId, assignments.id),
      eq(attempts.studentId, studentId),
    );

  /** Assignments with the student's attempt and extra time beside each; the caller adds the filter. */
  /** A student's assignments with their attempt; `counted` rides on each row (a list's total, or null). */
  const forStudent = (studentId: number | Placeholder, counted: SQL = sql`null`) =>
    db
      .select({
        ...summaryColumns,
        counted: sql<number | null>`${counted}`.mapWith(Number),
        attempt: {
          startedAt: attempts.startedAt,
          deadlineAt: attempts.deadlineAt,
          submittedAt: attempts.submittedAt,
          // an attempt reads as marked once its marks are released to the student
          markedAt: attempts.releasedAt,
          // the marks the student sees once released (null before): the attempt's own questions
          releasedMarks: sql<number | null>`case when ${col(attempts.releasedAt)} is not null then
            (select coalesce(sum(${col(answerMarks.marks)}), 0) from ${answerMarks}
              where ${col(answerMarks.attemptId)} = ${col(attempts.id)}) end`.mapWith(Number),
          releasedMaxMarks: sql<number | null>`case when ${col(attempts.releasedAt)} is not null then
            (select coalesce(sum(${col(answerMarks.maxMarks)}), 0) from ${answerMarks}
              where ${col(answerMarks.attemptId)} = ${col(attempts.id)}) end`.mapWith(Number),
          noCredit: attempts.noCredit,
        },
        extraMinutes: assignmentExtraTime.extraMinutes,
        extraPercent: assignmentExtraTime.extraPercent,
      })
      .from(assignments)
      .leftJoin(examTemplates, eq(examTemplates.id, assignments.templateId))
      .leftJoin(attempts, studentAttemptOn(studentId))
      .leftJoin(
        assignmentExtraTime,
        and(
          eq(assignmentExtraTime.schoolId, assignments.schoolId),
          eq(assignmentExtraTime.assignmentId, assignments.id),
          eq(assignmentExtraTime.studentId, studentId),
        ),
      );

  return {
    /**
     * The assignments set to a student (directly, through a class or a subgroup), soonest due
     * first, with their attempt and extra time. Status filters follow the domain's status rule.
     */
    async listForStudent(
      student: { id: number; schoolId: number },
      f: { when: WhenFilter; status?: 'to_do' | 'in_progress' | 'submitted' | 'marked' | undefined },
      page: { limit: number; offset: number },
    ) {
      // One prepared statement per filter shape (which `when` and status), the student's ids as
      // placeholders: Drizzle builds it once, PostgreSQL plans it once per connection.
      const statement = preparedStudentLists(db, `${f.when}_${f.status ?? 'any'}`, (shape) => {
        const studentId = sql.placeholder('student');
        const schoolId = sql.placeholder('school');
        const closed = sql`${col(attempts.deadlineAt)} + make_interval(secs => ${GRACE_SECONDS}) < now()`;
        const statusCondition: Record<string, SQL | undefined> = {
          to_do: isNull(attempts.id),
          in_progress: and(isNotNull(attempts.id), isNull(attempts.submittedAt), sql`not (${closed})`),
          submitted: and(
            isNotNull(attempts.id),
            isNull(attempts.releasedAt),
            or(isNotNull(attempts.submittedAt), closed),
          ),
          marked: isNotNull(attempts.releasedAt),
        };
        const where = and(
          eq(assignments.schoolId, schoolId),
          isNull(assignments.deletedAt),
          targets(col(assignments.id), sql`${studentId}`, sql`${schoolId}`),
          whenCondition(f.when),
          // a status is an exam's: practice is listed only without one
          f.status ? and(eq(assignments.kind, 'exam'), statusCondition[f.status]) : undefined,
        );
        const countQuery = db
          .select({ n: count() })
          .from(assignments)
          .leftJoin(attempts, studentAttemptOn(studentId))
          .where(where);
        // The page and its count in one statement (one round trip); the count rides on every row.
        return forStudent(studentId, sql`(${countQuery})`)
          .where(where)
          .orderBy(asc(assignments.dueAt), asc(assignments.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(`assignments_of_student_${shape}`);
      });
      const ids = { student: student.id, school: student.schoolId };
      const rows = await statement.execute({ ...ids, limit: page.limit, offset: page.offset });
      // A page past the end has no row to carry the count: only then is the first row asked for.
      const total =
        rows[0]?.counted ??
        (page.offset > 0 ? ((await statement.execute({ ...ids, limit: 1, offset: 0 }))[0]?.counted ?? 0) : 0);
      return { rows, total };
    },

    /** One assignment as the student sees it, or null when it is not set to them. */
    async findForStudent(id: number, student: { id: number; schoolId: number }) {
      const [row] = await forStudent(student.id).where(
        and(
          eq(assignments.id, id),
          eq(assignments.schoolId, student.schoolId),
          isNull(assignments.deletedAt),
          targets(col(assignments.id), sql`${student.id}`, sql`${student.schoolId}`),
        ),
      );
      return row ?? null;
    },
  };
}
