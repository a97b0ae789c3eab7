import { synonymMembers } from '../text/clean-synonyms';
import { conceptShareOf, promptStems, readAsConcepts, type ConceptReading } from './concepts';
import { EQUIVALENCES } from './equivalences';
import { familyOf } from './word-forms';
import { meaningNeighbours, meaningSimilarityOf } from './meaning';
import { NEGATIONS, STOPWORDS, spellingAllowance, stemOf } from './lexicon';
import { readQuantities } from './quantity';
import { contrastedSubjects, subjectOfTexts } from './subjects';
import { Kind, tokenize, type Token } from './tokenize';
import { MarkingInputError, type QuestionInput } from './types';
import { readUnit, type UnitKey } from './units';
import type { WordModel } from './word-model';

/**
 * The word-form family every negation cue of a phrase is in: "no children" is said "not … any
 * children" or "without children" as often, and the negation guard counts every cue alike.
 */
export const NEGATION_FAMILY = '\u0000negation';

/** Extra words allowed between two consecutive words of a phrase ("is connected" ~ "is directly connected"). */
export const MAX_GAP = 2;
/** The largest gap a phrase may ask for with "gap N:". */
export const MAX_GAP_SETTING = 12;
/** Synonym variants generated per phrase at most. */
const MAX_VARIANTS = 24;

export interface Term {
  key: string;
  stem: string;
  /** Word-form family of the stem (WordNet derivations): religion and religious share one. */
  family: string;
  exactOnly: boolean;
  kind: Kind;
  neg: boolean;
  /** Spelling edits this term tolerates (0 for short words, numbers, formulae, units, exact-only). */
  fuzz: number;
}

export type CompiledGroup =
  | { kind: 'words'; terms: number[]; gaps: number[]; neg: number }
  | { kind: 'quantity'; value: number; tol: number; unit: UnitKey | null };

export type PhraseSource = 'phrase' | 'synonym' | 'equivalence' | 'machine';

export interface CompiledPhrase {
  /** The phrase as the teacher wrote it (for synonym variants: the variant). */
  text: string;
  source: PhraseSource;
  groups: CompiledGroup[];
  /** What each group stands for, as written ("not connected", "9.8 m/s2"): reported when missing. */
  labels: string[];
  /** True when the phrase was written as a sentence and is read as its concepts. */
  concepts: boolean;
  /** Concepts of a sentence left out because the question already contains them. */
  optional: string[];
  /** Parts ('&' groups) that must match: all of them unless the phrase says "k of: a & b & c". */
  min: number;
  /**
   * Every word term of the phrase, when all of them are needed (no "k of:", no quantity part): one
   * absent term rules the phrase out without a near miss. Null otherwise.
   */
  required: number[] | null;
  /**
   * Which of the two things the question compares this phrase credits (`subjects.ts`; -1: not bound
   * to either): evidence the answer says of the other one does not count.
   */
  subject: number;
}

/** "k of: a & b & c": a phrase that needs any k of its '&' parts (partial-phrase credit). */
const MIN_PREFIX = /^\s*(\d+)\s+of\s*:\s*/i;
/** "gap N: push pop": up to N other words (stopwords not counted) between two words of the phrase. */
const GAP_PREFIX = /^\s*gap\s+(\d+)\s*:\s*/i;

/**
 * Split a phrase into its "k of:" minimum and "gap N:" allowance (null when absent, either order)
 * and the rest.
 */
export function splitMinimum(text: string): { min: number | null; gap: number | null; body: string } {
  let min: number | null = null;
  let gap: number | null = null;
  let body = text;
  for (let i = 0; i < 2; i++) {
    const m: RegExpExecArray | null = min === null ? MIN_PREFIX.exec(body) : null;
    if (m) {
      min = Number(m[1]);
      body = body.slice(m[0].length);
      continue;
    }
    const g: RegExpExecArray | null = gap === null ? GAP_PREFIX.exec(body) : null;
    if (g) {
      gap = Math.min(MAX_GAP_SETTING, Number(g[1]));
      body = body.slice(g[0].length);
    }
  }
  return { min, gap, body };
}

/** The prefixes of a phrase written back ("gap 4: 2 of: "). */
function prefixOf(min: number | null, gap: number | null): string {
  return `${gap === null ? '' : `gap ${gap}: `}${min === null ? '' : `${min} of: `}`;
}

export interface CompiledPoint {
  id: string;
  marks: number;
  phrases: CompiledPhrase[];
  /** Word weights learnt from marked answers, when the point has them. */
  model: WordModel | null;
}

/** A question prepared once for fast repeated marking. Treat as opaque. */
export interface CompiledQuestion {
  readonly compiled: true;
  maxMarks: number;
  points: CompiledPoint[];
  levelled: boolean;
  levels: { level: number; minPoints: number }[];
  terms: Term[];
  exactIndex: Map<string, number[]>;
  stemIndex: Map<string, number[]>;
  /** Word-form family -> terms whose stem is in it but differs from the family name's own. */
  familyIndex: Map<string, number[]>;
  /** Answer stem -> terms of one meaning with it, and their similarity (`meaning.ts`). */
  meaningIndex: Map<string, number[]>;
  /** `${answer stem} ${term stem}` -> similarity of a meaning-level pair the index holds. */
  meaningSimilarity: Map<string, number>;
  fuzzyByFirst: Map<string, number[]>;
  hasQuantities: boolean;
  /** Stems of the two things the question compares (`contrastedSubjects`), or none. */
  subjects: string[];
  /** Content-word stems of each point's own phrases, for machine-phrase proposals. */
  pointStems: Map<string, Set<string>>;
  /** token norm -> packed hits (termId * 4 + how), filled lazily. */
  hitCache: Map<string, number[]>;
  /** Per-answer scratch, reused to avoid allocation. */
  scratch: { pos: number[][]; how: number[][]; touched: number[] };
}

interface Builder {
  terms: Term[];
  termIds: Map<string, number>;
  hasQuantities: boolean;
  /** Content-word stems of the question text. */
  prompt: ReadonlySet<string>;
  /** The same stems as one string (they name the prompt in the reading cache). */
  promptKey: string;
  /** Share of a model answer's concepts an answer needs. */
  conceptShare: number;
}

function termId(b: Builder, tok: Token, exactOnly: boolean): number {
  const id = `${exactOnly ? '=' : ''}${tok.norm}`;
  const found = b.termIds.get(id);
  if (found !== undefined) return found;
  const isWord = tok.kind === Kind.Word;
  const term: Term = {
    key: tok.alt ?? tok.norm,
    stem: isWord ? stemOf(tok.norm) : tok.norm,
    family: isWord ? familyOf(stemOf(tok.norm)) : tok.norm,
    exactOnly,
    kind: tok.alt !== undefined ? Kind.Number : tok.kind,
    neg: NEGATIONS.has(tok.norm),
    fuzz:
      exactOnly || !isWord || tok.alt !== undefined || NEGATIONS.has(tok.norm) || STOPWORDS.has(tok.norm)
        ? 0
        : spellingAllowance(tok.norm),
  };
  b.terms.push(term);
  b.termIds.set(id, b.terms.length - 1);
  return b.terms.length - 1;
}

function isFiniteNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/**
 * What `make` gives for `key`, made once: the cache forgets everything when it reaches `limit`
 * entries, so memory stays bounded. For pure results only (callers must not change them).
 */
function remembered<T>(cache: Map<string, T>, limit: number, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/**
 * Tokens of short phrase parts already read: a model answer's concepts recur in each of its variants
 * and in every compile of the question (learning compiles it many times). Long parts are read anew.
 */
const partTokens = new Map<string, readonly Token[]>();
const CACHED_PART_LENGTH = 40;

function tokensOfPart(text: string): readonly Token[] {
  if (text.length > CACHED_PART_LENGTH) return tokenize(text, false);
  return remembered(partTokens, 5_000, text, () => tokenize(text, false));
}

/** Parse one '&'-separated part of a phrase into a words group or a quantity group. */
function compileGroup(b: Builder, text: string, numeric: NumericSpec | null, gap: number): CompiledGroup | null {
  const all = tokensOfPart(text);
  // a bare quantity: [-]number [x 10^n] [unit]
  const quantities = readQuantities(all);
  const only = quantities[0];
  if (quantities.length === 1 && only !== undefined && only.firstToken === 0 && only.lastToken === all.length - 1) {
    b.hasQuantities = true;
    const value = only.value;
    const sameAsStructure = numeric !== null && Math.abs(numeric.value - value) <= 1e-9 * Math.max(1, Math.abs(value));
    const unitKey = only.unit !== '' ? only.unit : sameAsStructure ? numeric.unit : null;
    return { kind: 'quantity', value, tol: numeric?.tolerance ?? 0, unit: unitKey };
  }
  const words: { tok: Token; exactOnly: boolean }[] = [];
  for (let i = 0; i < all.length; i++) {
    const t = all[i]!;
    if (t.kind === Kind.Punct) {
      if (t.raw === '=' && all[i + 1] !== undefined && all[i + 1]!.kind !== Kind.Punct) {
        words.push({ tok: all[i + 1]!, exactOnly: true });
        i += 1;
      }
      continue;
    }
    words.push({ tok: t, exactOnly: false });
  }
  if (words.length === 0) return null;
  const allStop = words.every((w) => STOPWORDS.has(w.tok.norm));
  const terms: number[] = [];
  const gaps: number[] = [];
  let negs = 0;
  for (const w of words) {
    // optional words are left out; the answer's own optional words never count against the gap
    if (!allStop && STOPWORDS.has(w.tok.norm) && !w.exactOnly) continue;
    const id = termId(b, w.tok, w.exactOnly);
    if (b.terms[id]!.neg) negs += 1;
    gaps.push(terms.length === 0 ? 0 : gap);
    terms.push(id);
  }
  return { kind: 'words', terms, gaps, neg: negs };
}

/** Concept readings already made, by share, question words and phrase (as variants, for the same reason). */
const readingCache = new Map<string, ConceptReading | null>();

function cachedReading(b: Builder, body: string): ConceptReading | null {
  const key = `${b.conceptShare}\u0000${b.promptKey}\u0000${body}`;
  return remembered(readingCache, 5_000, key, () => readAsConcepts(body, b.prompt, b.conceptShare));
}

interface NumericSpec {
  value: number;
  tolerance: number;
  unit: UnitKey | null;
}

function compilePhrase(
  b: Builder,
  text: string,
  source: PhraseSource,
  numeric: NumericSpec | null,
  asConcepts: boolean,
): CompiledPhrase | null {
  const { min, gap, body } = splitMinimum(text);
  const reading = asConcepts && min === null && gap === null ? cachedReading(b, body) : null;
  const groups: CompiledGroup[] = [];
  const labels: string[] = [];
  for (const part of reading ? reading.concepts : body.split('&')) {
    if (part.trim() === '') continue;
    const g = compileGroup(b, part, numeric, gap ?? MAX_GAP);
    if (!g) continue;
    groups.push(g);
    labels.push(part.trim());
  }
  if (groups.length === 0) return null;
  const wanted = reading ? reading.needed : min;
  const need = wanted === null ? groups.length : Math.min(groups.length, Math.max(1, wanted));
  const strict = need === groups.length && groups.every((g) => g.kind === 'words');
  const required = strict ? groups.flatMap((g) => (g.kind === 'words' ? g.terms : [])) : null;
  return {
    text: text.trim(),
    source,
    groups,
    labels,
    concepts: reading !== null,
    optional: reading?.optional ?? [],
    min: need,
    required,
    subject: -1,
  };
}

/** Synonym members as stem sequences, with their written form. */
interface SynMember {
  stems: string[];
  text: string;
}

function memberOf(text: string): SynMember {
  const toks = tokenize(text, false).filter((t) => t.kind !== Kind.Punct);
  return {
    stems: toks.map((t) => (t.kind === Kind.Word ? stemOf(t.norm) : t.norm)),
    text: toks.map((t) => t.norm).join(' '),
  };
}

let equivalenceGroups: SynMember[][] | null = null;
/** The variant cache's name for the curated groups (staff groups are named by their normalised words: no control characters). */
const CURATED_KEY = '\u0001curated';

/** The curated equivalences as synonym groups, read once. */
function curatedGroups(): SynMember[][] {
  equivalenceGroups ??= EQUIVALENCES.map((s) =>
    synonymMembers(s)
      .map(memberOf)
      .filter((m) => m.stems.length > 0),
  );
  return equivalenceGroups;
}

/** Variants already generated, by synonym groups and phrase: learning compiles a question many times. */
const variantCache = new Map<string, readonly string[]>();

/**
 * synonymVariants, remembered: the variants depend only on the phrase and the groups (`groupsKey`
 * names them), and generating them was most of what compiling a question cost.
 */
function cachedVariants(phrase: string, groups: SynMember[][], groupsKey: string): readonly string[] {
  return remembered(variantCache, 1_000, `${groupsKey}\u0000${phrase}`, () => synonymVariants(phrase, groups));
}

/**
 * Variants of a phrase where one synonym member is swapped for another, breadth first, at most
 * MAX_VARIANTS. Replacement works on the phrase's word sequence, so "&" and "=" marks survive.
 */
function synonymVariants(phrase: string, groups: SynMember[][]): string[] {
  const { min, gap, body: text } = splitMinimum(phrase);
  const prefix = prefixOf(min, gap);
  return synonymVariantsOfBody(text, groups).map((v) => prefix + v);
}

/** Where each member of some synonym groups may start: its first stem -> [group, member] pairs. */
const memberStarts = new WeakMap<SynMember[][], Map<string, [number, number][]>>();

function membersByFirstStem(groups: SynMember[][]): Map<string, [number, number][]> {
  let index = memberStarts.get(groups);
  if (index) return index;
  index = new Map();
  groups.forEach((group, g) =>
    group.forEach((m, i) => {
      const first = m.stems[0];
      if (first === undefined) return;
      const at = index!.get(first);
      if (at) at.push([g, i]);
      else index!.set(first, [[g, i]]);
    }),
  );
  memberStarts.set(groups, index);
  return index;
}

function synonymVariantsOfBody(text: string, groups: SynMember[][]): string[] {
  const starts = membersByFirstStem(groups);
  // the tokens of each variant still to expand, read once: to tell it from the others and to find its members
  const first = tokenize(text, false);
  const queue: Token[][] = [first];
  const seen = new Set<string>([joinTokens(first)]);
  const out: string[] = [];
  while (queue.length > 0 && out.length < MAX_VARIANTS) {
    const toks = queue.shift()!;
    const stems = toks.map((t) => (t.kind === Kind.Word ? stemOf(t.norm) : t.norm));
    // the members the phrase holds, looked up by the stem they start with, then taken in the order
    // of the groups, their members and the phrase's words, which decides which variants make the cap
    const found: [group: number, member: number, at: number][] = [];
    for (let i = 0; i < stems.length; i++) {
      for (const [g, mi] of starts.get(stems[i]!) ?? []) {
        const m = groups[g]![mi]!;
        if (i + m.stems.length > stems.length) continue;
        let ok = true;
        for (let k = 1; k < m.stems.length && ok; k++) ok = stems[i + k] === m.stems[k];
        if (ok && !(i > 0 && toks[i - 1]?.raw === '=')) found.push([g, mi, i]);
      }
    }
    found.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
    for (const [g, mi, i] of found) {
      const group = groups[g]!;
      const m = group[mi]!;
      const before = joinTokens(toks.slice(0, i));
      const after = joinTokens(toks.slice(i + m.stems.length));
      for (const other of group) {
        if (other === m) continue;
        const v = [before, other.text, after].filter((x) => x !== '').join(' ');
        // made of normalised words, a variant seen before is its own canonical form: no need to read it
        if (seen.has(v)) continue;
        const vToks = tokenize(v, false);
        const key = joinTokens(vToks);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(v);
        queue.push(vToks);
        if (out.length >= MAX_VARIANTS) return out;
      }
    }
  }
  return out;
}

function joinTokens(toks: Token[]): string {
  let s = '';
  for (const t of toks) {
    if (s !== '' && !s.endsWith('=')) s += ' ';
    s += t.kind === Kind.Punct ? t.raw : t.norm;
  }
  return s;
}

/**
 * What a phrase's groups decide, as text: equal for groups with equal fields. (Learning compiles a
 * question hundreds of times; JSON.stringify of every phrase's groups was a fifth of that.)
 */
function groupsKey(groups: readonly CompiledGroup[]): string {
  let key = '';
  for (const g of groups)
    key +=
      g.kind === 'words'
        ? `w${g.terms.join(',')}/${g.gaps.join(',')}/${g.neg};`
        : `q${g.value}/${g.tol}/${g.unit === null ? '' : `u${g.unit}`};`;
  return key;
}

/**
 * Prepare a question for marking: parse every phrase (and its synonym variants) into term ids,
 * build the exact / stem / spelling indexes. Do it once per question and reuse the result.
 *
 * @throws MarkingInputError when the question is not an object with a markingPoints array.
 */
export function compileQuestion(q: QuestionInput): CompiledQuestion {
  if (q === null || typeof q !== 'object' || !Array.isArray(q.markingPoints)) {
    throw new MarkingInputError('question must be an object with a markingPoints array');
  }
  const prompt = promptStems(q.prompt);
  const b: Builder = {
    terms: [],
    termIds: new Map(),
    hasQuantities: false,
    prompt,
    promptKey: [...prompt].join(' '),
    conceptShare: conceptShareOf(q.conceptShare),
  };
  const synGroups: SynMember[][] = [];
  for (const s of Array.isArray(q.synonyms) ? q.synonyms : []) {
    if (typeof s !== 'string') continue;
    const members = synonymMembers(s)
      .map(memberOf)
      .filter((m) => m.stems.length > 0);
    if (members.length > 1) synGroups.push(members);
  }
  // names the groups for the variant cache (the curated groups have a key of their own)
  const synKey = synGroups.map((g) => g.map((m) => m.text).join(';')).join('|');
  let numeric: NumericSpec | null = null;
  const st = q.structure;
  if (st && typeof st === 'object' && st.type === 'numeric' && isFiniteNumber(st.value)) {
    const unit = typeof st.unit === 'string' && st.unit.trim() !== '' ? readUnit(tokenize(st.unit, false), 0) : null;
    numeric = {
      value: st.value,
      tolerance: isFiniteNumber(st.tolerance) && st.tolerance > 0 ? st.tolerance : 0,
      unit: unit && unit.used > 0 ? unit.key : null,
    };
  }
  const points: CompiledPoint[] = [];
  const pointStems = new Map<string, Set<string>>();
  const subjects = contrastedSubjects(q.prompt);
  q.markingPoints.forEach((p, index) => {
    const id = p && typeof p.id === 'string' && p.id !== '' ? p.id : `point-${index + 1}`;
    const marks = p && isFiniteNumber(p.marks) && p.marks > 0 ? p.marks : 0;
    const phrases = strings(p?.phrases);
    const machine = strings(p?.machinePhrases);
    const pointText = typeof p?.text === 'string' ? p.text : '';
    const bound = new Map<string, number>();
    const compiled: CompiledPhrase[] = [];
    // a phrase compiling to the same groups as an earlier one of the point can never decide anything
    // the earlier one did not (synonym variants of learnt phrases often coincide): keep the first
    const seen = new Set<string>();
    // a variant is read the way its phrase is: as concepts only when the phrase itself is
    const readings = new Map<string, boolean>();
    const add = (text: string, source: PhraseSource, from?: string): void => {
      // machine phrases are learnt word windows: read as written, never as concepts
      const asConcepts = source !== 'machine' && (from === undefined || readings.get(from) === true);
      const c = compilePhrase(b, text, source, numeric, asConcepts);
      if (!c) return;
      if (subjects.length > 0) {
        // variants are bound as their phrase is
        const own = from ?? text;
        let subject = bound.get(own);
        if (subject === undefined) bound.set(own, (subject = subjectOfTexts([own, pointText], subjects)));
        c.subject = subject;
      }
      if (from === undefined) readings.set(text, c.concepts);
      const key = `${c.min}|${groupsKey(c.groups)}`;
      if (seen.has(key)) return;
      seen.add(key);
      compiled.push(c);
    };
    if (numeric !== null && phrases.length === 0 && machine.length === 0) {
      b.hasQuantities = true;
      const unitText =
        st && st.type === 'numeric' && typeof st.unit === 'string' && st.unit.trim() !== '' ? ` ${st.unit.trim()}` : '';
      compiled.push({
        text: `${numeric.value}${unitText}`,
        source: 'phrase',
        groups: [{ kind: 'quantity', value: numeric.value, tol: numeric.tolerance, unit: numeric.unit }],
        labels: [`${numeric.value}${unitText}`],
        concepts: false,
        optional: [],
        min: 1,
        required: null,
        subject: -1,
      });
    }
    const curated = curatedGroups();
    for (const ph of phrases) add(ph, 'phrase');
    if (synGroups.length > 0)
      for (const ph of phrases) for (const v of cachedVariants(ph, synGroups, synKey)) add(v, 'synonym', ph);
    for (const ph of phrases) for (const v of cachedVariants(ph, curated, CURATED_KEY)) add(v, 'equivalence', ph);
    for (const ph of machine) add(ph, 'machine');
    if (synGroups.length > 0)
      for (const ph of machine) for (const v of cachedVariants(ph, synGroups, synKey)) add(v, 'machine', ph);
    for (const ph of machine) for (const v of cachedVariants(ph, curated, CURATED_KEY)) add(v, 'machine', ph);
    const stems = new Set<string>();
    for (const c of compiled) {
      if (c.source === 'machine') continue;
      for (const g of c.groups) if (g.kind === 'words') for (const t of g.terms) stems.add(b.terms[t]!.stem);
    }
    pointStems.set(id, stems);
    points.push({ id, marks, phrases: compiled, model: wordModelOf(p?.wordModel) });
  });

  const exactIndex = new Map<string, number[]>();
  const stemIndex = new Map<string, number[]>();
  const familyIndex = new Map<string, number[]>();
  const fuzzyByFirst = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, v: number): void => {
    const l = m.get(k);
    if (l) l.push(v);
    else m.set(k, [v]);
  };
  const meaningIndex = new Map<string, number[]>();
  const meaningSimilarity = new Map<string, number>();
  const needed = meaningSimilarityOf(q.meaningSimilarity);
  b.terms.forEach((t, i) => {
    push(exactIndex, t.key, i);
    if (!t.exactOnly && t.kind === Kind.Word && !t.neg && !STOPWORDS.has(t.key) && needed <= 1)
      for (const [stem, sim] of meaningNeighbours(t.stem))
        if (sim >= needed) {
          push(meaningIndex, stem, i);
          meaningSimilarity.set(`${stem} ${t.stem}`, sim);
        }
    if (!t.exactOnly && t.kind === Kind.Word) push(stemIndex, t.stem, i);
    if (!t.exactOnly && t.kind === Kind.Word && !STOPWORDS.has(t.key)) push(familyIndex, t.family, i);
    if (!t.exactOnly && t.neg) push(familyIndex, NEGATION_FAMILY, i);
    if (t.fuzz > 0) push(fuzzyByFirst, t.key[0]!, i);
  });
  const levels = Array.isArray(q.levels)
    ? q.levels
        .filter((l) => l && isFiniteNumber(l.level) && isFiniteNumber(l.minPoints))
        .sort((a, b2) => a.minPoints - b2.minPoints || a.level - b2.level)
    : [];
  return {
    compiled: true,
    maxMarks: isFiniteNumber(q.maxMarks) && q.maxMarks > 0 ? q.maxMarks : 0,
    points,
    levelled: q.levelled === true,
    levels,
    terms: b.terms,
    exactIndex,
    stemIndex,
    familyIndex,
    meaningIndex,
    meaningSimilarity,
    fuzzyByFirst,
    hasQuantities: b.hasQuantities,
    subjects,
    pointStems,
    hitCache: new Map(),
    scratch: { pos: b.terms.map(() => []), how: b.terms.map(() => []), touched: [] },
  };
}

/** A stored word model, checked: finite numbers only (anything else: no model). */
function wordModelOf(m: unknown): WordModel | null {
  if (!m || typeof m !== 'object') return null;
  const { bias, phrases, words, agreement } = m as Partial<WordModel>;
  if (!isFiniteNumber(bias) || !isFiniteNumber(phrases) || !words || typeof words !== 'object') return null;
  const clean: Record<string, number> = {};
  for (const [k, w] of Object.entries(words)) if (isFiniteNumber(w)) clean[k] = w;
  const model: WordModel = { bias, phrases: Math.max(0, phrases), words: clean };
  if (isFiniteNumber(agreement) && agreement >= 0 && agreement <= 1) model.agreement = agreement;
  return model;
}

function strings(x: unknown): string[] {
  return Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}
