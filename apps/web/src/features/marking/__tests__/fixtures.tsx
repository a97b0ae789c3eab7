import type { AnswerCluster, AnswerMark, MarkingQuestion, QuestionMarking } from '@markwell/contracts/marking';
import { renderRoutesAt, renderTeacherRoutesAt } from '../../../test/feature-harness';
import { studentMarkingRoutes, teacherMarkingRoutes } from '../routes';

export { callsOf, expectNoAxeViolations } from '../../../test/feature-harness';

export const stamp = '2026-11-23T09:00:00.000Z';

export function renderTeacherAt(path: string) {
  return renderTeacherRoutesAt(teacherMarkingRoutes, path);
}

/** The student's routes, under /student. */
export function renderStudentAt(path: string) {
  return renderRoutesAt('/student', studentMarkingRoutes, path);
}

export const question: MarkingQuestion = {
  question_id: 11,
  position: 2,
  text: 'Why does salt water leave salt behind when heated?',
  type: 'text',
  max_marks: 2,
  levelled: false,
  levels: [],
  points: [
    { point_id: 101, number: 1, text: 'water evaporates', marks: 1 },
    { point_id: 102, number: 2, text: 'salt is left', marks: 1 },
  ],
  choices: null,
};

let nextAnswer = 500;

/** A text answer to `question`; point 1 found by the engine at "water evaporates" when it is in the text. */
export function answerMark(student: string, text: string, overrides: Partial<AnswerMark> = {}): AnswerMark {
  const at = text.indexOf('water evaporates');
  const found = at >= 0;
  return {
    answer_id: nextAnswer++,
    attempt_id: 70,
    student_id: 20 + nextAnswer,
    student_name: student,
    question_id: 11,
    version_id: 900,
    position: 2,
    type: 'text',
    answer: text,
    marks: found ? 1 : 0,
    max_marks: 2,
    engine_marks: found ? 1 : 0,
    override: null,
    levelled: false,
    level: null,
    suggested_level: null,
    confidence: found ? 0.9 : 0.4,
    needs_review: !found,
    source: 'engine',
    feedback: null,
    points: [
      {
        point_id: 101,
        number: 1,
        text: 'water evaporates',
        marks: 1,
        awarded: found,
        engine_awarded: found,
        set_by: 'engine',
        matches: found ? [{ start: at, end: at + 16, text: 'water evaporates', how: 'exact' }] : [],
        near_misses: [],
        missing: found ? [] : ['evaporates'],
      },
      {
        point_id: 102,
        number: 2,
        text: 'salt is left',
        marks: 1,
        awarded: false,
        engine_awarded: false,
        set_by: 'engine',
        matches: [],
        near_misses: [],
        missing: ['salt left'],
      },
    ],
    version: 1,
    updated_at: stamp,
    updated_by: null,
    open_queries: 0,
    ...overrides,
  };
}

export function cluster(key: string, answers: AnswerMark[], kind: AnswerCluster['kind'] = 'same'): AnswerCluster {
  return {
    key,
    label: String(answers[0]!.answer),
    kind: answers.length === 1 ? 'single' : kind,
    needs_review: answers.filter((a) => a.needs_review).length,
    answers,
  };
}

export function questionMarking(clusters: AnswerCluster[]): QuestionMarking {
  return { assignment_id: 3, released_at: null, released_by: null, question, clusters };
}
