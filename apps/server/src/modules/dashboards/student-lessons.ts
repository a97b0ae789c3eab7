import type { LiveCourseTree } from '@markwell/contracts';
import { LIVE_SCORE_WINDOW, liveScore, meanPercent } from '@markwell/domain/progress/index';
import type { LessonPlaceRow, StudentLessonRow } from './dashboards.repository';

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

/**
 * A course's chapters, topics and lessons (its places, in course order) with live scores: a
 * lesson's is the mean of the students' scores on it (one student: their own, to one decimal);
 * topics, chapters and the course average their lessons with data. The teachers' course tree and
 * the student's own progress both read it, so the two show the same figures.
 */
export function scoreTree(
  places: readonly LessonPlaceRow[],
  index: StudentLessonIndex,
  studentIds: readonly number[],
): { chapters: LiveCourseTree['chapters']; score: number | null } {
  const chapters: LiveCourseTree['chapters'] = [];
  for (const p of places) {
    let chapter = chapters[chapters.length - 1];
    if (!chapter || chapter.id !== p.chapter_id) {
      chapter = { id: p.chapter_id, name: p.chapter_name, score: null, topics: [] };
      chapters.push(chapter);
    }
    let topic = chapter.topics[chapter.topics.length - 1];
    if (!topic || topic.id !== p.topic_id) {
      topic = { id: p.topic_id, name: p.topic_name, checkpoint_id: p.checkpoint_id, score: null, lessons: [] };
      chapter.topics.push(topic);
    }
    const works = studentIds.map((id) => index.get(id)?.get(p.lesson_id)).filter((w) => w?.score != null);
    topic.lessons.push({
      id: p.lesson_id,
      name: p.lesson_name,
      url: p.url,
      score: meanPercent(works.map((w) => w!.score!)),
      answers: works.reduce((n, w) => n + w!.answers, 0),
      students_with_data: works.length,
    });
  }
  for (const chapter of chapters) {
    for (const topic of chapter.topics) topic.score = meanPercent(topic.lessons.map((l) => l.score));
    chapter.score = meanPercent(chapter.topics.flatMap((t) => t.lessons.map((l) => l.score)));
  }
  const score = meanPercent(chapters.flatMap((c) => c.topics.flatMap((t) => t.lessons.map((l) => l.score))));
  return { chapters, score };
}
