import { LIVE_SCORE_WINDOW, liveScore } from '@markwell/domain/progress/index';
import type { StudentLessonRow } from './dashboards.repository';

/** One student's work on one lesson, read from the repository rows. */
export interface StudentLesson {
  /** Live score (0-100, unrounded), null when nothing scorable was answered. */
  score: number | null;
  /** Answers the score reads. */
  answers: number;
  /** Released marks cover the lesson. */
  assessed: boolean;
  /** The student completed the lesson (a lesson_completions row: tutorial, practice or set work). */
  completed: boolean;
}

/** Student id -> lesson id -> their work on it. */
export type StudentLessonIndex = Map<number, Map<number, StudentLesson>>;

/**
 * Indexes the rows by student and lesson, scoring each with the domain's Live Score rule, and
 * marks the lessons each student completed (a completed lesson with no answers has no score).
 */
export function indexStudentLessons(
  rows: readonly StudentLessonRow[],
  completions: readonly { student_id: number; lesson_id: number }[] = [],
): StudentLessonIndex {
  const index: StudentLessonIndex = new Map();
  for (const row of rows) {
    const answers = row.marks.map((score, i) => ({ score: Number(score), max: Number(row.maxes[i] ?? 0) }));
    const byLesson = index.get(row.student_id) ?? new Map<number, StudentLesson>();
    byLesson.set(row.lesson_id, {
      score: liveScore(answers, LIVE_SCORE_WINDOW),
      answers: answers.length,
      assessed: row.assessed,
      completed: false,
    });
    index.set(row.student_id, byLesson);
  }
  for (const c of completions) {
    const byLesson = index.get(c.student_id) ?? new Map<number, StudentLesson>();
    const work = byLesson.get(c.lesson_id);
    if (work) work.completed = true;
    else byLesson.set(c.lesson_id, { score: null, answers: 0, assessed: false, completed: true });
    index.set(c.student_id, byLesson);
  }
  return index;
}

/** The live scores of a student on the given lessons (those with a score). */
export function scoresOn(index: StudentLessonIndex, studentId: number, lessonIds: Iterable<number>): number[] {
  const byLesson = index.get(studentId);
  if (!byLesson) return [];
  const scores: number[] = [];
  for (const id of lessonIds) {
    const score = byLesson.get(id)?.score;
    if (score != null) scores.push(score);
  }
  return scores;
}
