/** Pure helpers of the exam screen: what counts as answered, reading a typed number, the answers to start from. */
import type { AnswerValue, AttemptView } from '@markwell/contracts/attempts';
import type { DraftAnswer } from '../api/save-answer';
import type { Outbox } from './outbox';

/** Whether an answer holds something (blank text, no choice and no number do not count). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return Number.isFinite(value);
}

/**
 * Reads a typed number: "3.5", "3,5" (decimal comma), "-2", "1e3", spaces around. Empty is null
 * (no answer); anything else that is not a number is `undefined` (tell the student, send nothing).
 */
export function parseNumber(text: string): number | null | undefined {
  const t = text.trim().replace(/\s+/g, '');
  if (t === '') return null;
  const normal = /^[-+]?\d+,\d+$/.test(t) ? t.replace(',', '.') : t;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal)) return undefined;
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The answers the screen starts from: what the server holds, overridden by what this device has
 * not sent yet (always newer: it was typed after the last acknowledged save). Also raises the
 * outbox's revision counters to the server's, so the next change numbers above them.
 */
export function startingAnswers(view: AttemptView, outbox: Outbox<DraftAnswer>): Record<number, DraftAnswer> {
  const result: Record<number, DraftAnswer> = {};
  for (const saved of view.answers) {
    outbox.observeServerRevision(saved.question_id, saved.revision);
    result[saved.question_id] = { answer: saved.answer, flagged: saved.flagged };
  }
  const inExam = new Set(view.questions.map((q) => q.question_id));
  for (const pending of outbox.pending()) {
    if (inExam.has(pending.questionId)) result[pending.questionId] = pending.answer;
  }
  return result;
}
