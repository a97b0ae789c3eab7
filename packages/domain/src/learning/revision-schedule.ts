import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

/**
 * When a question comes back for revision: an FSRS card per student and question (ts-fsrs, the
 * maintained FSRS scheduler; docs/adr on revision), moved on by every answer the student gives to
 * the question. The engine's mark decides the grade: nothing earned is "again", part of the marks
 * "hard", most of them "good", all of them "easy". No fuzz: the same history gives the same day,
 * so a student and their teacher see one schedule, and tests can say when.
 */
export interface RevisionCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

/** Share of the marks from which an answer counts as "good" (below it, but above nothing: "hard"). */
export const GOOD_SHARE = 0.6;

const scheduler = fsrs({ enable_fuzz: false });

/** The grade an answer earns from the share of the marks it got (0 to 1). */
export function gradeOfShare(share: number): Grade {
  if (!(share > 0)) return Rating.Again;
  if (share >= 1) return Rating.Easy;
  return share >= GOOD_SHARE ? Rating.Good : Rating.Hard;
}

const toCard = (c: RevisionCard): Card => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsedDays,
  scheduled_days: c.scheduledDays,
  learning_steps: c.learningSteps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as State,
  ...(c.lastReview ? { last_review: c.lastReview } : {}),
});

const fromCard = (c: Card): RevisionCard => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ?? null,
});

/**
 * The card after an answer scoring `share` of the marks at `now`; a question met for the first
 * time starts from a new card.
 */
export function reviewCard(card: RevisionCard | null, share: number, now: Date): RevisionCard {
  const from = card ? toCard(card) : createEmptyCard(now);
  return fromCard(scheduler.next(from, now, gradeOfShare(share)).card);
}
