import type { LessonWrongAnswers, PracticeProgress } from '@markwell/contracts';
import { clusterAnswers } from '@markwell/domain/exams/index';
import { practiceResult, type PracticeTarget } from '@markwell/domain/learning/index';
import { liveScore } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import { type AuthUser, callerSchoolId } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/sanitize-html';
import { answerAsText } from '../../lib/answer-text';
import { createPracticeRepository } from './practice.repository';

/** Questions of a lesson answered at most in the wrong-answers read. */
const WRONG_ANSWER_QUESTIONS = 20;

const roundScore = (s: number | null) => (s === null ? null : Math.round(s * 10) / 10);

type Progress = Awaited<ReturnType<ReturnType<typeof createPracticeRepository>['progress']>>;

/**
 * One student's progress toward a practice target: each set lesson completed or not and its live
 * score (the domain's rule over their last 12 practice answers on it); whether each lesson and the
 * whole target is met is the domain's practice rule (practiceResult), the one every page reads.
 */
export function practiceProgressOf(
  studentId: number,
  lessonIds: number[],
  target: PracticeTarget,
  progress: Progress,
): PracticeProgress {
  const result = practiceResult(
    lessonIds.map((lessonId) => {
      const k = progress.key(studentId, lessonId);
      const entry = progress.answers.get(k);
      return {
        lessonId,
        completed: progress.completed.has(k),
        liveScore: entry
          ? roundScore(liveScore(entry.marks.map((m, i) => ({ score: m, max: entry.maxes[i] ?? 0 }))))
          : null,
        answers: entry?.count ?? 0,
      };
    }),
    target,
  );
  return {
    lessons_completed: result.lessonsCompleted,
    lessons: result.lessons.map((l) => ({
      lesson_id: l.lessonId,
      completed: l.completed,
      live_score: l.liveScore,
      answers: l.answers,
      met: l.met,
    })),
    met: result.met,
  };
}

/**
 * A class's commonest wrong answers on one lesson: the practice answers its students gave that
 * did not earn full marks, clustered per question as the marking screens cluster answers.
 */
export function createPracticeService(db: Db) {
  const repo = createPracticeRepository(db);
  return {
    async wrongAnswers(user: AuthUser, lessonId: number, groupId: number, limit: number): Promise<LessonWrongAnswers> {
      const schoolId = callerSchoolId(user);
      const [group, lessonFound] = await Promise.all([
        repo.group(groupId, schoolId, user.id),
        repo.lessonExists(lessonId),
      ]);
      if (!group) throw notFound('Class');
      if (!lessonFound) throw notFound('Lesson');
      if (user.role !== 'schooladmin' && !group.taught)
        throw forbidden('Only the class’s teachers may read its answers');
      const rows = await repo.wrongAnswers(lessonId, groupId, schoolId);
      const byQuestion = new Map<number, typeof rows>();
      for (const r of rows) {
        const list = byQuestion.get(Number(r.question_id)) ?? [];
        list.push(r);
        byQuestion.set(Number(r.question_id), list);
      }
      const questions = [...byQuestion]
        .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
        .slice(0, WRONG_ANSWER_QUESTIONS)
        .map(([questionId, answers]) => {
          // the newest answer's version says what the question reads now
          const snapshot = answers[0]!.snapshot;
          const clusters = clusterAnswers(
            answers.map((a) => ({ item: a, text: answerAsText(a.snapshot, a.answer) })),
          ).filter((c) => c.key !== '');
          return {
            question_id: questionId,
            question: htmlToText(snapshot.student.text),
            clusters: clusters.slice(0, limit).map((c) => {
              const marks = new Map<number, number>();
              for (const a of c.items) marks.set(Number(a.marks), (marks.get(Number(a.marks)) ?? 0) + 1);
              const commonest = [...marks].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
              const first = c.items[0]!;
              return {
                answer: answerAsText(first.snapshot, first.answer),
                students: new Set(c.items.map((a) => Number(a.student_id))).size,
                answers: c.items.length,
                marks: commonest,
                max_marks: Number(first.max_marks),
              };
            }),
          };
        })
        .filter((q) => q.clusters.length > 0);
      return { lesson_id: lessonId, group_id: groupId, questions };
    },
  };
}

/**
 * Set practice as other modules read it (the dashboards): the lessons each practice sets, and
 * every student's progress toward a practice's target by the one rule (practiceProgressOf).
 */
export function createPracticeStandings(db: Db) {
  const repo = createPracticeRepository(db);
  return {
    /** The set lessons of several practices of one school, by practice, in order. */
    lessonsOf: (assignmentIds: number[], schoolId: number) => repo.lessonsOf(assignmentIds, schoolId),

    /**
     * The progress of the given students toward the given practices, read in one go: answers
     * `(practice, studentId)` with that student's progress toward that practice's target.
     */
    async progressOf(
      schoolId: number,
      practices: { lessonIds: number[]; target: PracticeTarget }[],
      studentIds: number[],
    ) {
      const lessonIds = [...new Set(practices.flatMap((p) => p.lessonIds))];
      const progress = await repo.progress(schoolId, [...new Set(studentIds)], lessonIds);
      return (practice: { lessonIds: number[]; target: PracticeTarget }, studentId: number) =>
        practiceProgressOf(studentId, practice.lessonIds, practice.target, progress);
    },
  };
}
