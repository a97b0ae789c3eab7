import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDate, col, rowsOf, tableRowOf } from '../../db/sql';
import {
  answerStructures,
  answers,
  assignmentExtraTime,
  assignments,
  attemptQuestions,
  attempts,
  examTemplateQuestions,
  examTemplateSections,
  examTemplates,
  markingPoints,
  questionColumns,
  questionVersions,
  questions,
  type AnswerType,
} from '../../db/schema/index';
import { targetsStudent, type AttemptRow } from './attempts.repository';

/** A question of a new attempt, pinned to its version. */
export interface NewAttemptQuestion {
  questionId: number;
  versionId: number;
  position: number;
  sectionTitle: string | null;
  answerType: AnswerType;
  choiceCount: number;
}

/**
 * Opening an exam is the moment a whole year group arrives at once, so its reads are prepared
 * statements (Drizzle builds their SQL once, PostgreSQL plans them once per connection) and a new
 * attempt is written with its questions in one statement: an open that makes the attempt costs
 * six statements (four of them read side by side), one that resumes it three.
 */
function prepareOpeningReads(db: Db) {
  const assignmentId = sql.placeholder('assignmentId');
  const studentId = sql.placeholder('studentId');
  const schoolId = sql.placeholder('schoolId');
  const templateId = sql.placeholder('templateId');
  const attemptId = sql.placeholder('attemptId');
  const ofTemplate = (questionId: AnyColumn) =>
    sql`${col(questionId)} in (select ${col(examTemplateQuestions.questionId)} from ${examTemplateQuestions}
      where ${col(examTemplateQuestions.templateId)} = ${templateId})`;
  return {
    opening: db
      .select({
        assignment: assignments,
        instructions: examTemplates.instructions,
        extraMinutes: assignmentExtraTime.extraMinutes,
        extraPercent: assignmentExtraTime.extraPercent,
        attempt: attempts,
        now: sql<Date>`now()`.mapWith(asDate),
      })
      .from(assignments)
      .innerJoin(examTemplates, eq(examTemplates.id, assignments.templateId))
      .leftJoin(
        assignmentExtraTime,
        and(eq(assignmentExtraTime.assignmentId, assignments.id), eq(assignmentExtraTime.studentId, studentId)),
      )
      .leftJoin(
        attempts,
        and(
          eq(attempts.assignmentId, assignments.id),
          eq(attempts.schoolId, assignments.schoolId),
          eq(attempts.studentId, studentId),
        ),
      )
      .where(
        and(
          eq(assignments.id, assignmentId),
          eq(assignments.schoolId, schoolId),
          isNull(assignments.deletedAt),
          targetsStudent(studentId),
        ),
      )
      .prepare('attempts_opening'),
    templateQuestions: db
      .select({ question: questionColumns, sectionTitle: examTemplateSections.title })
      .from(examTemplateQuestions)
      .innerJoin(questions, eq(questions.id, examTemplateQuestions.questionId))
      .leftJoin(examTemplateSections, eq(examTemplateSections.id, examTemplateQuestions.sectionId))
      .where(eq(examTemplateQuestions.templateId, templateId))
      .orderBy(
        asc(sql`coalesce(${examTemplateSections.position}, -1)`),
        asc(examTemplateQuestions.position),
        asc(examTemplateQuestions.questionId),
      )
      .prepare('attempts_template_questions'),
    templatePoints: db
      .select()
      .from(markingPoints)
      .where(ofTemplate(markingPoints.questionId))
      .orderBy(asc(markingPoints.questionId), asc(markingPoints.position), asc(markingPoints.id))
      .prepare('attempts_template_points'),
    templateStructures: db
      .select()
      .from(answerStructures)
      .where(ofTemplate(answerStructures.questionId))
      .prepare('attempts_template_structures'),
    templateVersions: db
      .select({
        id: questionVersions.id,
        questionId: questionVersions.questionId,
        contentHash: questionVersions.contentHash,
      })
      .from(questionVersions)
      .where(ofTemplate(questionVersions.questionId))
      .prepare('attempts_template_versions'),
    attemptQuestions: db
      .select({
        questionId: attemptQuestions.questionId,
        versionId: attemptQuestions.questionVersionId,
        position: attemptQuestions.position,
        sectionTitle: attemptQuestions.sectionTitle,
        snapshot: questionVersions.snapshot,
        maxMarks: questionVersions.maxMarks,
      })
      .from(attemptQuestions)
      .innerJoin(questionVersions, eq(questionVersions.id, attemptQuestions.questionVersionId))
      .where(eq(attemptQuestions.attemptId, attemptId))
      .orderBy(asc(attemptQuestions.position))
      .prepare('attempts_attempt_questions'),
    answers: db
      .select({
        questionId: answers.questionId,
        answer: answers.answer,
        flagged: answers.flagged,
        revision: answers.revision,
        savedAt: answers.savedAt,
      })
      .from(answers)
      .where(eq(answers.attemptId, attemptId))
      .orderBy(asc(answers.questionId))
      .prepare('attempts_answers'),
  };
}

/** The statements of opening (or resuming) a student's attempt at an exam. */
export function createOpeningRepository(db: Db) {
  // Prepared on first use, so building the app (e.g. to list its routes) touches no database.
  let prepared: ReturnType<typeof prepareOpeningReads> | null = null;
  const reads = () => (prepared ??= prepareOpeningReads(db));
  return {
    /**
     * The assignment set to this student at their school (not deleted) with their extra time,
     * their attempt at it if they have one, and the database's clock; undefined when it is not
     * theirs to open.
     */
    async opening(assignmentId: number, studentId: number, schoolId: number) {
      const [row] = await reads().opening.execute({ assignmentId, studentId, schoolId });
      return row;
    },

    /**
     * What pinning a template's questions needs: its questions in exam order (sections, then
     * position), their mark schemes, and the versions each question already has.
     */
    async templateContent(templateId: number) {
      const s = reads();
      const [rows, points, structures, versions] = await Promise.all([
        s.templateQuestions.execute({ templateId }),
        s.templatePoints.execute({ templateId }),
        s.templateStructures.execute({ templateId }),
        s.templateVersions.execute({ templateId }),
      ]);
      return { rows, schemes: { points, structures }, versions };
    },

    /** The attempt's questions in order with the version snapshot each was given, and its answers. */
    async sitting(attemptId: number) {
      const s = reads();
      const [questionRows, answerRows] = await Promise.all([
        s.attemptQuestions.execute({ attemptId }),
        s.answers.execute({ attemptId }),
      ]);
      return { questionRows, answerRows };
    },

    /**
     * Makes the attempt and its pinned questions in one statement (atomic without a transaction),
     * unless a concurrent open (a second tab) made the attempt first: then undefined, and nothing
     * is written.
     */
    async insertAttempt(
      values: { schoolId: number; assignmentId: number; studentId: number; startedAt: Date; deadlineAt: Date },
      pinned: NewAttemptQuestion[],
    ): Promise<AttemptRow | undefined> {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`with made as (
            insert into ${attempts} (school_id, assignment_id, student_id, started_at, deadline_at)
            values (${values.schoolId}, ${values.assignmentId}, ${values.studentId},
              ${values.startedAt.toISOString()}::timestamptz, ${values.deadlineAt.toISOString()}::timestamptz)
            on conflict do nothing
            returning *
          ), pinned as (
            insert into ${attemptQuestions} (school_id, attempt_id, question_id, question_version_id, position,
              section_title, answer_type, choice_count)
            select made.school_id, made.id, q."questionId", q."versionId", q.position, q."sectionTitle",
              q."answerType", q."choiceCount"
            from made cross join jsonb_to_recordset(${JSON.stringify(pinned)}::jsonb) as q("questionId" int,
              "versionId" int, position int, "sectionTitle" text, "answerType" text, "choiceCount" int)
          )
          select * from made`,
      );
      return row ? tableRowOf(attempts, row) : undefined;
    },
  };
}
