import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql';
import {
  answerMarks,
  answers,
  assignments,
  attemptQuestions,
  attempts,
  machinePhrases,
  markAudit,
  markQueries,
  questionVersions,
  questions,
  synonyms,
  users,
  type AuditedMark,
  type StoredPointMark,
} from '../../db/schema/index';
import type { SchemeExtras } from './engine-marking';
import { createConceptSharesRepository } from '../questions/index';
import { countMarkChanges } from '../../lib/metrics';
import { createMarkQueriesRepository } from './mark-queries.repository';
import { createMarkCommentsRepository } from './mark-comments.repository';
import { createMarkedAnswersRepository } from './marked-answers.repository';

export type AnswerMarkRow = typeof answerMarks.$inferSelect;
export type MarkQueryRow = typeof markQueries.$inferSelect;
export type AuditRow = typeof markAudit.$inferSelect;

const updater = alias(users, 'updater');
const student = alias(users, 'student');

/** Everything an answer mark is shown with: the answer, the student, the version, who changed it. */
const markColumns = {
  mark: answerMarks,
  answer: answers.answer,
  studentId: attempts.studentId,
  studentName: student.name,
  releasedAt: attempts.releasedAt,
  noCredit: attempts.noCredit,
  position: attemptQuestions.position,
  snapshot: questionVersions.snapshot,
  updaterName: updater.name,
};

export type MarkView = {
  mark: AnswerMarkRow;
  answer: string | number[] | number | null;
  studentId: number;
  studentName: string;
  releasedAt: Date | null;
  noCredit: boolean;
  position: number;
  snapshot: (typeof questionVersions.$inferSelect)['snapshot'];
  updaterName: string | null;
};

/** Marks, audit and release, with the queries, comments and marked answers of their own repository files: the module's Drizzle queries. */
export function createMarkingRepository(db: Db) {
  function markViews(where: SQL) {
    return db
      .select(markColumns)
      .from(answerMarks)
      .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
      .innerJoin(student, eq(student.id, attempts.studentId))
      .innerJoin(
        attemptQuestions,
        and(
          eq(attemptQuestions.attemptId, answerMarks.attemptId),
          eq(attemptQuestions.questionId, answerMarks.questionId),
        ),
      )
      .innerJoin(questionVersions, eq(questionVersions.id, answerMarks.questionVersionId))
      .leftJoin(
        answers,
        and(eq(answers.attemptId, answerMarks.attemptId), eq(answers.questionId, answerMarks.questionId)),
      )
      .leftJoin(updater, eq(updater.id, answerMarks.updatedBy))
      .where(where)
      .orderBy(asc(student.name), asc(student.id), asc(attemptQuestions.position)) as Promise<MarkView[]>;
  }

  return {
    ...createMarkQueriesRepository(db),
    ...createMarkCommentsRepository(db),
    ...createMarkedAnswersRepository(db), // ---- marking an attempt
    /**
     * The questions of submitted attempts not marked yet, with the version each student was given
     * and the answer saved (null: blank).
     */
    async attemptsForMarking(attemptIds: number[]) {
      if (!attemptIds.length) return [];
      return db
        .select({
          attemptId: attempts.id,
          schoolId: attempts.schoolId,
          assignmentId: attempts.assignmentId,
          questionId: attemptQuestions.questionId,
          versionId: attemptQuestions.questionVersionId,
          snapshot: questionVersions.snapshot,
          curriculaId: questions.curriculaId,
          answer: answers.answer,
        })
        .from(attemptQuestions)
        .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
        .innerJoin(questionVersions, eq(questionVersions.id, attemptQuestions.questionVersionId))
        .leftJoin(questions, eq(questions.id, attemptQuestions.questionId))
        .leftJoin(
          answers,
          and(eq(answers.attemptId, attemptQuestions.attemptId), eq(answers.questionId, attemptQuestions.questionId)),
        )
        .where(
          and(
            inArray(attemptQuestions.attemptId, attemptIds),
            isNotNull(attempts.submittedAt),
            isNull(attempts.autoMarkedAt),
          ),
        );
    },

    /** Accepted machine phrases of the points, and the synonyms of the curricula (and global ones). */
    async extras(
      pointIds: number[],
      curriculaIds: number[],
    ): Promise<{
      machines: Map<number, string[]>;
      synonymsBy: (c: number | null) => string[];
      conceptShareBy: (c: number | null) => number | undefined;
    }> {
      const [machines, syns, shares] = await Promise.all([
        pointIds.length
          ? db
              .select({ pointId: machinePhrases.markingPointId, phrase: machinePhrases.phrase })
              .from(machinePhrases)
              .where(and(inArray(machinePhrases.markingPointId, pointIds), eq(machinePhrases.status, 'accepted')))
              .orderBy(asc(machinePhrases.id))
          : Promise.resolve([]),
        db
          .select({ text: synonyms.text, curriculaId: synonyms.curriculaId })
          .from(synonyms)
          .where(
            curriculaIds.length
              ? or(isNull(synonyms.curriculaId), inArray(synonyms.curriculaId, curriculaIds))
              : isNull(synonyms.curriculaId),
          )
          .orderBy(asc(synonyms.id)),
        createConceptSharesRepository(db).ofCurricula(curriculaIds),
      ]);
      const byPoint = new Map<number, string[]>();
      for (const m of machines) byPoint.set(m.pointId, [...(byPoint.get(m.pointId) ?? []), m.phrase]);
      return {
        machines: byPoint,
        synonymsBy: (c) => syns.filter((s) => s.curriculaId === null || s.curriculaId === c).map((s) => s.text),
        conceptShareBy: (c) => (c === null ? undefined : shares.get(c)?.share),
      };
    },

    async insertMarks(rows: (typeof answerMarks.$inferInsert)[]) {
      if (!rows.length) return [];
      return db
        .insert(answerMarks)
        .values(rows)
        .onConflictDoNothing({ target: [answerMarks.attemptId, answerMarks.questionId] })
        .returning();
    },

    async insertAudit(rows: (typeof markAudit.$inferInsert)[]) {
      if (rows.length) await db.insert(markAudit).values(rows);
      countMarkChanges(rows);
    },

    /**
     * Set work handed in for credit completes the lessons its marked questions are placed on (the
     * dashboards' completion, ADR 0050); a lesson already completed keeps its first completion.
     */
    async completeLessonsOf(attemptIds: number[]) {
      if (!attemptIds.length) return;
      await db.execute(sql`insert into lesson_completions (school_id, student_id, lesson_id, source, completed_at)
        select distinct a.school_id, a.student_id, q.lesson_id, 'set work', a.submitted_at
        from attempts a
        join assignments asg on asg.id = a.assignment_id and asg.school_id = a.school_id and asg.deleted_at is null
        join answer_marks m on m.attempt_id = a.id and m.school_id = a.school_id
        join questions q on q.id = m.question_id
        where a.id = any(${intArray(attemptIds)}) and a.submitted_at is not null and not a.no_credit and q.lesson_id is not null
        on conflict (student_id, lesson_id) do nothing`);
    },

    /** Records that the engine has marked these attempts (those submitted and not marked yet). */
    async setAutoMarked(attemptIds: number[]) {
      if (!attemptIds.length) return;
      await db
        .update(attempts)
        .set({ autoMarkedAt: sql`now()` })
        .where(and(inArray(attempts.id, attemptIds), isNotNull(attempts.submittedAt), isNull(attempts.autoMarkedAt)));
    },

    /** Whether a submitted attempt has waited longer than `seconds` for its marks (its job was lost). */
    async hasOverdueUnmarked(seconds: number): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(
          and(
            isNotNull(attempts.submittedAt),
            isNull(attempts.autoMarkedAt),
            sql`${attempts.submittedAt} < now() - make_interval(secs => ${seconds})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Submitted attempts still without marks (a failed marking is retried by the job). */
    async unmarkedAttempts(limit: number) {
      return db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(isNotNull(attempts.submittedAt), isNull(attempts.autoMarkedAt)))
        .orderBy(asc(attempts.submittedAt))
        .limit(limit);
    },

    // ---- reads for teachers
    async findAssignment(id: number, schoolId: number) {
      const [row] = await db
        .select()
        .from(assignments)
        .where(
          and(
            eq(assignments.id, id),
            eq(assignments.schoolId, schoolId),
            isNull(assignments.deletedAt),
            // practice set as work is never marked here (its answers are marked as they are given)
            eq(assignments.kind, 'exam'),
          ),
        );
      return row;
    },

    async assignmentQuestions(assignmentId: number) {
      // every version of every question the assignment's attempts were given, in exam order
      return db
        .selectDistinctOn([attemptQuestions.questionId, attemptQuestions.questionVersionId], {
          questionId: attemptQuestions.questionId,
          versionId: attemptQuestions.questionVersionId,
          position: attemptQuestions.position,
          snapshot: questionVersions.snapshot,
        })
        .from(attemptQuestions)
        .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
        .innerJoin(questionVersions, eq(questionVersions.id, attemptQuestions.questionVersionId))
        .where(eq(attempts.assignmentId, assignmentId))
        .orderBy(asc(attemptQuestions.questionId), asc(attemptQuestions.questionVersionId));
    },

    marksOfAssignment(assignmentId: number, schoolId: number) {
      return markViews(and(eq(answerMarks.assignmentId, assignmentId), eq(answerMarks.schoolId, schoolId))!);
    },
    marksOfQuestion(assignmentId: number, schoolId: number, questionId: number) {
      return markViews(
        and(
          eq(answerMarks.assignmentId, assignmentId),
          eq(answerMarks.schoolId, schoolId),
          eq(answerMarks.questionId, questionId),
        )!,
      );
    },
    marksOfAttempt(attemptId: number) {
      return markViews(eq(answerMarks.attemptId, attemptId));
    },
    marksByIds(ids: number[]) {
      return ids.length ? markViews(inArray(answerMarks.id, ids)) : Promise.resolve([] as MarkView[]);
    },

    /** Locks the marks for a change (in a transaction): the version check and the write see the same row. */
    async lockMarks(ids: number[], assignmentId: number, schoolId: number) {
      return db
        .select()
        .from(answerMarks)
        .where(
          and(
            inArray(answerMarks.id, ids),
            eq(answerMarks.assignmentId, assignmentId),
            eq(answerMarks.schoolId, schoolId),
          ),
        )
        .orderBy(asc(answerMarks.id))
        .for('update');
    },

    async updateMark(id: number, patch: Partial<typeof answerMarks.$inferInsert>) {
      const [row] = await db
        .update(answerMarks)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(answerMarks.id, id))
        .returning();
      return row!;
    },

    async history(markId: number) {
      const actor = alias(users, 'actor');
      return db
        .select({ entry: markAudit, actorName: actor.name })
        .from(markAudit)
        .leftJoin(actor, eq(actor.id, markAudit.actorId))
        .where(eq(markAudit.answerMarkId, markId))
        .orderBy(asc(markAudit.id));
    },

    // ---- attempts
    async attemptOf(assignmentId: number, studentId: number, schoolId: number) {
      const [row] = await db
        .select({ attempt: attempts, studentName: users.name })
        .from(attempts)
        .innerJoin(users, eq(users.id, attempts.studentId))
        .where(
          and(
            eq(attempts.assignmentId, assignmentId),
            eq(attempts.studentId, studentId),
            eq(attempts.schoolId, schoolId),
          ),
        );
      return row;
    },

    async submittedAttempts(assignmentId: number, schoolId: number) {
      return db
        .select({ attempt: attempts, studentName: users.name })
        .from(attempts)
        .innerJoin(users, eq(users.id, attempts.studentId))
        .where(
          and(
            eq(attempts.assignmentId, assignmentId),
            eq(attempts.schoolId, schoolId),
            isNotNull(attempts.submittedAt),
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    async userName(id: number | null) {
      if (id === null) return null;
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async lockAttempt(id: number) {
      const [row] = await db.select().from(attempts).where(eq(attempts.id, id)).for('update');
      return row!;
    },

    async updateAttempt(id: number, patch: Partial<typeof attempts.$inferInsert>) {
      const [row] = await db.update(attempts).set(patch).where(eq(attempts.id, id)).returning();
      return row!;
    },

    /** Releases every submitted, unreleased attempt of the assignment; returns those released. */
    async release(assignmentId: number, schoolId: number, by: number) {
      return db
        .update(attempts)
        .set({ releasedAt: sql`now()`, releasedBy: by })
        .where(
          and(
            eq(attempts.assignmentId, assignmentId),
            eq(attempts.schoolId, schoolId),
            isNotNull(attempts.submittedAt),
            isNull(attempts.releasedAt),
          ),
        )
        .returning({ id: attempts.id, studentId: attempts.studentId, releasedAt: attempts.releasedAt });
    },

    async unrelease(assignmentId: number, schoolId: number) {
      return db
        .update(attempts)
        .set({ releasedAt: null, releasedBy: null })
        .where(
          and(eq(attempts.assignmentId, assignmentId), eq(attempts.schoolId, schoolId), isNotNull(attempts.releasedAt)),
        )
        .returning({ id: attempts.id });
    },

    /** Shows (or, with false, stops showing) the mark scheme with released marks before the work closes. */
    async showSchemeEarly(assignmentId: number, schoolId: number, show: boolean) {
      await db
        .update(assignments)
        .set({ schemeShownEarlyAt: show ? sql`now()` : null })
        .where(and(eq(assignments.id, assignmentId), eq(assignments.schoolId, schoolId)));
    },

    async needsReviewCount(assignmentId: number, schoolId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(answerMarks)
        .where(
          and(
            eq(answerMarks.assignmentId, assignmentId),
            eq(answerMarks.schoolId, schoolId),
            eq(answerMarks.needsReview, true),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}

export type MarkingRepository = ReturnType<typeof createMarkingRepository>;

/** A mark's state as the audit log keeps it. */
export function audited(m: Pick<AnswerMarkRow, 'marks' | 'points' | 'override' | 'level' | 'feedback'>): AuditedMark {
  return {
    marks: m.marks,
    awarded: (m.points as StoredPointMark[]).filter((p) => p.awarded).map((p) => p.id),
    override: m.override,
    level: m.level,
    feedback: m.feedback,
  };
}

export type { SchemeExtras };
