import type { StudentAssignment, StudentProgress } from '@markwell/contracts';
import { REVISION_LOW_SCORE_BELOW } from '@markwell/domain/learning/index';
import { roundPercentOrNull } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { callerSchoolId } from '../../lib/access';
import { type Clock, systemClock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { createAssignmentsService } from '../assignments/index';
import { createStudentFigures } from '../dashboards/index';
import { createLearningRepository } from './learning.repository';

/** Lessons to revise next, and pieces of upcoming set work, shown at most. */
export const PROGRESS_LIST_SIZE = 5;
/** Lessons with revision cards read, soonest due first, to choose the lessons to revise next from. */
const REVISION_LESSONS_READ = 50;

/**
 * A student's own progress: per course their classes follow, lessons completed and live scores
 * per lesson and topic read as the teachers' dashboards read them (the dashboards module's
 * student figures: the same rows, rules and tree), the lessons to revise next and the set work
 * still to hand in.
 */
export function createStudentProgressService(db: Db, clock: Clock = systemClock) {
  const repo = createLearningRepository(db);
  const figures = createStudentFigures(db);
  const assignments = createAssignmentsService(db);

  /** Set work not yet handed in, due soonest: open (not started or started) and not yet open. */
  async function upcoming(user: AuthUser): Promise<StudentProgress['upcoming']> {
    const page = { page: 1, limit: PROGRESS_LIST_SIZE };
    const lists = await Promise.all([
      assignments.list(user, { when: 'current', status: 'to_do', ...page }),
      assignments.list(user, { when: 'current', status: 'in_progress', ...page }),
      assignments.list(user, { when: 'upcoming', status: 'to_do', ...page }),
    ]);
    const items = lists.flatMap((l) => l.items as StudentAssignment[]);
    return [...new Map(items.map((a) => [a.id, a])).values()]
      .filter(
        (a): a is StudentAssignment & { status: 'to_do' | 'in_progress' } =>
          a.status === 'to_do' || a.status === 'in_progress',
      )
      .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id)
      .slice(0, PROGRESS_LIST_SIZE)
      .map((a) => ({ id: a.id, title: a.title, due_at: a.due_at, status: a.status }));
  }

  return {
    /** The student's progress on every course their classes follow, or on `courseId` only (404 when not followed). */
    async progress(user: AuthUser, courseId?: number): Promise<StudentProgress> {
      const schoolId = callerSchoolId(user);
      let courses = await repo.coursesOf(user.id);
      if (courseId !== undefined) {
        courses = courses.filter((c) => c.id === courseId);
        if (courses.length === 0) throw notFound('Course');
      }
      const [perCourse, byDue, work] = await Promise.all([
        figures.courses(
          schoolId,
          user.id,
          courses.map((c) => c.id),
        ),
        repo.lessonsByRevisionDue(user.id, REVISION_LESSONS_READ),
        upcoming(user),
      ]);
      const lessons = new Map<number, { name: string; course: string; score: number | null }>();
      const out: StudentProgress['courses'] = courses.map((c, i) => {
        const f = perCourse[i]!;
        const topics = f.chapters.flatMap((ch) =>
          ch.topics.map((t) => ({
            id: t.id,
            name: t.name,
            chapter_name: ch.name,
            live_score: t.score,
            lessons: t.lessons.map((l) => {
              lessons.set(l.id, { name: l.name, course: c.name, score: l.score });
              return {
                id: l.id,
                name: l.name,
                completed: f.completedIds.has(l.id),
                live_score: l.score,
                answers: l.answers,
              };
            }),
          })),
        );
        return {
          id: c.id,
          name: c.name,
          lessons: f.lessons,
          completed: f.completed,
          completion: f.completion,
          live_score: f.score,
          topics,
        };
      });

      // Revise next: lessons with questions due now, then the lowest live scores under the
      // threshold, then the lessons whose questions come back soonest; lessons of courses followed.
      const now = clock.now().getTime();
      const dueAt = new Map(byDue.filter((d) => lessons.has(d.lessonId)).map((d) => [d.lessonId, d.due]));
      const dueNow = [...dueAt].filter(([, due]) => due.getTime() <= now).map(([id]) => id);
      const low = [...lessons]
        .filter(([, l]) => l.score !== null && l.score < REVISION_LOW_SCORE_BELOW)
        .sort(([ia, a], [ib, b]) => a.score! - b.score! || ia - ib)
        .map(([id]) => id);
      const comingUp = [...dueAt].filter(([, due]) => due.getTime() > now).map(([id]) => id);
      const chosen = new Map<number, StudentProgress['revise_next'][number]['reason']>();
      for (const [ids, reason] of [
        [dueNow, 'due'],
        [low, 'low score'],
        [comingUp, 'coming up'],
      ] as const)
        for (const id of ids) if (chosen.size < PROGRESS_LIST_SIZE && !chosen.has(id)) chosen.set(id, reason);

      return {
        courses: out,
        revise_next: [...chosen].map(([id, reason]) => {
          const l = lessons.get(id)!;
          return {
            lesson_id: id,
            lesson_name: l.name,
            course_name: l.course,
            live_score: roundPercentOrNull(l.score),
            due_at: dueAt.get(id)?.toISOString() ?? null,
            reason,
          };
        }),
        upcoming: work,
      };
    },
  };
}
