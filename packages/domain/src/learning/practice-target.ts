/**
 * Practice set as work (docs/adr/0049): a teacher sets lessons with a target, lessons completed
 * and/or a live score to reach on each. This is the one rule that says whether a student met it,
 * read by the practice's own page, the student's list of set work, reminders and the dashboards.
 */

/** What a practice asks of each set lesson. */
export interface PracticeTarget {
  /** Every set lesson completed. */
  lessonsCompleted: boolean;
  /** The live score (0-100) to reach on each set lesson; null: none. */
  score: number | null;
}

/** Where one student stands on one set lesson. */
export interface PracticeLessonStanding {
  lessonId: number;
  completed: boolean;
  /** Their live score on the lesson (0-100, as shown), null when nothing is answered yet. */
  liveScore: number | null;
  /** Practice answers given on the lesson. */
  answers: number;
}

export interface PracticeLessonResult extends PracticeLessonStanding {
  met: boolean;
}

/** One student's progress toward a practice target. */
export interface PracticeResult {
  lessonsCompleted: number;
  lessons: PracticeLessonResult[];
  /** Every set lesson meets the target (and there is at least one). */
  met: boolean;
}

/** Whether one lesson meets the target: completed when asked, and the live score reached when one is set. */
export function lessonMeetsPracticeTarget(lesson: PracticeLessonStanding, target: PracticeTarget): boolean {
  const completedOk = !target.lessonsCompleted || lesson.completed;
  const scoreOk = target.score === null || (lesson.liveScore !== null && lesson.liveScore >= target.score);
  return completedOk && scoreOk;
}

/**
 * A student's progress toward a practice target from their standing on each set lesson (in the
 * practice's order): each lesson met or not, and the target met when every set lesson meets it.
 * A practice with no lessons is never met.
 */
export function practiceResult(lessons: readonly PracticeLessonStanding[], target: PracticeTarget): PracticeResult {
  const results = lessons.map((l) => ({ ...l, met: lessonMeetsPracticeTarget(l, target) }));
  return {
    lessonsCompleted: results.filter((l) => l.completed).length,
    lessons: results,
    met: results.length > 0 && results.every((l) => l.met),
  };
}

/** Whether a student has done anything toward a practice yet (completed a lesson or answered a question). */
export function practiceStarted(lessons: readonly Pick<PracticeLessonStanding, 'completed' | 'answers'>[]): boolean {
  return lessons.some((l) => l.completed || l.answers > 0);
}
