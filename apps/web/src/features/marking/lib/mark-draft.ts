/**
 * A teacher's marking decision on screen before it is sent: which points are ticked, an override,
 * a level, feedback; and the change to send for it. Pure, so the rules are tested without a screen.
 */
import type { AnswerMark, MarkingQuestion } from '@markwell/contracts/marking';
import { marksForLevel } from '@markwell/domain/marking/levels';
import type { SpanInput } from '../../../components/point-highlight/highlight';
import type { MarkChange } from '../api/mark-answers';

export interface MarkDraft {
  awarded: Record<number, boolean>;
  /** The override as typed ('' = count the points). */
  override: string;
  level: number | null;
  feedback: string;
  /** The engine's mark: what a question without points (choice, numeric) is worth without an override. */
  engineMarks: number;
}

/** The draft for answers as they are stored (the first answer speaks for a cluster). */
export function draftFrom(answer: AnswerMark): MarkDraft {
  return {
    awarded: Object.fromEntries(answer.points.map((p) => [p.point_id, p.awarded])),
    override: answer.override === null ? '' : String(answer.override),
    level: answer.level ?? (answer.levelled ? answer.suggested_level : null),
    feedback: answer.feedback ?? '',
    engineMarks: answer.engine_marks,
  };
}

export function togglePoint(draft: MarkDraft, pointId: number): MarkDraft {
  return { ...draft, awarded: { ...draft.awarded, [pointId]: !draft.awarded[pointId] } };
}

/** A valid override (a whole number within 0..max), null for none, or 'invalid'. */
export function parseOverride(text: string, max: number): number | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return 'invalid';
  const n = Number(t);
  return n <= max ? n : 'invalid';
}

/** The marks a level gives on this question (the server's rule: its share of the top level, rounded). */
export function levelMarks(level: number, question: Pick<MarkingQuestion, 'levels' | 'max_marks'>): number {
  return marksForLevel(level, question.levels, question.max_marks);
}

/**
 * The mark the draft gives, as the server will work it out: the override, else the level
 * (levelled questions), else the ticked points' marks capped at the maximum.
 */
export function draftMarks(draft: MarkDraft, question: MarkingQuestion): number {
  const override = parseOverride(draft.override, question.max_marks);
  if (typeof override === 'number') return override;
  if (question.levelled && draft.level !== null) return levelMarks(draft.level, question);
  // as the server counts it: no points to tick, the engine's mark stands
  if (question.points.length === 0) return Math.min(draft.engineMarks, question.max_marks);
  const sum = question.points.reduce((total, p) => total + (draft.awarded[p.point_id] ? p.marks : 0), 0);
  return Math.min(sum, question.max_marks);
}

/**
 * What to send to confirm the draft for `answers` (their versions as they were when the draft was
 * made, so a change made meanwhile by someone else answers 409 instead of being overwritten).
 * Every point is sent, so a cluster ends with the same decision on each of its answers; feedback
 * is sent when it changed (or when nothing else would be, e.g. multiple choice): confirming the
 * engine's mark unchanged still records that a teacher looked.
 */
export function changeFor(
  draft: MarkDraft,
  initial: MarkDraft,
  answers: Pick<AnswerMark, 'answer_id' | 'version' | 'override' | 'level'>[],
  question: MarkingQuestion,
  assignmentId: number,
): MarkChange {
  const override = parseOverride(draft.override, question.max_marks);
  const anyOverride = answers.some((a) => a.override !== null);
  const change: MarkChange = {
    assignmentId,
    questionId: question.question_id,
    answers: answers.map((a) => ({ answer_id: a.answer_id, version: a.version })),
    // confirming is the teacher's mark even when nothing on it changed
    confirm: true,
  };
  if (question.points.length > 0)
    change.points = question.points.map((p) => ({ point_id: p.point_id, awarded: !!draft.awarded[p.point_id] }));
  if (typeof override === 'number') change.marks = override;
  else if (anyOverride) change.marks = null;
  // The level on screen (the engine's suggestion until the teacher picks another) is what is
  // confirmed: sent whenever an answer does not hold it yet.
  if (question.levelled && answers.some((a) => a.level !== draft.level)) change.level = draft.level;
  const feedback = draft.feedback.trim();
  if (feedback !== initial.feedback.trim() || (!change.points && change.marks === undefined))
    change.feedback = feedback === '' ? null : feedback;
  return change;
}

/** The highlight spans of an answer: every awarded point's matches, numbered by point. */
export function spansOf(answer: Pick<AnswerMark, 'points'>, awarded?: Record<number, boolean>): SpanInput[] {
  return answer.points.flatMap((p) =>
    (awarded ? awarded[p.point_id] : p.awarded) && p.matches.length
      ? p.matches.map((m) => ({ start: m.start, end: m.end, how: m.how, label: `Point ${p.number}`, number: p.number }))
      : [],
  );
}

/** The answer as text: free text as typed, a number, or the picked choices. */
export function answerText(answer: AnswerMark['answer'], choices: MarkingQuestion['choices']): string {
  if (answer === null) return '';
  if (typeof answer === 'string') return answer;
  if (typeof answer === 'number') return String(answer);
  const names = new Map((choices ?? []).map((c) => [c.id, c.text]));
  return answer.map((id) => names.get(id) ?? `choice ${id}`).join('; ');
}
