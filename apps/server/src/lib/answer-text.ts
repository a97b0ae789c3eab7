import type { AnswerValue } from '@markwell/contracts';
import type { QuestionVersionSnapshot } from '../db/schema/index';

// Apart from the marking module because set practice (assignments) and learning show answers as
// text too, and marking itself uses the assignments module: here none of them imports another for it.

/** The text of an answer value as a teacher reads it in a list (choice ids as their texts). */
export function answerAsText(snapshot: QuestionVersionSnapshot, answer: AnswerValue): string {
  if (answer === null) return '';
  if (Array.isArray(answer)) return answer.map((i) => snapshot.student.choices?.[i] ?? `#${i}`).join(', ');
  return String(answer);
}
