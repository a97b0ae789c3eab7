// Compiling a question for marking: every phrase and its variants read into term ids, and the indexes.
import { remembered } from './bounded-cache';
import { splitMinimum } from './compile-notation';
import { cachedVariants, curatedGroups, CURATED_KEY, memberOf, type SynMember } from './compile-synonyms';
import type {
  CompiledGroup,
  CompiledPhrase,
  CompiledPoint,
  CompiledQuestion,
  PhraseSource,
  Term,
} from './compile-types';
import { synonymMembers } from '../text/clean-synonyms';
import { conceptShareOf, promptStems, readAsConcepts, type ConceptReading } from './concepts';
import { familyOf } from './word-forms';
import { meaningNeighbours, meaningSimilarityOf } from './meaning';
import { NEGATIONS, STOPWORDS, spellingAllowance, stemOf } from './lexicon';
import { readQuantities } from './quantity';
import { contrastedSubjects, subjectOfTexts } from './subjects';
import { Kind, tokenize, type Token } from './tokenize';
import { MarkingInputError, type QuestionInput } from './types';
import { readUnit, type UnitKey } from './units';
import type { WordModel } from './word-model';

export type {
  CompiledGroup,
  CompiledPhrase,
  CompiledPoint,
  CompiledQuestion,
  PhraseSource,
  Term,
} from './compile-types';
export { MAX_GAP_SETTING, splitMinimum } from './compile-notation';

/**
 * The word-form family every negation cue of a phrase is in: "no children" is said "not … any
 * children" or "without children" as often, and the negation guard counts every cue alike.
 */
export const NEGATION_FAMILY = '\u0000negation';

/** Extra words allowed between two consecutive words of a phrase ("is connected" ~ "is directly connected"). */
export const MAX_GAP = 2;

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
