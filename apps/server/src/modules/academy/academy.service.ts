import {
  academyProgressPercent,
  academyTransition,
  markAcademyQuiz,
  type AcademyAction,
  type AcademyStatus,
} from '@markwell/domain';
import type {
  AcademyAttempt,
  AcademyCatalogue,
  AcademyCourse,
  AcademyCourseSummary,
  AcademyEnrolment,
  AcademyLessonResult,
  AcademyMyCourses,
  AcademyProgress,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import { type AuthUser, callerSchoolId } from '../../lib/access';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import { createAcademyRepository, type CourseListRow } from './academy.repository';

type Enrolment = Awaited<ReturnType<ReturnType<typeof createAcademyRepository>['enrolments']>>[number];

const courseNotFound = () => new AppError(404, 'course_not_found', 'Course not found');

/** The 409 of an action that is not legal from where the teacher stands; the body says where that is. */
// The current state travels as `current_status`: `status` is the problem's HTTP status (RFC 9457).
const illegalTransition = (action: AcademyAction, status: AcademyStatus) =>
  new AppError(409, 'academy_status_conflict', `Cannot ${describe(action)} a course whose status is ${status}`, {
    current_status: status,
  });

function describe(action: AcademyAction) {
  return action === 'takeAgain' ? 'take again' : action === 'completeLesson' ? 'complete a lesson of' : action;
}

/** The teacher's school: academy routes are for teachers, who always belong to one. */
const schoolOf = (user: AuthUser) => callerSchoolId(user, { why: 'The academy is for teachers of a school' });

/** Where a teacher stands on a course, from the enrolment row and the lesson count. */
function statusOf(enrolment: Enrolment | undefined, lessonsTotal: number): AcademyStatus {
  if (!enrolment) return 'none';
  if (enrolment.state === 'inactive') return 'inactive';
  return lessonsTotal > 0 && enrolment.lessonsDone >= lessonsTotal ? 'completed' : 'active';
}

function progressOf(enrolment: Enrolment | undefined, lessonsTotal: number) {
  const done = Math.min(enrolment?.lessonsDone ?? 0, lessonsTotal);
  return {
    status: statusOf(enrolment, lessonsTotal),
    attempt: enrolment?.attempt ?? 0,
    lessons_done: done,
    lessons_total: lessonsTotal,
    progress: academyProgressPercent(done, lessonsTotal),
  };
}

export function createAcademyService(db: Db) {
  const repo = createAcademyRepository(db);

  function summary(row: CourseListRow, enrolment: Enrolment | undefined, lessons: number): AcademyCourseSummary {
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      curricula_id: row.curriculaId,
      curricula_name: row.curriculaName,
      ...progressOf(enrolment, lessons),
    };
  }

  /** Summaries of course rows with the teacher's standing on each. */
  async function summaries(teacherId: number, rows: CourseListRow[]) {
    const ids = rows.map((r) => r.id);
    const [counts, enrolments] = await Promise.all([repo.lessonCounts(ids), repo.enrolments(teacherId, ids)]);
    const byCourse = new Map(enrolments.map((e) => [e.courseId, e]));
    return rows.map((r) => ({ row: r, enrolment: byCourse.get(r.id), lessons: counts.get(r.id) ?? 0 }));
  }

  const attemptJson = (a: Awaited<ReturnType<typeof repo.attemptsOf>>[number]): AcademyAttempt => ({
    number: a.number,
    started_at: a.startedAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
    lessons_done: a.lessonsDone,
  });

  /** The course (visible to the caller's school) and where the caller stands on it. */
  async function standing(user: AuthUser, courseId: number) {
    const schoolId = schoolOf(user);
    const course = await repo.findVisibleCourse(schoolId, courseId);
    if (!course) throw courseNotFound();
    const [counts, [enrolment]] = await Promise.all([
      repo.lessonCounts([courseId]),
      repo.enrolments(user.id, [courseId]),
    ]);
    const lessons = counts.get(courseId) ?? 0;
    return { schoolId, course, enrolment, lessons, status: statusOf(enrolment, lessons) };
  }

  /** Where the caller stands after a change, as the status routes answer it. */
  async function enrolmentOf(user: AuthUser, courseId: number): Promise<AcademyEnrolment> {
    const { enrolment, lessons } = await standing(user, courseId);
    return { course_id: courseId, ...progressOf(enrolment, lessons) };
  }

  /** Checks an action against the life cycle; throws the 409 with the current status when illegal. */
  function check(action: AcademyAction, status: AcademyStatus) {
    const result = academyTransition(status, action);
    if (!result.ok) throw illegalTransition(action, status);
  }

  /** The caller's courses, any status, most recently changed first ("my courses"). */
  async function myCourses(user: AuthUser): Promise<AcademyMyCourses> {
    const schoolId = schoolOf(user);
    const enrolments = await repo.enrolments(user.id);
    const ids = enrolments.map((e) => e.courseId);
    const [visible, counts] = await Promise.all([repo.visibleCoursesByIds(schoolId, ids), repo.lessonCounts(ids)]);
    const courseById = new Map(visible.map((c) => [c.id, c]));
    // A course unpublished since (or of a curriculum the school dropped) leaves the list with it.
    return enrolments.flatMap((e) => {
      const course = courseById.get(e.courseId);
      if (!course) return [];
      return [
        {
          ...summary(course, e, counts.get(e.courseId) ?? 0),
          enrolled_at: e.enrolledAt.toISOString(),
          updated_at: e.updatedAt.toISOString(),
        },
      ];
    });
  }

  return {
    /** Whether the caller's school has any published course (the navigation shows the academy then). */
    async enabled(user: AuthUser) {
      return { enabled: (await repo.countVisible(schoolOf(user))) > 0 };
    },

    curricula: (user: AuthUser) => repo.visibleCurricula(schoolOf(user)),

    /** One page of the catalogue with the caller's standing on each course. */
    async catalogue(
      user: AuthUser,
      query: { page: number; limit: number; curricula?: number | undefined; query?: string | undefined },
    ): Promise<AcademyCatalogue> {
      const schoolId = schoolOf(user);
      const filter = { curriculaId: query.curricula, query: query.query || undefined };
      const [rows, total] = await Promise.all([
        repo.catalogue(schoolId, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        repo.countCatalogue(schoolId, filter),
      ]);
      const items = await summaries(user.id, rows);
      return {
        items: items.map((i) => summary(i.row, i.enrolment, i.lessons)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    myCourses,

    /** The progress tab: each of the caller's courses with every attempt, the current one first. */
    async progress(user: AuthUser): Promise<AcademyProgress> {
      const mine = await myCourses(user);
      const enrolments = await repo.enrolments(
        user.id,
        mine.map((c) => c.id),
      );
      const attempts = await repo.attemptsOf(enrolments.map((e) => e.id));
      const enrolmentOfCourse = new Map(enrolments.map((e) => [e.courseId, e.id]));
      return mine.map(({ enrolled_at: _e, updated_at: _u, ...course }) => ({
        ...course,
        attempts: attempts.filter((a) => a.enrolmentId === enrolmentOfCourse.get(course.id)).map(attemptJson),
      }));
    },

    /** A course as the player shows it: lessons (quiz without answers), what is done, every attempt. */
    async course(user: AuthUser, courseId: number): Promise<AcademyCourse> {
      const { course, enrolment, lessons: total } = await standing(user, courseId);
      const [lessons, completions, attempts] = await Promise.all([
        repo.lessonsOf(courseId),
        enrolment ? repo.completionsOf(enrolment.attemptId) : Promise.resolve([]),
        enrolment ? repo.attemptsOf([enrolment.id]) : Promise.resolve([]),
      ]);
      const done = new Map(completions.map((c) => [c.lessonId, c]));
      return {
        ...summary(course, enrolment, total),
        lessons: lessons.map((l) => ({
          id: l.id,
          title: l.title,
          content: sanitizeRichHtml(l.content),
          quiz: l.quiz.map((q) => ({ prompt: q.prompt })),
          completed: done.has(l.id),
          quiz_score: done.get(l.id)?.quizScore ?? null,
        })),
        attempts: attempts.map(attemptJson),
      };
    },

    /** PATCH /{courseId}/enroll: from none to active, with attempt 1. */
    async enroll(user: AuthUser, courseId: number) {
      const { schoolId, status } = await standing(user, courseId);
      check('enroll', status);
      try {
        await repo.enrol({ schoolId, teacherId: user.id, courseId });
      } catch (error) {
        // Enrolled by a request that raced this one: answer as if it had come first.
        if (isUniqueViolation(error)) throw illegalTransition('enroll', (await standing(user, courseId)).status);
        throw error;
      }
      return enrolmentOf(user, courseId);
    },

    /** PATCH /{courseId}/deactivate: an active or completed course is set aside, progress kept. */
    async deactivate(user: AuthUser, courseId: number) {
      const { enrolment, status } = await standing(user, courseId);
      check('deactivate', status);
      if (!(await repo.setState(enrolment!.id, 'active', 'inactive'))) {
        throw illegalTransition('deactivate', (await standing(user, courseId)).status);
      }
      return enrolmentOf(user, courseId);
    },

    /** PATCH /{courseId}/reactivate: a set-aside course resumes where it was left. */
    async reactivate(user: AuthUser, courseId: number) {
      const { enrolment, status } = await standing(user, courseId);
      check('reactivate', status);
      if (!(await repo.setState(enrolment!.id, 'inactive', 'active'))) {
        throw illegalTransition('reactivate', (await standing(user, courseId)).status);
      }
      return enrolmentOf(user, courseId);
    },

    /** PATCH /agains/{courseId}/take: a fresh attempt with no lesson done; earlier attempts stay. */
    async takeAgain(user: AuthUser, courseId: number) {
      const { schoolId, enrolment, status } = await standing(user, courseId);
      check('takeAgain', status);
      if (!(await repo.startNextAttempt(enrolment!.id, schoolId, enrolment!.attempt))) {
        throw illegalTransition('takeAgain', (await standing(user, courseId)).status);
      }
      return enrolmentOf(user, courseId);
    },

    /**
     * Marks a lesson done in the current attempt. A lesson with a quiz is done only when every answer
     * earns its mark (marked by the engine); otherwise nothing is recorded and the result says what was wrong.
     */
    async completeLesson(
      user: AuthUser,
      courseId: number,
      lessonId: number,
      answers: string[],
    ): Promise<AcademyLessonResult> {
      const { schoolId, enrolment, status, lessons } = await standing(user, courseId);
      check('completeLesson', status);
      const lesson = await repo.findLesson(courseId, lessonId);
      if (!lesson) throw notFound('Lesson');
      const quiz = lesson.quiz.length ? markAcademyQuiz(lesson.quiz, answers) : null;
      if (!quiz || quiz.passed) {
        await repo.recordCompletion({
          attemptId: enrolment!.attemptId,
          lessonId,
          schoolId,
          quizScore: quiz?.score ?? null,
          quizTotal: quiz?.total ?? null,
        });
        const [after] = await repo.enrolments(user.id, [courseId]);
        if (after && after.lessonsDone >= lessons) await repo.markAttemptComplete(after.attemptId);
      }
      return {
        lesson_id: lessonId,
        completed: !quiz || quiz.passed,
        quiz: quiz ? { correct: quiz.correct, score: quiz.score, total: quiz.total } : null,
        enrolment: await enrolmentOf(user, courseId),
      };
    },
  };
}

export type AcademyService = ReturnType<typeof createAcademyService>;
