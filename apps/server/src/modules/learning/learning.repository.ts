import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lessonCompletions,
  practiceAnswers,
  questionColumns,
  questions,
  revisionCards,
  type LessonCompletionSource,
  type PracticeAnswerSource,
  type SelfAssessment,
} from '../../db/schema/index';
import { rowsOf } from '../../db/sql';

/**
 * The courses a student's classes follow: each class's curricula the school can see (its
 * subscription), and of those the courses of the class's qualification (a class of none: all).
 */
const followedCourses = (studentId: number) => sql`
  select distinct co.id
  from group_students gs
  join school_groups g on g.id = gs.group_id and g.active
  join group_curricula gc on gc.group_id = g.id
  join school_visible_curricula sv on sv.school_id = g.school_id and sv.curricula_id = gc.curricula_id
  join courses co on co.curricula_id = gc.curricula_id
    and (g.qualification_id is null or g.qualification_id = co.qualification_id)
  where gs.student_id = ${studentId}`;

/** A lesson's practice questions: those staff chose, in their order, else those placed on it in the bank. */
const practiceQuestionIds = (lessonId: unknown) => sql`
  coalesce(
    (select array_agg(lp.question_id order by lp.position) from lesson_practice_questions lp where lp.lesson_id = ${lessonId}),
    (select array_agg(q.id order by q.id) from questions q where q.lesson_id = ${lessonId}),
    '{}'::int[])`;

export interface LessonRow {
  id: number;
  name: string;
  topic_id: number;
  topic_name: string;
  course_id: number;
  course_name: string;
  curricula_id: number;
  body_html: string | null;
  video_url: string | null;
  question_ids: number[];
}

/** Drizzle and SQL queries of the learning module. */
export function createLearningRepository(db: Db) {
  return {
    async coursesOf(studentId: number) {
      return rowsOf<{ id: number; name: string; curricula_id: number; lessons: number; completed: number }>(
        db,
        sql`select co.id, co.name, co.curricula_id,
            (select count(*) from chapters ch join topics t on t.chapter_id = ch.id
               join lessons l on l.topic_id = t.id where ch.course_id = co.id)::int as lessons,
            (select count(*) from chapters ch join topics t on t.chapter_id = ch.id
               join lessons l on l.topic_id = t.id
               join lesson_completions lc on lc.lesson_id = l.id and lc.student_id = ${studentId}
             where ch.course_id = co.id)::int as completed
          from courses co where co.id in (${followedCourses(studentId)})
          order by co.position, co.name, co.id`,
      );
    },

    async follows(studentId: number, courseId: number) {
      const [row] = await rowsOf<{ ok: number }>(
        db,
        sql`select 1 as ok where ${courseId} in (${followedCourses(studentId)})`,
      );
      return row !== undefined;
    },

    /** The course's chapters, topics and lessons in order, with the student's completion of each lesson. */
    async courseMap(studentId: number, courseId: number) {
      return rowsOf<{
        course_name: string;
        chapter_id: number;
        chapter_name: string;
        topic_id: number;
        topic_name: string;
        lesson_id: number;
        lesson_name: string;
        completed: boolean;
        has_tutorial: boolean;
        practice_questions: number;
      }>(
        db,
        sql`select co.name as course_name, ch.id as chapter_id, ch.name as chapter_name, t.id as topic_id,
            t.name as topic_name, l.id as lesson_id, l.name as lesson_name,
            exists (select 1 from lesson_completions lc where lc.lesson_id = l.id and lc.student_id = ${studentId}) as completed,
            exists (select 1 from lesson_contents c where c.lesson_id = l.id and (c.body_html <> '' or c.video_url is not null)) as has_tutorial,
            cardinality(${practiceQuestionIds(sql`l.id`)}) as practice_questions
          from courses co
          join chapters ch on ch.course_id = co.id
          join topics t on t.chapter_id = ch.id
          join lessons l on l.topic_id = t.id
          where co.id = ${courseId}
          order by ch.position, ch.id, t.position, t.id, l.position, l.id`,
      );
    },

    async lesson(lessonId: number): Promise<LessonRow | null> {
      const [row] = await rowsOf<LessonRow>(
        db,
        sql`select l.id, l.name, t.id as topic_id, t.name as topic_name, co.id as course_id, co.name as course_name,
            co.curricula_id, c.body_html, c.video_url, ${practiceQuestionIds(sql`l.id`)} as question_ids
          from lessons l
          join topics t on t.id = l.topic_id
          join chapters ch on ch.id = t.chapter_id
          join courses co on co.id = ch.course_id
          left join lesson_contents c on c.lesson_id = l.id
          where l.id = ${lessonId}`,
      );
      return row ?? null;
    },

    async completion(studentId: number, lessonId: number) {
      const [row] = await db
        .select()
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.studentId, studentId), eq(lessonCompletions.lessonId, lessonId)));
      return row ?? null;
    },

    /** Records a completion once; the first one (and its source) is kept. */
    async complete(v: {
      schoolId: number;
      studentId: number;
      lessonId: number;
      source: LessonCompletionSource;
      /** Unset: the database's time. */
      completedAt?: Date;
    }) {
      await db.insert(lessonCompletions).values(v).onConflictDoNothing();
    },

    /** Questions of the lesson the student has answered in practice at least once. */
    async answeredOn(studentId: number, lessonId: number) {
      const rows = await rowsOf<{ question_id: number }>(
        db,
        sql`select distinct question_id from practice_answers where student_id = ${studentId} and lesson_id = ${lessonId}`,
      );
      return new Set(rows.map((r) => r.question_id));
    },

    /** Bank questions by id (their own columns), for freezing practice versions. */
    questions: (ids: number[]) => db.select(questionColumns).from(questions).where(inArray(questions.id, ids)),

    async card(studentId: number, questionId: number) {
      const [row] = await db
        .select()
        .from(revisionCards)
        .where(and(eq(revisionCards.studentId, studentId), eq(revisionCards.questionId, questionId)));
      return row ?? null;
    },

    async saveAnswer(v: {
      schoolId: number;
      studentId: number;
      lessonId: number;
      questionId: number;
      questionVersionId: number;
      source: PracticeAnswerSource;
      answer: string | number[] | number | null;
      maxMarks: number;
      engineMarks: number;
      engineResult: Record<string, unknown>;
      needsReview: boolean;
      /** Unset: the database's time. */
      answeredAt?: Date;
    }) {
      const [row] = await db.insert(practiceAnswers).values(v).returning({ id: practiceAnswers.id });
      return row!.id;
    },

    async saveCard(v: typeof revisionCards.$inferInsert) {
      const { studentId: _s, questionId: _q, schoolId: _sc, ...rest } = v;
      await db
        .insert(revisionCards)
        .values(v)
        .onConflictDoUpdate({ target: [revisionCards.studentId, revisionCards.questionId], set: rest });
    },

    async ownAnswer(studentId: number, id: number) {
      const [row] = await db
        .select({ id: practiceAnswers.id, needsReview: practiceAnswers.needsReview })
        .from(practiceAnswers)
        .where(and(eq(practiceAnswers.id, id), eq(practiceAnswers.studentId, studentId)));
      return row ?? null;
    },

    async selfAssess(id: number, assessment: SelfAssessment) {
      await db.update(practiceAnswers).set({ selfAssessment: assessment }).where(eq(practiceAnswers.id, id));
    },

    /**
     * The revision selection's candidates: the student's cards due by `now` (soonest first) and
     * the cards not yet due (soonest first), at most `limit` of each, with their lesson and topic;
     * and how many are due in all.
     */
    async revisionCandidates(studentId: number, now: Date, limit: number) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const cards = (when: SQL) => sql`(select rc.question_id, rc.lesson_id, l.name as lesson_name, t.id as topic_id,
            t.name as topic_name, rc.due, rc.last_review
          from revision_cards rc
          join lessons l on l.id = rc.lesson_id
          join topics t on t.id = l.topic_id
          where rc.student_id = ${studentId} and ${when}
          order by rc.due, rc.question_id
          limit ${limit})`;
      const [rows, [count]] = await Promise.all([
        rowsOf<{
          question_id: number;
          lesson_id: number;
          lesson_name: string;
          topic_id: number;
          topic_name: string;
          due: Date | string;
          last_review: Date | string | null;
        }>(db, sql`${cards(sql`rc.due <= ${at}`)} union all ${cards(sql`rc.due > ${at}`)}`),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from revision_cards where student_id = ${studentId} and due <= ${at}`,
        ),
      ]);
      return {
        due: count?.n ?? 0,
        cards: rows.map((r) => ({
          ...r,
          due: new Date(r.due),
          last_review: r.last_review === null ? null : new Date(r.last_review),
        })),
      };
    },

    /** The student's lessons with revision cards, by their soonest due card, at most `limit`. */
    async lessonsByRevisionDue(studentId: number, limit: number) {
      const rows = await rowsOf<{ lesson_id: number; due: Date | string }>(
        db,
        sql`select lesson_id, min(due) as due from revision_cards where student_id = ${studentId}
          group by lesson_id order by min(due), lesson_id limit ${limit}`,
      );
      return rows.map((r) => ({ lessonId: r.lesson_id, due: new Date(r.due) }));
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
