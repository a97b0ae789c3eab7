import { eq, sql } from 'drizzle-orm';
import { LESSON_CANDIDATES_MAX } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { lessonContents, lessonPracticeQuestions } from '../../db/schema/index';
import { rowsOf } from '../../db/sql';

/** A bank question as staff choose practice questions: its type as the practice screen shows it. */
export interface StaffQuestionRow {
  id: number;
  text: string;
  kind: 'maf' | 'quiz';
  numeric: boolean;
  max_marks: number;
  curricula_id: number;
  lesson_id: number | null;
}

const questionFields = sql`q.id, q.text, q.kind, q.max_marks, q.curricula_id, q.lesson_id,
  exists (select 1 from answer_structures s where s.question_id = q.id and s.structure->>'type' = 'numeric') as numeric`;

export interface StaffLessonRow {
  id: number;
  name: string;
  chapter_id: number;
  chapter_name: string;
  topic_id: number;
  topic_name: string;
  course_id: number;
  course_name: string;
  curricula_id: number;
  body_html: string | null;
  video_url: string | null;
  updated_at: Date | string | null;
}

/** Content staff's side of lessons: the tutorial, the video and the chosen practice questions. */
export function createLessonContentRepository(db: Db) {
  return {
    async course(courseId: number) {
      const [row] = await rowsOf<{ id: number; name: string; curricula_id: number }>(
        db,
        sql`select id, name, curricula_id from courses where id = ${courseId}`,
      );
      return row ?? null;
    },

    /** The course's lessons in chapter, topic and lesson order, with what each has. */
    async courseLessons(courseId: number) {
      return rowsOf<{
        id: number;
        name: string;
        chapter_id: number;
        chapter_name: string;
        topic_id: number;
        topic_name: string;
        has_tutorial: boolean;
        has_video: boolean;
        chosen: number;
        placed: number;
      }>(
        db,
        sql`select l.id, l.name, ch.id as chapter_id, ch.name as chapter_name, t.id as topic_id, t.name as topic_name,
            coalesce(c.body_html <> '', false) as has_tutorial, c.video_url is not null as has_video,
            (select count(*) from lesson_practice_questions lp where lp.lesson_id = l.id)::int as chosen,
            (select count(*) from questions q where q.lesson_id = l.id)::int as placed
          from chapters ch
          join topics t on t.chapter_id = ch.id
          join lessons l on l.topic_id = t.id
          left join lesson_contents c on c.lesson_id = l.id
          where ch.course_id = ${courseId}
          order by ch.position, ch.id, t.position, t.id, l.position, l.id`,
      );
    },

    async lesson(lessonId: number): Promise<StaffLessonRow | null> {
      const [row] = await rowsOf<StaffLessonRow>(
        db,
        sql`select l.id, l.name, ch.id as chapter_id, ch.name as chapter_name, t.id as topic_id, t.name as topic_name,
            co.id as course_id, co.name as course_name, co.curricula_id, c.body_html, c.video_url, c.updated_at
          from lessons l
          join topics t on t.id = l.topic_id
          join chapters ch on ch.id = t.chapter_id
          join courses co on co.id = ch.course_id
          left join lesson_contents c on c.lesson_id = l.id
          where l.id = ${lessonId}`,
      );
      return row ?? null;
    },

    /** The questions staff chose for the lesson, in their order. */
    async chosenQuestions(lessonId: number) {
      return rowsOf<StaffQuestionRow>(
        db,
        sql`select ${questionFields} from lesson_practice_questions lp join questions q on q.id = lp.question_id
          where lp.lesson_id = ${lessonId} order by lp.position`,
      );
    },

    /** The bank questions placed on the lesson, in id order (the default practice set). */
    async placedQuestions(lessonId: number) {
      return rowsOf<StaffQuestionRow>(
        db,
        sql`select ${questionFields} from questions q where q.lesson_id = ${lessonId} order by q.id limit ${LESSON_CANDIDATES_MAX}`,
      );
    },

    async questionsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return rowsOf<StaffQuestionRow>(
        db,
        sql`select ${questionFields} from questions q where q.id = any(${`{${ids.join(',')}}`}::int[])`,
      );
    },

    async saveContent(v: { lessonId: number; bodyHtml: string; videoUrl: string | null; updatedBy: number }) {
      const now = new Date();
      await db
        .insert(lessonContents)
        .values({ ...v, updatedAt: now })
        .onConflictDoUpdate({
          target: lessonContents.lessonId,
          set: { bodyHtml: v.bodyHtml, videoUrl: v.videoUrl, updatedBy: v.updatedBy, updatedAt: now },
        });
    },

    /** Replaces the lesson's chosen questions (none: back to the bank's placed questions). */
    async savePractice(lessonId: number, questionIds: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(lessonPracticeQuestions).where(eq(lessonPracticeQuestions.lessonId, lessonId));
        if (questionIds.length > 0)
          await tx
            .insert(lessonPracticeQuestions)
            .values(questionIds.map((questionId, position) => ({ lessonId, questionId, position })));
      });
    },
  };
}

export type LessonContentRepository = ReturnType<typeof createLessonContentRepository>;
