// Marking an answer: every point by its phrases (mark-phrase.ts) and, where fitted, its word model.
import { compileQuestion, type CompiledPhrase, type CompiledQuestion } from './compile';
import { answerTokens } from './tokenize';
import type { MarkResult, MatchSpan, NearMiss, PointResult, QuestionInput } from './types';
import { REVIEW_THRESHOLD, awardedKind, missedKind, modelKind, pointConfidence } from './confidence';
import {
  allPresent,
  gapCounts,
  indexAnswer,
  matchPhrase,
  missingLabels,
  QUALITY,
  requiredCoverage,
  saidOfTheOther,
  type AnswerState,
} from './mark-phrase';
import { answerKeys, sigmoid, wordScore, type AnswerKey, type WordModel } from './word-model';

export { REVIEW_THRESHOLD } from './confidence';

function isCompiled(q: CompiledQuestion | QuestionInput): q is CompiledQuestion {
  return (q as CompiledQuestion).compiled === true;
}

/**
 * Mark one answer against a question. Deterministic and pure. Every awarded point carries the
 * spans (offsets into `answer` as given) that earned it; negated or unit-less evidence is reported
 * as near misses. Pass a CompiledQuestion (compileQuestion) when marking many answers.
 */
export function markAnswer(q: CompiledQuestion | QuestionInput, answer: string): MarkResult {
  return markWith(q, answer, null);
}

/** Per point: whether its phrases award it, and how much of its nearest phrase the answer holds (1 when awarded). */
export interface PhraseVerdict {
  awarded: boolean;
  coverage: number;
}

/**
 * The phrases' verdict on each point, in order, with the coverage of the nearest phrase: for fitting
 * word models and telling which points an answer given part of the marks most likely earned.
 */
export function phraseVerdicts(q: CompiledQuestion, answer: string): PhraseVerdict[] {
  const out: PhraseVerdict[] = [];
  markWith(q, answer, out);
  return out;
}

function markWith(q: CompiledQuestion | QuestionInput, answer: string, verdicts: PhraseVerdict[] | null): MarkResult {
  const cq = isCompiled(q) ? q : compileQuestion(q);
  const text = typeof answer === 'string' ? answer : '';
  const tokens = answerTokens(text);
  indexAnswer(cq, tokens);
  const st: AnswerState = {
    cq,
    answer: text,
    tokens,
    quantities: null,
    counted: gapCounts(tokens),
    deadEnds: new Set(),
    subjects: null,
  };
  const points: PointResult[] = [];
  const certainty: { awarded: boolean; value: number }[] = [];
  let marks = 0;
  let awardedCount = 0;
  let keys: AnswerKey[] | undefined;
  for (const p of cq.points) {
    let matches: MatchSpan[] | null = null;
    const nearMisses: NearMiss[] = [];
    let coverage = 0;
    let ruledOut = false;
    let missing: string[] | undefined;
    let closest: CompiledPhrase | null = null;
    let matchedBy: CompiledPhrase | null = null;
    for (const phrase of p.phrases) {
      if (phrase.required !== null && !allPresent(cq.scratch.pos, phrase.required)) {
        ruledOut = true; // its coverage is only needed if the point is missed
        continue;
      }
      const r = matchPhrase(st, phrase);
      const misplaced = r.matches && phrase.subject >= 0 ? saidOfTheOther(st, phrase, r.matches) : null;
      if (misplaced) {
        for (const m of misplaced)
          if (!nearMisses.some((n) => n.start === m.start && n.end === m.end && n.reason === m.reason))
            nearMisses.push(m);
        if (coverage < 1) closest = phrase;
        coverage = 1;
        continue;
      }
      if (r.matches) {
        matches = r.matches;
        missing = r.missing;
        matchedBy = phrase;
        break;
      }
      if (closest === null || r.coverage > coverage) closest = phrase;
      coverage = Math.max(coverage, r.coverage);
      for (const m of r.misses) {
        if (!nearMisses.some((n) => n.start === m.start && n.end === m.end && n.reason === m.reason))
          nearMisses.push(m);
      }
    }
    if (!matches && ruledOut) {
      for (const phrase of p.phrases) {
        if (phrase.required === null) continue;
        const c = requiredCoverage(cq.scratch.pos, phrase.required);
        if (closest === null || c > coverage) closest = phrase;
        coverage = Math.max(coverage, c);
      }
    }
    verdicts?.push({ awarded: matches !== null, coverage: matches !== null ? 1 : coverage });
    if (p.model) {
      // the marked answers' word weights decide, the phrases' verdict one of their inputs
      keys ??= answerKeys(tokens);
      const byPhrases = matches !== null;
      const verdict = weigh(st, p.model, keys, byPhrases);
      const phraseKind = byPhrases
        ? awardedKind(matches!)
        : missedKind(nearMisses.length > 0, nearMisses.length > 0 ? 0.45 : 1 - 0.65 * coverage);
      const kind = modelKind(verdict.p, verdict.awarded === byPhrases, phraseKind, p.model.agreement);
      const point: PointResult = {
        id: p.id,
        awarded: verdict.awarded,
        matches: [],
        nearMisses: verdict.awarded ? [] : nearMisses,
        kind,
      };
      if (verdict.awarded) {
        point.matches = byPhrases ? matches! : verdict.spans;
        if (byPhrases && missing && missing.length > 0) point.missing = missing;
        marks += p.marks;
        awardedCount += 1;
      } else {
        if (byPhrases)
          point.nearMisses = [
            ...verdict.spans.map((m) => ({ ...m, reason: 'outweighed' as const, phrase: matchedBy!.text })),
            ...nearMisses,
          ];
        const lacks = closest ? missingLabels(st, closest) : [];
        if (lacks.length > 0) point.missing = lacks;
      }
      certainty.push({
        awarded: verdict.awarded,
        value: pointConfidence(kind, Math.max(verdict.p, 1 - verdict.p)),
      });
      points.push(point);
    } else if (matches) {
      marks += p.marks;
      awardedCount += 1;
      let q = 1;
      for (const m of matches) q = Math.min(q, QUALITY[m.how]);
      const kind = awardedKind(matches);
      certainty.push({ awarded: true, value: pointConfidence(kind, q) });
      const point: PointResult = { id: p.id, awarded: true, matches, nearMisses: [], kind };
      if (missing && missing.length > 0) point.missing = missing;
      points.push(point);
    } else {
      const raw = nearMisses.length > 0 ? 0.45 : 1 - 0.65 * coverage;
      const kind = missedKind(nearMisses.length > 0, raw);
      certainty.push({ awarded: false, value: pointConfidence(kind, raw) });
      const point: PointResult = { id: p.id, awarded: false, matches: [], nearMisses, kind };
      if (closest) point.missing = missingLabels(st, closest);
      points.push(point);
    }
  }
  const capped = Math.max(0, Math.min(marks, cq.maxMarks));
  const full = cq.maxMarks > 0 && marks >= cq.maxMarks;
  let confidence = cq.points.length === 0 || cq.maxMarks === 0 ? 0 : 1;
  for (const c of certainty) {
    if (!c.awarded && full) continue;
    confidence = Math.min(confidence, c.value);
  }
  confidence = Math.round(confidence * 1000) / 1000;
  const result: MarkResult = {
    marks: capped,
    points,
    confidence,
    needsReview: confidence < REVIEW_THRESHOLD || cq.levelled,
  };
  if (cq.levelled) result.suggestedLevel = suggestLevel(cq, awardedCount);
  return result;
}
/** Most spans a word-model verdict reports. */
const MAX_WEIGHTED_SPANS = 4;

/**
 * A point's word-model verdict: awarded when the score is at least 0 and, without the phrases, some
 * word of the answer weighs for the point (a mark always has evidence). Spans: when awarded
 * without the phrases, the words weighing most for it; when the phrases are outweighed, the word
 * weighing most against it.
 */
function weigh(
  st: AnswerState,
  model: WordModel,
  keys: readonly AnswerKey[],
  byPhrases: boolean,
): { awarded: boolean; p: number; spans: MatchSpan[] } {
  const z = wordScore(model, keys, byPhrases);
  const weighted = keys
    .map((k) => ({ token: k.token, w: model.words[k.key] ?? 0 }))
    .filter((k) => k.w !== 0)
    .sort((a, b) => b.w - a.w || a.token - b.token);
  const span = (token: number): MatchSpan => {
    const t = st.tokens[token]!;
    return { start: t.start, end: t.end, text: st.answer.slice(t.start, t.end), how: 'weighted' };
  };
  if (z >= 0) {
    if (byPhrases) return { awarded: true, p: sigmoid(z), spans: [] };
    const pro = weighted.filter((k) => k.w > 0).slice(0, MAX_WEIGHTED_SPANS);
    if (pro.length === 0) return { awarded: false, p: 0.5, spans: [] };
    return {
      awarded: true,
      p: sigmoid(z),
      spans: pro.map((k) => span(k.token)).sort((a, b) => a.start - b.start),
    };
  }
  const against = weighted.length > 0 && weighted[weighted.length - 1]!.w < 0 ? weighted[weighted.length - 1]! : null;
  return { awarded: false, p: sigmoid(z), spans: byPhrases && against ? [span(against.token)] : [] };
}

function suggestLevel(cq: CompiledQuestion, awardedCount: number): number {
  if (cq.levels.length === 0) return awardedCount;
  let level = 0;
  for (const l of cq.levels) if (awardedCount >= l.minPoints) level = Math.max(level, l.level);
  return level;
}
