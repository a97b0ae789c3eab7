/**
 * Which questions make a student's revision set today, and in what order. FSRS (revision-schedule)
 * says when each question is due; this rule picks among them:
 * - every due question may come, most overdue first, but those of lessons with a low live score
 *   come before the rest;
 * - when due questions leave room, questions of low-scoring lessons come early (pulled forward),
 *   soonest due first, unless the student answered them in the last `REVISION_REST_HOURS`;
 * - topics are interleaved: no two questions of one topic follow each other when another order
 *   avoids it, and one topic takes at most half the set while others have questions to give.
 * A question answered well needs nothing here: FSRS moves its due date further out.
 */

/** Default number of questions in a revision set (the REVISION_SET_SIZE setting). */
export const DEFAULT_REVISION_SET_SIZE = 10;
/** A lesson whose live score is under this (percent) has its questions pulled forward. */
export const REVISION_LOW_SCORE_BELOW = 50;
/** A question answered less than this many hours ago is never pulled forward. */
export const REVISION_REST_HOURS = 12;

/** A question's revision card as the selection reads it. */
export interface RevisionCandidate {
  questionId: number;
  lessonId: number;
  topicId: number;
  due: Date;
  lastReview: Date | null;
}

export interface RevisionSelectionOptions {
  now: Date;
  /** Questions in the set at most. */
  size?: number;
  /** The student's live score per lesson (0-100), null or missing when none. */
  lessonScores?: ReadonlyMap<number, number | null>;
  lowScoreBelow?: number;
  restHours?: number;
}

/** One chosen question and why it came: due, or pulled forward for its lesson's low live score. */
export interface RevisionPick<C extends RevisionCandidate = RevisionCandidate> {
  card: C;
  reason: 'due' | 'low score';
}

/**
 * Picks and orders today's revision set from the student's cards (due and not yet due). Pure:
 * the same cards, scores and time give the same set.
 */
export function selectRevisionSet<C extends RevisionCandidate>(
  cards: readonly C[],
  options: RevisionSelectionOptions,
): RevisionPick<C>[] {
  const size = Math.max(0, Math.floor(options.size ?? DEFAULT_REVISION_SET_SIZE));
  if (size === 0) return [];
  const now = options.now.getTime();
  const below = options.lowScoreBelow ?? REVISION_LOW_SCORE_BELOW;
  const restMs = (options.restHours ?? REVISION_REST_HOURS) * 3_600_000;
  const isLow = (c: C) => {
    const score = options.lessonScores?.get(c.lessonId);
    return score != null && score < below;
  };
  const byDue = (a: C, b: C) => a.due.getTime() - b.due.getTime() || a.questionId - b.questionId;

  const due = cards.filter((c) => c.due.getTime() <= now);
  const ranked: RevisionPick<C>[] = [...due.filter(isLow).sort(byDue), ...due.filter((c) => !isLow(c)).sort(byDue)].map(
    (card) => ({ card, reason: 'due' as const }),
  );
  const pulled = cards
    .filter(
      (c) => c.due.getTime() > now && isLow(c) && (c.lastReview === null || now - c.lastReview.getTime() >= restMs),
    )
    .sort(byDue)
    .map((card) => ({ card, reason: 'low score' as const }));
  ranked.push(...pulled);

  return interleaveTopics(chooseWithTopicCap(ranked, size), (p) => p.card.topicId);
}

/**
 * The first `size` picks in rank order, one topic taking at most half the set (rounded up) while
 * picks of other topics remain; the places left are filled in rank order.
 */
function chooseWithTopicCap<P extends { card: RevisionCandidate }>(ranked: readonly P[], size: number): P[] {
  const cap = Math.ceil(size / 2);
  const perTopic = new Map<number, number>();
  const chosen: P[] = [];
  const skipped: P[] = [];
  for (const pick of ranked) {
    if (chosen.length === size) break;
    const n = perTopic.get(pick.card.topicId) ?? 0;
    if (n >= cap) {
      skipped.push(pick);
      continue;
    }
    perTopic.set(pick.card.topicId, n + 1);
    chosen.push(pick);
  }
  for (const pick of skipped) if (chosen.length < size) chosen.push(pick);
  // back in rank order, which the interleaving keeps as far as it can
  return ranked.filter((p) => chosen.includes(p));
}

/** Whether items of these topic counts can be ordered with no two of a topic adjacent, the first not of `notFirst`. */
function canInterleave(counts: ReadonlyMap<number, number>, notFirst: number | undefined): boolean {
  let total = 0;
  for (const n of counts.values()) total += n;
  for (const [topic, n] of counts) {
    const room = topic === notFirst ? Math.floor(total / 2) : Math.ceil(total / 2);
    if (n > room) return false;
  }
  return true;
}

/**
 * Orders items so no two of one topic are adjacent when that is possible, otherwise as few as
 * possible; among the items allowed at each place, the earliest in the given order comes first.
 */
export function interleaveTopics<T>(items: readonly T[], topicOf: (item: T) => number): T[] {
  const rest = [...items];
  const counts = new Map<number, number>();
  for (const item of rest) counts.set(topicOf(item), (counts.get(topicOf(item)) ?? 0) + 1);
  const out: T[] = [];
  let previous: number | undefined;
  while (rest.length > 0) {
    let index = rest.findIndex((item) => {
      const topic = topicOf(item);
      if (topic === previous) return false;
      counts.set(topic, counts.get(topic)! - 1);
      const ok = canInterleave(counts, topic);
      counts.set(topic, counts.get(topic)! + 1);
      return ok;
    });
    // Adjacency cannot be avoided any more: the topic with most left (other than the last one's
    // when there is one) goes next, so the fewest neighbours share a topic.
    if (index === -1) {
      let best: number | undefined;
      for (const [topic, n] of counts)
        if (n > 0 && topic !== previous && (best === undefined || n > counts.get(best)!)) best = topic;
      index = best === undefined ? 0 : rest.findIndex((item) => topicOf(item) === best);
    }
    const [item] = rest.splice(index, 1);
    previous = topicOf(item!);
    counts.set(previous, counts.get(previous)! - 1);
    out.push(item!);
  }
  return out;
}
