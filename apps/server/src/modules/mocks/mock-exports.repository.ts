import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col } from '../../db/sql';
import {
  answerMarks,
  assignmentTargets,
  assignments,
  attempts,
  examTemplateQuestions,
  groupStudents,
  mockAssignments,
  questions,
  schoolGroups,
  schools,
  users,
} from '../../db/schema/index';
import { attemptMax, attemptTotal } from './mocks.repository';

/** What an export reads: the attempts of one mock session, or of every assignment of one central template. */
export type ExportScope = { sessionId: number } | { templateId: number };

/** Drizzle queries of the mock CSV exports. */
export function createMockExportsRepository(db: Db) {
  return {
    /** The template's questions in the order it sets them: an export's question columns. */
    /** The template's questions in exam order, with the marks each is out of. */
    async templateQuestions(templateId: number) {
      return db
        .select({ id: examTemplateQuestions.questionId, maxMarks: questions.maxMarks })
        .from(examTemplateQuestions)
        .innerJoin(questions, eq(questions.id, examTemplateQuestions.questionId))
        .where(eq(examTemplateQuestions.templateId, templateId))
        .orderBy(sql`${col(examTemplateQuestions.sectionId)} nulls first`, asc(examTemplateQuestions.position));
    },

    /**
     * One page of an export: submitted attempts after attempt `after`, in attempt order, each with
     * its school, the classes of the assignment the student is in, its totals and its marks by question.
     */
    async exportPage(scope: ExportScope, after: number, limit: number) {
      const inScope =
        'sessionId' in scope
          ? sql`exists (select 1 from ${mockAssignments} where ${col(mockAssignments.assignmentId)} = ${col(assignments.id)}
              and ${col(mockAssignments.sessionId)} = ${scope.sessionId})`
          : eq(assignments.templateId, scope.templateId);
      return db
        .select({
          attemptId: attempts.id,
          schoolName: schools.name,
          studentName: users.name,
          assignmentTitle: assignments.title,
          submittedAt: attempts.submittedAt,
          releasedAt: attempts.releasedAt,
          noCredit: attempts.noCredit,
          classes: sql<
            string[]
          >`(select coalesce(array_agg(${col(schoolGroups.name)} order by ${col(schoolGroups.name)}), '{}')
            from ${assignmentTargets} join ${schoolGroups} on ${col(schoolGroups.id)} = ${col(assignmentTargets.groupId)}
            join ${groupStudents} on ${col(groupStudents.groupId)} = ${col(schoolGroups.id)} and ${col(groupStudents.studentId)} = ${col(attempts.studentId)}
            where ${col(assignmentTargets.schoolId)} = ${col(assignments.schoolId)} and ${col(assignmentTargets.assignmentId)} = ${col(assignments.id)})`,
          total: attemptTotal,
          max: attemptMax,
          marks: sql<Record<
            string,
            number
          > | null>`(select jsonb_object_agg(${col(answerMarks.questionId)}, ${col(answerMarks.marks)})
            from ${answerMarks} where ${col(answerMarks.attemptId)} = ${col(attempts.id)})`,
        })
        .from(attempts)
        .innerJoin(
          assignments,
          and(eq(assignments.id, attempts.assignmentId), eq(assignments.schoolId, attempts.schoolId)),
        )
        .innerJoin(schools, eq(schools.id, assignments.schoolId))
        .innerJoin(users, eq(users.id, attempts.studentId))
        .where(
          and(
            inScope,
            isNull(assignments.deletedAt),
            sql`${col(attempts.submittedAt)} is not null`,
            gt(attempts.id, after),
          ),
        )
        .orderBy(asc(attempts.id))
        .limit(limit);
    },
  };
}
