// Levelled (banded) questions: the teacher picks a level and the mark follows from it. Kept apart
// from the engine so the marking screens can show a level's mark without loading the engine.

/** One band of a levelled question, as its mark scheme lists it. */
export interface LevelBand {
  level: number;
  minPoints: number;
  descriptor?: string | null | undefined;
}

/**
 * Level 0 means nothing creditworthy: always a valid choice, worth 0 marks, whether or not the
 * mark scheme lists it (the engine suggests it when no band's points are reached).
 */
export const NO_CREDIT_LEVEL = 0;

/**
 * The marks a level stands for: its share of the highest level, times the question's maximum,
 * rounded to the nearest whole mark with halves rounded up, and kept within 0..max.
 * Level 2 of 4 on a 5-mark question: 5 × 2 / 4 = 2.5, so 3 marks. Without bands the level is the
 * mark itself (capped at the maximum).
 */
export function marksForLevel(level: number, levels: readonly Pick<LevelBand, 'level'>[], maxMarks: number): number {
  const top = Math.max(0, ...levels.map((l) => l.level));
  if (top <= 0) return Math.min(maxMarks, Math.max(0, level));
  return Math.min(maxMarks, Math.max(0, Math.round((maxMarks * level) / top)));
}

/** Whether a teacher may pick `level` on a question with these bands: one of them, or level 0. */
export function isKnownLevel(level: number, levels: readonly Pick<LevelBand, 'level'>[]): boolean {
  return level === NO_CREDIT_LEVEL || levels.length === 0 || levels.some((l) => l.level === level);
}
