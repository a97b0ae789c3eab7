import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  answerMarks,
  assignmentTargets,
  attempts,
  groupStudents,
  schoolGroups,
  schools,
  users,
} from '../../db/schema/index';

/** The released, for-credit attempts of an assignment with their totals, and its target classes. */
export function createGradebookRepository(db: Db) {
  return {
    async releasedResults(assignmentId: number, schoolId: number) {
      return db
        .select({
          attemptId: attempts.id,
          studentId: attempts.studentId,
          name: users.name,
          sourcedId: users.sourcedId,
          releasedAt: attempts.releasedAt,
          submittedAt: attempts.submittedAt,
          score: sql<number>`coalesce(sum(${answerMarks.marks}), 0)`.mapWith(Number),
          max: sql<number>`coalesce(sum(${answerMarks.maxMarks}), 0)`.mapWith(Number),
        })
        .from(attempts)
        .innerJoin(users, eq(users.id, attempts.studentId))
        .leftJoin(answerMarks, eq(answerMarks.attemptId, attempts.id))
        .where(
          and(
            eq(attempts.assignmentId, assignmentId),
            eq(attempts.schoolId, schoolId),
            isNotNull(attempts.releasedAt),
            eq(attempts.noCredit, false),
          ),
        )
        .groupBy(attempts.id, users.id)
        .orderBy(users.name, attempts.id);
    },

    /** The classes the assignment is set to, and which of the given students are in each. */
    async targetClasses(assignmentId: number, schoolId: number, studentIds: number[]) {
      const classes = await db
        .select({
          id: schoolGroups.id,
          name: schoolGroups.name,
          sourcedId: schoolGroups.sourcedId,
          termSourcedId: schoolGroups.termSourcedId,
        })
        .from(assignmentTargets)
        .innerJoin(schoolGroups, eq(schoolGroups.id, assignmentTargets.groupId))
        .where(
          and(
            eq(assignmentTargets.assignmentId, assignmentId),
            eq(assignmentTargets.schoolId, schoolId),
            eq(assignmentTargets.kind, 'group'),
          ),
        )
        .orderBy(schoolGroups.name, schoolGroups.id);
      const members =
        classes.length && studentIds.length
          ? await db
              .select({ groupId: groupStudents.groupId, studentId: groupStudents.studentId })
              .from(groupStudents)
              .where(
                and(
                  inArray(
                    groupStudents.groupId,
                    classes.map((c) => c.id),
                  ),
                  inArray(groupStudents.studentId, studentIds),
                ),
              )
          : [];
      return { classes, members };
    },

    /** The school's OneRoster org sourcedId (null until a roster import set it). */
    async schoolSourcedId(schoolId: number) {
      const [row] = await db.select({ sourcedId: schools.sourcedId }).from(schools).where(eq(schools.id, schoolId));
      return row?.sourcedId ?? null;
    },
  };
}
