import { LIVE_SCORE_WINDOW, completionOf } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import { createDashboardsRepository } from './dashboards.repository';
import { indexStudentLessons, scoreTree } from './student-lessons';

/**
 * One student's figures read exactly as the teachers' dashboards read them (the same rows, the
 * same domain rules, the same tree): for the student's own progress page and revision, so a
 * student and their teacher see one live score and one completion.
 */
export function createStudentFigures(db: Db) {
  const repo = createDashboardsRepository(db);
  return {
    /**
     * Per course: its score tree (the teachers' course tree for this one student), lessons
     * completed out of lessons, and completion as the progress dashboard gives it.
     */
    async courses(schoolId: number, studentId: number, courseIds: readonly number[]) {
      const [places, rows, completions] = await Promise.all([
        repo.lessonPlaces(courseIds),
        repo.studentLessons(schoolId, [studentId], courseIds, LIVE_SCORE_WINDOW),
        repo.completedLessons(schoolId, [studentId], courseIds),
      ]);
      const index = indexStudentLessons(rows, completions);
      const mine = index.get(studentId);
      return courseIds.map((courseId) => {
        const coursePlaces = places.filter((p) => p.course_id === courseId);
        const completed = coursePlaces.filter((p) => mine?.get(p.lesson_id)?.completed).length;
        const assessed = coursePlaces.filter((p) => mine?.get(p.lesson_id)?.assessed).length;
        return {
          courseId,
          ...scoreTree(coursePlaces, index, [studentId]),
          lessons: coursePlaces.length,
          completed,
          completedIds: new Set(coursePlaces.filter((p) => mine?.get(p.lesson_id)?.completed).map((p) => p.lesson_id)),
          ...completionOf(coursePlaces.length, completed, assessed),
        };
      });
    },

    /** The student's live score (0-100, unrounded; null: nothing scorable) on each lesson given. */
    async lessonScores(schoolId: number, studentId: number, lessonIds: readonly number[]) {
      const index = indexStudentLessons(
        await repo.studentLessonsOn(schoolId, [studentId], lessonIds, LIVE_SCORE_WINDOW),
      );
      const mine = index.get(studentId);
      return new Map(lessonIds.map((id) => [id, mine?.get(id)?.score ?? null]));
    },

    /** The student's live score on every lesson they have a revision card on (absent: nothing scorable). */
    async cardLessonScores(schoolId: number, studentId: number): Promise<Map<number, number | null>> {
      const mine = indexStudentLessons(await repo.studentLessonsOfCards(schoolId, studentId, LIVE_SCORE_WINDOW)).get(
        studentId,
      );
      return new Map([...(mine ?? new Map())].map(([lessonId, l]) => [lessonId, l.score ?? null]));
    },
  };
}

export type StudentFigures = ReturnType<typeof createStudentFigures>;
