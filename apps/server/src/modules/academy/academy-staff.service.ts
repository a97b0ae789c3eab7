import type {
  CreateAcademyCourseBody,
  CreateAcademyLessonBody,
  StaffAcademyCourse,
  StaffAcademyLesson,
  UpdateAcademyCourseBody,
  UpdateAcademyLessonBody,
} from '@markwell/contracts';
import type { AcademyQuizQuestion } from '@markwell/domain';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import { createAcademyRepository, type AcademyLessonRow } from './academy.repository';

const lessonJson = (l: AcademyLessonRow): StaffAcademyLesson => ({
  id: l.id,
  course_id: l.courseId,
  title: l.title,
  content: sanitizeRichHtml(l.content),
  quiz: l.quiz.map((q) => ({ prompt: q.prompt, answers: q.answers, synonyms: q.synonyms ?? [] })),
  position: l.position,
});

/** Quiz questions as stored: trimmed by the schema, synonyms always present. */
const quizOf = (quiz: NonNullable<CreateAcademyLessonBody['quiz']>): AcademyQuizQuestion[] =>
  quiz.map((q) => ({ prompt: q.prompt, answers: q.answers, synonyms: q.synonyms ?? [] }));

/** Whether two lists of ids hold the same ids (each list has no repeats). */
const sameMembers = (a: number[], b: number[]) => a.length === b.length && b.every((id) => a.includes(id));

/** Content staff's side of the academy: courses, their lessons and their order. */
export function createAcademyStaffService(db: Db) {
  const repo = createAcademyRepository(db);

  async function mustCourse(id: number) {
    const row = await repo.staffCourse(id);
    if (!row) throw notFound('Course');
    return row;
  }

  async function mustCurriculum(id: number) {
    if (!(await repo.curriculumExists(id))) {
      throw badRequest('unknown_curricula', 'No such curriculum', {
        errors: [{ path: 'curricula_id', message: 'No such curriculum' }],
      });
    }
  }

  async function full(id: number): Promise<StaffAcademyCourse> {
    const [row, lessons] = await Promise.all([mustCourse(id), repo.lessonsOf(id)]);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      curricula_id: row.curriculaId,
      curricula_name: row.curriculaName,
      position: row.position,
      published: row.published,
      enrolled: row.enrolled,
      updated_at: row.updatedAt.toISOString(),
      lessons: lessons.map(lessonJson),
    };
  }

  /** Every course (drafts too), by curriculum and position, with lesson and enrolment counts. */
  async function list(curriculaId?: number) {
    const rows = await repo.staffCourses(curriculaId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      curricula_id: r.curriculaId,
      curricula_name: r.curriculaName,
      position: r.position,
      published: r.published,
      lessons: r.lessons,
      enrolled: r.enrolled,
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  return {
    list,

    get: full,

    /** A new course, after the last of its curriculum unless a position is given. */
    async create(body: Omit<Required<CreateAcademyCourseBody>, 'position'> & { position?: number | undefined }) {
      await mustCurriculum(body.curricula_id);
      const id = await repo.insertCourse({
        curriculaId: body.curricula_id,
        title: body.title,
        summary: body.summary,
        position: body.position ?? (await repo.nextCoursePosition(body.curricula_id)),
        published: body.published,
      });
      return full(id);
    },

    /** Changes the fields sent; a course moved to another curriculum goes last there unless a position is given. */
    async update(id: number, body: UpdateAcademyCourseBody) {
      const before = await mustCourse(id);
      const moved = body.curricula_id !== undefined && body.curricula_id !== before.curriculaId;
      if (body.curricula_id !== undefined) await mustCurriculum(body.curricula_id);
      const position = body.position ?? (moved ? await repo.nextCoursePosition(body.curricula_id!) : undefined);
      await repo.updateCourse(id, {
        ...(body.curricula_id !== undefined ? { curriculaId: body.curricula_id } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
        ...(position !== undefined ? { position } : {}),
        ...(body.published !== undefined ? { published: body.published } : {}),
      });
      return full(id);
    },

    /** Deletes a course with its lessons and every teacher's progress on it. */
    async remove(id: number) {
      if (!(await repo.deleteCourse(id))) throw notFound('Course');
      return { success: true as const };
    },

    async addLesson(courseId: number, body: CreateAcademyLessonBody) {
      await mustCourse(courseId);
      const row = await repo.insertLesson({
        courseId,
        title: body.title,
        content: sanitizeRichHtml(body.content ?? ''),
        quiz: quizOf(body.quiz ?? []),
      });
      return lessonJson(row);
    },

    async updateLesson(courseId: number, lessonId: number, body: UpdateAcademyLessonBody) {
      await mustCourse(courseId);
      const row = await repo.updateLesson(courseId, lessonId, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.content !== undefined ? { content: sanitizeRichHtml(body.content) } : {}),
        ...(body.quiz !== undefined ? { quiz: quizOf(body.quiz) } : {}),
      });
      if (!row) throw notFound('Lesson');
      return lessonJson(row);
    },

    async removeLesson(courseId: number, lessonId: number) {
      await mustCourse(courseId);
      if (!(await repo.deleteLesson(courseId, lessonId))) throw notFound('Lesson');
      return full(courseId);
    },

    /**
     * Reorders the lessons: the body must name every lesson of the course exactly once. Checked
     * and written in one transaction with the course locked, so a lesson added meanwhile makes
     * the order a mismatch instead of leaving it out.
     */
    async orderLessons(courseId: number, lessonIds: number[]) {
      await db.transaction(async (tx) => {
        const r = createAcademyRepository(tx);
        const current = await r.lockLessonIds(courseId);
        if (!current) throw notFound('Course');
        if (!sameMembers(current, lessonIds)) {
          throw badRequest('lesson_order_mismatch', 'Send every lesson of the course exactly once', {
            errors: [{ path: 'lesson_ids', message: 'Send every lesson of the course exactly once' }],
          });
        }
        await r.orderLessons(courseId, lessonIds);
      });
      return full(courseId);
    },

    /**
     * Reorders the courses of one curriculum (as the catalogue shows them): the body must name
     * every course of it, drafts too, exactly once. One transaction, the curriculum's courses
     * locked. Answers every course, as the list does.
     */
    async orderCourses(curriculaId: number, courseIds: number[]) {
      await mustCurriculum(curriculaId);
      await db.transaction(async (tx) => {
        const r = createAcademyRepository(tx);
        if (!sameMembers(await r.lockCourseIdsOf(curriculaId), courseIds)) {
          throw badRequest('course_order_mismatch', 'Send every course of the curriculum exactly once', {
            errors: [{ path: 'course_ids', message: 'Send every course of the curriculum exactly once' }],
          });
        }
        await r.orderCourses(curriculaId, courseIds);
      });
      return list();
    },
  };
}
