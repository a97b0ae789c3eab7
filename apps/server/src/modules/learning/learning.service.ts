import type {
  AnswerValue,
  LearningCourse,
  LearningCourseMap,
  LearningLesson,
  PracticeAnswerBody,
  PracticeQuestion,
  PracticeResult,
  RevisionSet,
} from '@markwell/contracts';
import { DEFAULT_REVISION_SET_SIZE, reviewCard, selectRevisionSet } from '@markwell/domain/learning/index';
import { roundPercentOrNull } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import type { QuestionVersionSnapshot, SelfAssessment } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { type Clock, systemClock } from '../../lib/clock';
import { callerSchoolId } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { sanitizeRichHtml } from '../../lib/sanitize-html';
import { createQuestionVersionsRepository, pinQuestionVersions, snapshotQuestion } from '../questions/index';
import { createStudentFigures } from '../dashboards/index';
import { markAnswerNow, numberedPoints } from '../marking/index';
import { answerAsText } from '../../lib/answer-text';
import { createLearningRepository, type LessonRow } from './learning.repository';
import { checkedPracticeAnswers } from './practice-review.service';

/** Cards read of each kind (due, not yet due) for the revision selection to choose from. */
const REVISION_CANDIDATES = 200;

export interface LearningOptions {
  /** Questions in a revision set at most (the REVISION_SET_SIZE setting). */
  revisionSetSize: number;
  /** What "now" is: when an answer is given, what is due for revision. Unset: the machine's time. */
  clock?: Clock | undefined;
}

function toPracticeQuestion(questionId: number, snapshot: QuestionVersionSnapshot): PracticeQuestion {
  const s = snapshot.student;
  return {
    question_id: questionId,
    type: s.type,
    text: s.text,
    max_marks: s.maxMarks,
    choices: s.type === 'choice' ? (s.choices ?? []).map((text, id) => ({ id, text })) : null,
    multiple: s.multiple,
  };
}

/** A student's learning: their courses, lessons, practice marked at once, and revision. */
export function createLearningService(
  db: Db,
  options: LearningOptions = { revisionSetSize: DEFAULT_REVISION_SET_SIZE },
) {
  const repo = createLearningRepository(db);
  const figures = createStudentFigures(db);
  const clock = options.clock ?? systemClock;

  /** The lesson, if it is in a course one of the student's classes follows; else 404 as everywhere. */
  async function lessonFor(user: AuthUser, lessonId: number): Promise<LessonRow> {
    const lesson = await repo.lesson(lessonId);
    if (!lesson || !(await repo.follows(user.id, lesson.course_id))) throw notFound('Lesson');
    return lesson;
  }

  /** The bank questions that still exist, in the order given. */
  async function questionsOf(ids: number[]) {
    if (ids.length === 0) return [];
    const byId = new Map((await repo.questions(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The questions as a student sees them now: a read, nothing is pinned until an answer is given. */
  async function currentSnapshots(ids: number[]) {
    const rows = await questionsOf(ids);
    const schemes = await createQuestionVersionsRepository(db).markSchemes(rows.map((r) => r.id));
    return rows.map((r) => ({ questionId: r.id, snapshot: snapshotQuestion(r, schemes).snapshot }));
  }

  return {
    async courses(user: AuthUser): Promise<LearningCourse[]> {
      return repo.coursesOf(user.id);
    },

    async course(user: AuthUser, courseId: number): Promise<LearningCourseMap> {
      if (!(await repo.follows(user.id, courseId))) throw notFound('Course');
      const rows = await repo.courseMap(user.id, courseId);
      if (rows.length === 0) throw notFound('Course');
      const scores = await figures.lessonScores(
        callerSchoolId(user),
        user.id,
        rows.map((r) => r.lesson_id),
      );
      const map: LearningCourseMap = { id: courseId, name: rows[0]!.course_name, chapters: [] };
      for (const r of rows) {
        let chapter = map.chapters.at(-1);
        if (chapter?.id !== r.chapter_id)
          map.chapters.push((chapter = { id: r.chapter_id, name: r.chapter_name, topics: [] }));
        let topic = chapter.topics.at(-1);
        if (topic?.id !== r.topic_id)
          chapter.topics.push((topic = { id: r.topic_id, name: r.topic_name, lessons: [] }));
        topic.lessons.push({
          id: r.lesson_id,
          name: r.lesson_name,
          completed: r.completed,
          live_score: roundPercentOrNull(scores.get(r.lesson_id)),
          practice_questions: Number(r.practice_questions),
          has_tutorial: r.has_tutorial,
        });
      }
      return map;
    },

    async lesson(user: AuthUser, lessonId: number): Promise<LearningLesson> {
      const lesson = await lessonFor(user, lessonId);
      const [versions, completion, scores, checked] = await Promise.all([
        currentSnapshots(lesson.question_ids),
        repo.completion(user.id, lessonId),
        figures.lessonScores(callerSchoolId(user), user.id, [lessonId]),
        checkedPracticeAnswers(db, user.id, lessonId),
      ]);
      return {
        id: lesson.id,
        name: lesson.name,
        course: { id: lesson.course_id, name: lesson.course_name },
        topic: { id: lesson.topic_id, name: lesson.topic_name },
        tutorial_html: lesson.body_html ? sanitizeRichHtml(lesson.body_html) : null,
        video_url: lesson.video_url,
        completed_at: completion?.completedAt.toISOString() ?? null,
        live_score: roundPercentOrNull(scores.get(lessonId)),
        questions: versions.map((v) => toPracticeQuestion(v.questionId, v.snapshot)),
        teacher_checked: checked,
      };
    },

    /** Marks the lesson done (read); the first completion is kept. */
    async complete(user: AuthUser, lessonId: number) {
      await lessonFor(user, lessonId);
      await repo.complete({
        schoolId: callerSchoolId(user),
        studentId: user.id,
        lessonId,
        source: 'tutorial',
        completedAt: clock.now(),
      });
      const done = await repo.completion(user.id, lessonId);
      return { completed_at: done!.completedAt.toISOString() };
    },

    /**
     * Marks a practice answer at once with the engine exams use, stores it, moves the question's
     * revision card, and explains the mark: the words that earned each point, the points a full
     * answer also makes, and (multiple choice) the right choices.
     */
    async answer(user: AuthUser, body: Required<PracticeAnswerBody>): Promise<PracticeResult> {
      const schoolId = callerSchoolId(user);
      const lesson = await lessonFor(user, body.lesson_id);
      if (!lesson.question_ids.includes(body.question_id)) throw notFound('Question');
      const [question] = await questionsOf([body.question_id]);
      if (!question) throw notFound('Question');
      // The answer is marked on the question as it is now, pinned as exam answers are.
      const [pinned] = await pinQuestionVersions(createQuestionVersionsRepository(db), [question]);
      const version = { ...pinned!, curriculaId: question.curriculaId };
      const answer = body.answer as AnswerValue;
      const mark = await markAnswerNow(
        db,
        { id: version.versionId, snapshot: version.snapshot, curriculaId: version.curriculaId },
        answer,
      );
      const max = version.snapshot.student.maxMarks;
      const now = clock.now();
      const id = await repo.saveAnswer({
        schoolId,
        studentId: user.id,
        lessonId: lesson.id,
        questionId: body.question_id,
        questionVersionId: version.versionId,
        source: body.source,
        answer,
        maxMarks: max,
        engineMarks: Math.min(max, Math.max(0, mark.marks)),
        engineResult: { confidence: mark.confidence, points: mark.points },
        needsReview: mark.needsReview,
        answeredAt: now,
      });
      const before = await repo.card(user.id, body.question_id);
      const card = reviewCard(before, max > 0 ? mark.marks / max : 0, now);
      await repo.saveCard({ schoolId, studentId: user.id, questionId: body.question_id, lessonId: lesson.id, ...card });
      const answered = await repo.answeredOn(user.id, lesson.id);
      const allAnswered = lesson.question_ids.length > 0 && lesson.question_ids.every((q) => answered.has(q));
      if (allAnswered)
        await repo.complete({
          schoolId,
          studentId: user.id,
          lessonId: lesson.id,
          source: 'practice',
          completedAt: now,
        });
      const byPoint = new Map(mark.points.map((p) => [p.id, p]));
      const points = numberedPoints(version.snapshot);
      return {
        id,
        question_id: body.question_id,
        marks: mark.marks,
        max_marks: max,
        needs_review: mark.needsReview,
        answer_text: answerAsText(version.snapshot, answer),
        earned: points
          .filter((p) => byPoint.get(p.id)?.awarded)
          .map((p) => ({
            number: p.number,
            text: p.text,
            spans: (byPoint.get(p.id)?.matches ?? []).map((m) => ({ start: m.start, end: m.end, text: m.text })),
          })),
        missed: points.filter((p) => !byPoint.get(p.id)?.awarded).map((p) => ({ number: p.number, text: p.text })),
        correct_choices:
          version.snapshot.student.type === 'choice' ? (version.snapshot.markScheme.correct ?? []) : null,
        next_review: card.due.toISOString(),
        lesson_completed: allAnswered,
      };
    },

    /** The student's own comparison with the model answer, kept apart from the engine's mark. */
    async selfAssess(user: AuthUser, id: number, assessment: SelfAssessment) {
      const row = await repo.ownAnswer(user.id, id);
      if (!row) throw notFound('Practice answer');
      await repo.selfAssess(id, assessment);
      return { success: true as const };
    },

    /**
     * Today's revision, chosen by the domain's selection rule: the questions due again (those of
     * lessons with a low live score first), questions of low-scoring lessons brought forward when
     * there is room, topics interleaved; at most the REVISION_SET_SIZE setting.
     */
    async revision(user: AuthUser): Promise<RevisionSet> {
      const now = clock.now();
      // the scores of the cards' lessons are read beside the cards, not after them
      const [{ due, cards }, scores] = await Promise.all([
        repo.revisionCandidates(user.id, now, REVISION_CANDIDATES),
        figures.cardLessonScores(callerSchoolId(user), user.id),
      ]);
      const picks = selectRevisionSet(
        cards.map((c) => ({
          ...c,
          questionId: c.question_id,
          lessonId: c.lesson_id,
          topicId: c.topic_id,
          lastReview: c.last_review,
        })),
        { now, size: options.revisionSetSize, lessonScores: scores },
      );
      const versions = await currentSnapshots(picks.map((p) => p.card.questionId));
      const byQuestion = new Map(versions.map((v) => [v.questionId, v]));
      return {
        due,
        questions: picks
          .filter((p) => byQuestion.has(p.card.questionId))
          .map(({ card, reason }) => ({
            lesson_id: card.lesson_id,
            lesson_name: card.lesson_name,
            topic_name: card.topic_name,
            reason,
            question: toPracticeQuestion(card.questionId, byQuestion.get(card.questionId)!.snapshot),
          })),
      };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
