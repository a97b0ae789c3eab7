/**
 * Live Score: the average of the last 12 questions answered on a lesson.
 */

/** Number of most recent answers the Live Score averages. */
export const LIVE_SCORE_WINDOW = 12;

/**
 * One answered question: marks scored out of the marks available, or a percentage (0-100)
 * when the caller already has one.
 */
export type LiveScoreAnswer = { score: number; max: number } | number;

function toPercent(answer: LiveScoreAnswer): number | null {
  if (typeof answer === 'number') return Number.isFinite(answer) ? answer : null;
  if (!(answer.max > 0) || !Number.isFinite(answer.score)) return null;
  return (Math.min(Math.max(answer.score, 0), answer.max) / answer.max) * 100;
}

/**
 * The Live Score of one lesson, in percent (0-100, not rounded), or `null` when nothing
 * countable was answered.
 *
 * `answers` is the lesson's answers in chronological order (oldest first). Only the last 12
 * are used. Each question weighs the same: the score is the mean of the per-question
 * percentages (a 1-mark question counts as much as a 6-mark one), not total marks over total
 * available. Answers with no marks available (`max` 0) cannot be scored and are skipped
 * before taking the last 12. Scores are clamped to 0..max.
 */
export function liveScore(answers: readonly LiveScoreAnswer[], window: number = LIVE_SCORE_WINDOW): number | null {
  const percents = answers.map(toPercent).filter((p): p is number => p !== null);
  const recent = percents.slice(-window);
  if (recent.length === 0) return null;
  return recent.reduce((sum, p) => sum + p, 0) / recent.length;
}
