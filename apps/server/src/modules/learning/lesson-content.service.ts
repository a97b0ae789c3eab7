import type {
  LessonContentBody,
  LessonPracticeBody,
  StaffCourseLessons,
  StaffLesson,
  StaffLessonQuestion,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import { createLessonContentRepository, type StaffQuestionRow } from './lesson-content.repository';

const toQuestion = (q: StaffQuestionRow, lessonId: number): StaffLessonQuestion => ({
  id: q.id,
  text: q.text,
  type: q.kind === 'quiz' ? 'choice' : q.numeric ? 'numeric' : 'text',
  max_marks: q.max_marks,
  placed_on_lesson: q.lesson_id === lessonId,
});

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Whether a video address is on the configured video origin (same scheme, host and port, and
 * under its path when it has one). Without an origin no video may be set.
 */
export function isOnVideoOrigin(url: string, origin: string | undefined): boolean {
  if (!origin) return false;
  let u: URL;
  let o: URL;
  try {
    u = new URL(url);
    o = new URL(origin);
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
  if (u.username || u.password) return false;
  const base = o.pathname.endsWith('/') ? o.pathname : `${o.pathname}/`;
  return u.origin === o.origin && (o.pathname === '/' || u.pathname.startsWith(base));
}

/** Content staff write lessons: the tutorial, its video and the questions students practise. */
export function createLessonContentService(db: Db, options: { videoOrigin?: string | undefined }) {
  const repo = createLessonContentRepository(db);
  const videoOrigin = options.videoOrigin ?? null;

  async function read(lessonId: number): Promise<StaffLesson> {
    const lesson = await repo.lesson(lessonId);
    if (!lesson) throw notFound('Lesson');
    const [chosen, placed] = await Promise.all([repo.chosenQuestions(lessonId), repo.placedQuestions(lessonId)]);
    const practice = chosen.length > 0 ? chosen : placed;
    return {
      id: lesson.id,
      name: lesson.name,
      course: { id: lesson.course_id, name: lesson.course_name, curricula_id: lesson.curricula_id },
      chapter: { id: lesson.chapter_id, name: lesson.chapter_name },
      topic: { id: lesson.topic_id, name: lesson.topic_name },
      body_html: lesson.body_html ? sanitizeRichHtml(lesson.body_html) : '',
      video_url: lesson.video_url,
      video_origin: videoOrigin,
      updated_at: iso(lesson.updated_at),
      practice_source: chosen.length > 0 ? 'chosen' : 'bank',
      practice_questions: practice.map((q) => toQuestion(q, lessonId)),
      candidates: placed.map((q) => toQuestion(q, lessonId)),
    };
  }

  return {
    /** The course's lessons in order, each with what it has and lacks. */
    async courseLessons(courseId: number): Promise<StaffCourseLessons> {
      const course = await repo.course(courseId);
      if (!course) throw notFound('Course');
      const rows = await repo.courseLessons(courseId);
      return {
        course,
        lessons: rows.map((r) => ({
          id: r.id,
          name: r.name,
          chapter: { id: r.chapter_id, name: r.chapter_name },
          topic: { id: r.topic_id, name: r.topic_name },
          has_tutorial: r.has_tutorial,
          has_video: r.has_video,
          practice_questions: r.chosen > 0 ? r.chosen : r.placed,
          practice_source: r.chosen > 0 ? 'chosen' : 'bank',
        })),
      };
    },

    lesson: read,

    /** Saves the tutorial (sanitised as CMS pages are) and its video (on the video origin only). */
    async saveContent(user: AuthUser, lessonId: number, body: LessonContentBody): Promise<StaffLesson> {
      if (!(await repo.lesson(lessonId))) throw notFound('Lesson');
      const videoUrl = body.video_url ?? null;
      if (videoUrl !== null && !isOnVideoOrigin(videoUrl, videoOrigin ?? undefined)) {
        const message = videoOrigin
          ? `A lesson video must be an address on ${videoOrigin}.`
          : 'No video host is configured (VIDEO_ORIGIN), so a lesson cannot have a video.';
        throw badRequest('video_not_allowed', message, { errors: [{ path: 'body.video_url', message }] });
      }
      await repo.saveContent({ lessonId, bodyHtml: sanitizeRichHtml(body.body_html), videoUrl, updatedBy: user.id });
      return read(lessonId);
    },

    /**
     * Chooses and orders the lesson's practice questions: bank questions of the lesson's curriculum
     * (404 for one that does not exist, 400 for one of another curriculum). An empty list returns
     * the lesson to the questions placed on it in the bank.
     */
    async savePractice(lessonId: number, body: LessonPracticeBody): Promise<StaffLesson> {
      const lesson = await repo.lesson(lessonId);
      if (!lesson) throw notFound('Lesson');
      const ids = body.question_ids;
      const found = new Map((await repo.questionsByIds(ids)).map((q) => [q.id, q]));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw notFound(`Question ${missing}`);
      const foreign = ids.filter((id) => found.get(id)!.curricula_id !== lesson.curricula_id);
      if (foreign.length > 0) {
        const message = `Question ${foreign.join(', ')} is not of this lesson's curriculum.`;
        throw badRequest('question_not_in_curriculum', message, {
          errors: foreign.map((id) => ({ path: `body.question_ids.${ids.indexOf(id)}`, message })),
        });
      }
      await repo.savePractice(lessonId, ids);
      return read(lessonId);
    },
  };
}
