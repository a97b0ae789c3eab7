// Matching one compiled phrase against an answer: its words in order within the gap allowance,
// quantities by value and unit, the negation guard and the compared subject a span is said of.
import { NEGATION_FAMILY, type CompiledGroup, type CompiledPhrase, type CompiledQuestion } from './compile';
import { CLAUSE_BREAKS, NEGATIONS, STOPWORDS, editDistance, spellingAllowance, stemOf } from './lexicon';
import { Kind, type Token } from './tokenize';
import type { MatchHow, MatchSpan, NearMiss, NearMissReason } from './types';
import { readQuantities } from './quantity';
import { answerSubjects, governingSubject, type AnswerSubjects } from './subjects';
import { familyOf } from './word-forms';

/** How far back (in words) a negation can govern a phrase. */
const NEGATION_WINDOW = 3;
const HOW_EXACT = 0;
const HOW_STEM = 1;
const HOW_SPELLING = 2;
const HOW_FORM = 3;
/** Last: a chain's weakest link decides how it is reported, and a meaning-level match is the weakest. */
const HOW_MEANING = 4;
export const QUALITY: Record<MatchHow, number> = {
  exact: 1,
  number: 1,
  synonym: 0.95,
  equivalent: 0.95,
  stem: 0.95,
  'word-form': 0.9,
  machine: 0.85,
  spelling: 0.8,
  weighted: 0.75,
  meaning: 0.7,
};
const HIT_CACHE_LIMIT = 20_000;

import type { Quantity } from './quantity';

export interface AnswerState {
  cq: CompiledQuestion;
  answer: string;
  tokens: readonly Token[];
  quantities: Quantity[] | null;
  /** counted[i]: tokens before i that count against a gap (everything but stopwords). */
  counted: Int32Array;
  /**
   * (term index within the group, answer token) pairs from which the group's chain cannot be
   * finished, for the group being matched: without them a phrase repeating a word ("more … more")
   * against an answer repeating it would try exponentially many chains.
   */
  deadEnds: Set<number>;
  /** Which compared thing each token names, read when a phrase bound to one first matches. */
  subjects: AnswerSubjects | null;
}

/** Prefix counts of the tokens that count against a phrase's gap: optional words (stopwords) do not. */
export function gapCounts(tokens: readonly Token[]): Int32Array {
  const counted = new Int32Array(tokens.length + 1);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    counted[i + 1] = counted[i]! + (t.kind === Kind.Word && STOPWORDS.has(t.norm) ? 0 : 1);
  }
  return counted;
}

type GroupOutcome =
  | { ok: true; start: number; end: number; how: MatchHow; standsFor?: string; similarity?: number }
  | { ok: false; miss: { start: number; end: number; reason: NearMissReason } | null; coverage: number };

/** Term hits of one answer token: packed termId * 8 + how. Cached per compiled question. */
function hitsFor(cq: CompiledQuestion, tok: Token): number[] {
  const cacheKey = tok.alt === undefined ? tok.norm : `${tok.norm}|${tok.alt}`;
  const cached = cq.hitCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const hits: number[] = [];
  const seen = new Set<number>();
  const add = (ids: number[] | undefined, how: number): void => {
    if (!ids) return;
    for (const id of ids) {
      if (seen.has(id)) continue;
      const t = cq.terms[id]!;
      if (t.exactOnly && how !== HOW_EXACT) continue;
      seen.add(id);
      hits.push(id * 8 + how);
    }
  };
  add(cq.exactIndex.get(tok.norm), HOW_EXACT);
  if (tok.alt !== undefined) add(cq.exactIndex.get(tok.alt), HOW_EXACT);
  if (tok.kind === Kind.Word) {
    const stem = stemOf(tok.norm);
    add(cq.stemIndex.get(stem), HOW_STEM);
    if (!STOPWORDS.has(tok.norm)) add(cq.familyIndex.get(familyOf(stem)), HOW_FORM);
    if (NEGATIONS.has(tok.norm)) add(cq.familyIndex.get(NEGATION_FAMILY), HOW_FORM);
    if (!STOPWORDS.has(tok.norm)) add(cq.meaningIndex.get(stem), HOW_MEANING);
    // tried even when the word hits some other term: a learnt phrase holding this very misspelling
    // must not stop it reaching the teacher's word
    const allowance = !STOPWORDS.has(tok.norm) && !NEGATIONS.has(tok.norm) ? spellingAllowance(tok.norm) : 0;
    if (allowance > 0) {
      const candidates = cq.fuzzyByFirst.get(tok.norm[0]!) ?? [];
      for (const id of candidates) {
        if (seen.has(id)) continue;
        const t = cq.terms[id]!;
        const k = Math.min(allowance, t.fuzz);
        if (editDistance(tok.norm, t.key, k) <= k || editDistance(stem, t.stem, k) <= k) add([id], HOW_SPELLING);
      }
    }
  }
  if (cq.hitCache.size >= HIT_CACHE_LIMIT) cq.hitCache.clear();
  cq.hitCache.set(cacheKey, hits);
  return hits;
}

export function indexAnswer(cq: CompiledQuestion, tokens: readonly Token[]): void {
  const { pos, how, touched } = cq.scratch;
  for (const t of touched) {
    pos[t]!.length = 0;
    how[t]!.length = 0;
  }
  touched.length = 0;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.kind === Kind.Punct) continue;
    for (const packed of hitsFor(cq, tok)) {
      const id = packed >> 3;
      const p = pos[id]!;
      if (p.length === 0) touched.push(id);
      p.push(i);
      how[id]!.push(packed & 7);
    }
  }
}

function matchQuantity(st: AnswerState, g: Extract<CompiledGroup, { kind: 'quantity' }>): GroupOutcome {
  st.quantities ??= readQuantities(st.tokens);
  let miss: { start: number; end: number; reason: NearMissReason } | null = null;
  let coverage = 0;
  for (const q of st.quantities) {
    const diff = Math.abs(q.value - g.value);
    if (diff <= g.tol + 1e-9 * Math.max(1, Math.abs(g.value))) {
      if (g.unit === null || g.unit === q.unit || g.unit === q.alt)
        return { ok: true, start: q.start, end: q.end, how: 'number' };
      coverage = 0.75;
      const reason: NearMissReason = q.unit === '' ? 'missing-unit' : 'wrong-unit';
      if (miss === null || miss.reason === 'out-of-tolerance') miss = { start: q.start, end: q.end, reason };
    } else if (g.tol > 0 && diff <= 3 * g.tol) {
      coverage = Math.max(coverage, 0.5);
      miss ??= { start: q.start, end: q.end, reason: 'out-of-tolerance' };
    }
  }
  return { ok: false, miss, coverage };
}

/** Count negation cues governing tokens [first, last]: inside the span and up to NEGATION_WINDOW words before it. */
function negationsAround(tokens: readonly Token[], first: number, last: number): { count: number; cue: number } {
  let count = 0;
  let cue = -1;
  for (let i = first; i <= last; i++) if (NEGATIONS.has(tokens[i]!.norm)) count += 1;
  let words = 0;
  for (let i = first - 1; i >= 0 && words < NEGATION_WINDOW; i--) {
    const t = tokens[i]!;
    if (CLAUSE_BREAKS.has(t.norm)) break;
    if (t.kind === Kind.Punct) continue;
    words += 1;
    if (NEGATIONS.has(t.norm)) {
      count += 1;
      cue = i;
    }
  }
  return { count, cue };
}

interface Chain {
  last: number;
  worst: number;
}

/**
 * Whether terms j.. of the group follow token `prev` within the gap allowance (optional words not
 * counted). Depth first: the nearest next word is tried first, and a later one when the nearest
 * leads nowhere, so an extra hit (a new phrase, synonym or machine phrase) can never break a chain.
 * Whether a chain can be finished from (j, prev) does not depend on how it got there, so a dead end
 * is remembered and never explored twice: the search stays polynomial in the answer's length.
 */
function follow(
  st: AnswerState,
  g: Extract<CompiledGroup, { kind: 'words' }>,
  j: number,
  prev: number,
  worst: number,
  out: Chain,
): boolean {
  if (j === g.terms.length) {
    out.last = prev;
    out.worst = worst;
    return true;
  }
  const state = j * st.tokens.length + prev;
  if (st.deadEnds.has(state)) return false;
  const p = st.cq.scratch.pos[g.terms[j]!]!;
  const h = st.cq.scratch.how[g.terms[j]!]!;
  const limit = st.counted[prev + 1]! + g.gaps[j]!;
  for (let k = firstAfter(p, prev); k < p.length; k++) {
    const q = p[k]!;
    if (st.counted[q]! > limit) break;
    if (follow(st, g, j + 1, q, h[k]! > worst ? h[k]! : worst, out)) return true;
  }
  st.deadEnds.add(state);
  return false;
}

/** Index of the first position in `sorted` (ascending) after `prev`: a binary search. */
function firstAfter(sorted: number[], prev: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= prev) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function matchWords(st: AnswerState, g: Extract<CompiledGroup, { kind: 'words' }>): GroupOutcome {
  const { pos, how } = st.cq.scratch;
  const terms = g.terms;
  let present = 0;
  for (const t of terms) if (pos[t]!.length > 0) present += 1;
  if (present < terms.length) return { ok: false, miss: null, coverage: present / terms.length };
  if (st.deadEnds.size > 0) st.deadEnds.clear();
  const starts = pos[terms[0]!]!;
  const startHows = how[terms[0]!]!;
  let negated: { start: number; end: number; reason: NearMissReason } | null = null;
  const chain: Chain = { last: -1, worst: 0 };
  for (let s = 0; s < starts.length; s++) {
    const first = starts[s]!;
    if (!follow(st, g, 1, first, startHows[s]!, chain)) continue;
    const prev = chain.last;
    const worst = chain.worst;
    const neg = negationsAround(st.tokens, first, prev);
    if (neg.count % 2 !== g.neg % 2) {
      const cueStart = neg.cue >= 0 ? st.tokens[neg.cue]!.start : st.tokens[first]!.start;
      negated ??= { start: cueStart, end: st.tokens[prev]!.end, reason: 'negated' };
      continue;
    }
    if (worst === HOW_MEANING)
      return { ...meaningOf(st, g, first, prev), start: st.tokens[first]!.start, end: st.tokens[prev]!.end };
    const h: MatchHow =
      worst === HOW_FORM ? 'word-form' : worst === HOW_SPELLING ? 'spelling' : worst === HOW_STEM ? 'stem' : 'exact';
    return { ok: true, start: st.tokens[first]!.start, end: st.tokens[prev]!.end, how: h };
  }
  return { ok: false, miss: negated, coverage: negated ? 1 : 0.9 };
}

/**
 * What a span matched at meaning level stands for: the group's words, as the phrase has them, and
 * the lowest similarity of an answer word standing for one of them.
 */
function meaningOf(
  st: AnswerState,
  g: Extract<CompiledGroup, { kind: 'words' }>,
  first: number,
  last: number,
): { ok: true; how: MatchHow; standsFor: string; similarity: number } {
  const { terms, meaningSimilarity } = st.cq;
  let similarity = 1;
  for (let i = first; i <= last; i++) {
    const tok = st.tokens[i]!;
    if (tok.kind !== Kind.Word) continue;
    const stem = stemOf(tok.norm);
    for (const id of g.terms) {
      const sim = meaningSimilarity.get(`${stem} ${terms[id]!.stem}`);
      if (sim !== undefined && stem !== terms[id]!.stem) similarity = Math.min(similarity, sim);
    }
  }
  return { ok: true, how: 'meaning', standsFor: g.terms.map((id) => terms[id]!.key).join(' '), similarity };
}

function combineHow(source: CompiledPhrase['source'], how: MatchHow): MatchHow {
  if (how === 'number' || how === 'meaning') return how;
  if (source === 'machine') return 'machine';
  if (how === 'spelling') return how;
  if (source === 'synonym') return 'synonym';
  if (source === 'equivalence') return 'equivalent';
  return how;
}

interface PhraseOutcome {
  matches: MatchSpan[] | null;
  misses: NearMiss[];
  coverage: number;
  /** Labels of the groups not found (filled when the phrase matched). */
  missing?: string[];
}

const NO_MISSES: NearMiss[] = [];

export function matchPhrase(st: AnswerState, phrase: CompiledPhrase): PhraseOutcome {
  // fast path: count the words groups with every term present; a group with an absent term
  // cannot match and yields no near miss
  const pos = st.cq.scratch.pos;
  const nGroups = phrase.groups.length;
  let present = 0;
  let total = 0;
  let possible = 0;
  let hasQuantity = false;
  for (const g of phrase.groups) {
    if (g.kind === 'quantity') {
      hasQuantity = true;
      possible += 1;
      continue;
    }
    let all = true;
    for (const t of g.terms) {
      total += 1;
      if (pos[t]!.length > 0) present += 1;
      else all = false;
    }
    if (all) possible += 1;
  }
  const partial = phrase.min < nGroups;
  if (possible < phrase.min && (partial || !hasQuantity))
    return { matches: null, misses: NO_MISSES, coverage: total > 0 ? (present / total) * 0.9 : 0 };
  const spans: MatchSpan[] = [];
  const misses: NearMiss[] = [];
  let coverage = 0;
  for (let i = 0; i < nGroups; i++) {
    const g = phrase.groups[i]!;
    const r = g.kind === 'quantity' ? matchQuantity(st, g) : matchWords(st, g);
    if (r.ok) {
      spans.push({
        start: r.start,
        end: r.end,
        text: st.answer.slice(r.start, r.end),
        how: combineHow(phrase.source, r.how),
        ...(r.how === 'meaning' && r.standsFor !== undefined
          ? { standsFor: r.standsFor, similarity: r.similarity }
          : {}),
      });
      coverage += 1;
    } else {
      coverage += r.coverage;
      if (r.miss) misses.push({ ...r.miss, text: st.answer.slice(r.miss.start, r.miss.end), phrase: phrase.text });
      // "k of:" phrases: stop once neither a match nor a near miss can reach k
      if (partial && spans.length + misses.length + (nGroups - i - 1) < phrase.min) break;
    }
  }
  if (spans.length >= phrase.min) {
    if (partial) spans.sort((a, b) => a.start - b.start);
    return { matches: spans, misses: [], coverage: 1, missing: partial ? missingLabels(st, phrase) : undefined };
  }
  // a near miss only counts when everything else the phrase needs was there
  const nearMisses = spans.length + misses.length >= phrase.min ? misses : [];
  return {
    matches: null,
    misses: nearMisses,
    coverage: partial ? Math.min(1, coverage / phrase.min) * 0.95 : coverage / nGroups,
  };
}

/** What a phrase's groups stand for, for the groups this answer does not hold. */
export function missingLabels(st: AnswerState, phrase: CompiledPhrase): string[] {
  const out: string[] = [];
  phrase.groups.forEach((g, i) => {
    const r = g.kind === 'quantity' ? matchQuantity(st, g) : matchWords(st, g);
    if (!r.ok) out.push(phrase.labels[i]!);
  });
  return out;
}

export function allPresent(pos: number[][], terms: number[]): boolean {
  for (const t of terms) if (pos[t]!.length === 0) return false;
  return true;
}

/** The coverage matchPhrase gives a phrase with an absent term: share of its terms present × 0.9. */
export function requiredCoverage(pos: number[][], terms: number[]): number {
  if (terms.length === 0) return 0;
  let present = 0;
  for (const t of terms) if (pos[t]!.length > 0) present += 1;
  return present === terms.length ? 0 : (present / terms.length) * 0.9;
}

/**
 * The spans of a match that the answer says of the other thing the question compares (a phrase
 * bound to "aerobic" matching "anaerobic respiration releases more energy"), as near misses; null
 * when every span is said of the phrase's own subject or of neither.
 */
export function saidOfTheOther(
  st: AnswerState,
  phrase: CompiledPhrase,
  matches: readonly MatchSpan[],
): NearMiss[] | null {
  st.subjects ??= answerSubjects(st.tokens, st.cq.subjects);
  const named = st.subjects;
  let wrong: NearMiss[] | null = null;
  for (const m of matches) {
    const [first, last] = tokenRange(st.tokens, m.start, m.end);
    if (first > last) continue;
    const s = governingSubject(st.tokens, named, first, last);
    if (s >= 0 && s !== phrase.subject)
      (wrong ??= []).push({ start: m.start, end: m.end, text: m.text, reason: 'wrong-subject', phrase: phrase.text });
  }
  return wrong;
}

/** The first and last token inside the answer offsets [start, end). */
function tokenRange(tokens: readonly Token[], start: number, end: number): [number, number] {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo - 1;
  while (last + 1 < tokens.length && tokens[last + 1]!.end <= end) last++;
  return [lo, last];
}
