// SQL the assignment queries share: an assignment's totals, who it is set to, who is responsible
// for it, its progress counts and the one definition of work to mark.
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { GRACE_SECONDS } from '@markwell/domain/exams/index';
import { col } from '../../db/sql';
import {
  assignmentTargets,
  assignments,
  attempts,
  examTemplateQuestions,
  examTemplates,
  groupStudents,
  groupTeachers,
  questions,
  schoolGroups,
  studentTags,
  users,
} from '../../db/schema/index';

export const totalMarks = sql<number>`(select coalesce(sum(${col(questions.maxMarks)}), 0) from ${examTemplateQuestions}
  join ${questions} on ${col(questions.id)} = ${col(examTemplateQuestions.questionId)}
  where ${col(examTemplateQuestions.templateId)} = ${col(assignments.templateId)})`.mapWith(Number);
export const questionCount = sql<number>`(select count(*) from ${examTemplateQuestions}
  where ${col(examTemplateQuestions.templateId)} = ${col(assignments.templateId)})`.mapWith(Number);

/**
 * Whether the student (a users.id expression) is among those an assignment (an assignments.id
 * expression) is set to: directly, through one of their classes, or through one of their tags.
 * The school is named so the lookup stays on the assignment's shard when distributed by school.
 */
export function targets(assignmentId: SQL, studentId: SQL, schoolId: SQL): SQL {
  return sql`exists (select 1 from ${assignmentTargets}
    where ${col(assignmentTargets.schoolId)} = ${schoolId} and ${col(assignmentTargets.assignmentId)} = ${assignmentId} and (
      (${col(assignmentTargets.kind)} = 'student' and ${col(assignmentTargets.studentId)} = ${studentId})
      or (${col(assignmentTargets.kind)} = 'group' and exists (select 1 from ${groupStudents}
            join ${schoolGroups} on ${col(schoolGroups.id)} = ${col(groupStudents.groupId)}
            where ${col(groupStudents.groupId)} = ${col(assignmentTargets.groupId)}
              and ${col(groupStudents.studentId)} = ${studentId} and ${col(schoolGroups.active)}))
      or (${col(assignmentTargets.kind)} = 'subgroup' and exists (select 1 from ${studentTags}
            where ${col(studentTags.name)} = ${col(assignmentTargets.tag)} and ${col(studentTags.studentId)} = ${studentId}))
    ))`;
}

/**
 * The teachers responsible for an assignment: the one who set it, and the teachers of a class it
 * is set to. They (and the school's admins) see it in their list and mark it.
 */
export function responsibleTeacher(teacherId: number): SQL {
  return or(
    eq(assignments.createdBy, teacherId),
    sql`exists (select 1 from ${assignmentTargets} join ${groupTeachers} on ${col(groupTeachers.groupId)} = ${col(assignmentTargets.groupId)}
      where ${col(assignmentTargets.schoolId)} = ${col(assignments.schoolId)} and ${col(assignmentTargets.assignmentId)} = ${col(assignments.id)}
        and ${col(assignmentTargets.kind)} = 'group' and ${col(groupTeachers.teacherId)} = ${teacherId})`,
  )!;
}

/** Count of the active students of the assignment's school it is set to. */
export const studentCount = sql<number>`(select count(*) from ${users}
  where ${col(users.schoolId)} = ${col(assignments.schoolId)} and ${col(users.kind)} = 'student' and ${col(users.active)}
    and ${targets(col(assignments.id), col(users.id), col(assignments.schoolId))})`.mapWith(Number);
export const startedCount = sql<number>`(select count(*) from ${attempts}
  where ${col(attempts.schoolId)} = ${col(assignments.schoolId)} and ${col(attempts.assignmentId)} = ${col(assignments.id)})`.mapWith(
  Number,
);
export const submittedCount = sql<number>`(select count(*) from ${attempts}
  where ${col(attempts.schoolId)} = ${col(assignments.schoolId)} and ${col(attempts.assignmentId)} = ${col(assignments.id)} and (${col(attempts.submittedAt)} is not null
    or ${col(attempts.deadlineAt)} + make_interval(secs => ${GRACE_SECONDS}) < now()))`.mapWith(Number);

/** Attempts whose marks are released to their students. */
export const releasedCount = sql<number>`(select count(*) from ${attempts}
  where ${col(attempts.schoolId)} = ${col(assignments.schoolId)} and ${col(attempts.assignmentId)} = ${col(assignments.id)}
    and ${col(attempts.releasedAt)} is not null)`.mapWith(Number);

/**
 * The one definition of work to mark: an attempt of the assignment (an assignments row in the
 * query) that is submitted, or whose time is up past the grace, and whose marks are not released.
 * The teacher's home, the assignments list, the marking page and the daily digest all count this.
 */
export const waitingForMarks = sql`${col(attempts.schoolId)} = ${col(assignments.schoolId)} and ${col(attempts.assignmentId)} = ${col(assignments.id)}
    and ${col(attempts.releasedAt)} is null
    and (${col(attempts.submittedAt)} is not null or ${col(attempts.deadlineAt)} + make_interval(secs => ${GRACE_SECONDS}) < now())`;

/** Submissions of the assignment waiting for marks (see `waitingForMarks`). */
export const toMarkCount = sql<number>`(select count(*) from ${attempts} where ${waitingForMarks})`.mapWith(Number);
/** Whether the assignment has any submission waiting for marks. */
export const hasWorkToMark = sql`exists (select 1 from ${attempts} where ${waitingForMarks})`;

export type WhenFilter = 'all' | 'current' | 'upcoming' | 'past';

export function whenCondition(when: WhenFilter): SQL | undefined {
  if (when === 'current') return and(lte(assignments.opensAt, sql`now()`), gt(assignments.dueAt, sql`now()`));
  if (when === 'upcoming') return gt(assignments.opensAt, sql`now()`);
  if (when === 'past') return lte(assignments.dueAt, sql`now()`);
  return undefined;
}

// Practice has no template: its template columns read null (a left join) and its totals 0.
export const summaryColumns = {
  assignment: assignments,
  templateName: examTemplates.name,
  instructions: examTemplates.instructions,
  totalMarks,
  questionCount,
};
