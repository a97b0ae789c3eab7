/**
 * Bench adapter: turns a data set's reference answers into marking points in the engine's phrase
 * notation, and learns machine phrases from training answers with the engine's own helper. The
 * decision on every test answer is the engine's markAnswer result (marks), nothing else.
 */
import { NEGATIONS, STOPWORDS, stemOf } from '@markwell/domain/marking/lexicon';
import { Kind, tokenize } from '@markwell/domain/marking/tokenize';
import {
  compileQuestion,
  markAnswer,
  proposeMachinePhrases,
  type CompiledQuestion,
  type QuestionInput,
} from '@markwell/domain/marking/index';

export interface Params {
  /** Share of a reference's key words an answer must contain (any order). */
  frac: number;
  /** Leave out words already in the question text (students copy them). */
  dropQuestionWords: boolean;
  /** Learning: proposals per missed training answer, their length, any-order or not. */
  perPoint: number;
  maxWords: number;
  anyOrder: boolean;
  /** Learning: keep a machine phrase when its precision on the training answers is at least this. */
  minPrecision: number;
  /** Learning: drop a reference phrase whose training precision is below this (0 = keep all). */
  refPrecision: number;
  /**
   * Write a reference as one partial phrase "k of: a & b & …" (the engine's k-of-n notation) instead
   * of its k-subsets; no cap on the number of groups, so long references are not made stricter.
   */
  kOfN?: boolean;
  /** SAF: each of the n points is worth scale / n (the total is still capped at 1). */
  scale?: number;
  /** Learning: also offer each correct training answer's key groups as a "k of:" machine phrase. */
  answerPhrases?: boolean;
  /** Share of an answer's key groups those machine phrases need (default frac). */
  answerFrac?: number;
  /** Learning: add synonyms learnt from training answers (learnSynonyms). */
  learnSynonyms?: boolean;
}

const MAX_SUBSETS = 40;

/** Key word groups of a text: content words, a negation glued to the word after it, a number to the word before. */
export function keyGroups(text: string, questionStems: ReadonlySet<string>, dropQuestionWords: boolean): string[] {
  const groups: { text: string; stem: string }[] = [];
  let neg = '';
  for (const t of tokenize(text, true)) {
    if (t.kind === Kind.Punct) continue;
    if (NEGATIONS.has(t.norm)) {
      neg = `${t.norm} `;
      continue;
    }
    if (STOPWORDS.has(t.norm)) continue;
    if (t.kind === Kind.Number && groups.length > 0 && neg === '') {
      const last = groups[groups.length - 1]!;
      last.text += ` ${t.norm}`;
      continue;
    }
    const stem = t.kind === Kind.Word ? stemOf(t.norm) : t.norm;
    if (groups.some((g) => g.text === neg + t.norm)) continue;
    groups.push({ text: neg + t.norm, stem: neg === '' ? stem : `!${stem}` });
    neg = '';
  }
  if (!dropQuestionWords) return groups.map((g) => g.text);
  const kept = groups.filter((g) => !questionStems.has(g.stem));
  return (kept.length > 0 ? kept : groups).map((g) => g.text);
}

export function questionStems(text: string): Set<string> {
  const s = new Set<string>();
  for (const t of tokenize(text, true))
    if (t.kind !== Kind.Punct && !STOPWORDS.has(t.norm)) s.add(t.kind === Kind.Word ? stemOf(t.norm) : t.norm);
  return s;
}

/** All k-subsets of the groups, as "a & b & c" phrases; k grows until there are at most MAX_SUBSETS. */
export function subsetPhrases(groups: string[], frac: number): string[] {
  const n = groups.length;
  if (n === 0) return [];
  let k = Math.min(n, Math.max(1, Math.ceil(frac * n - 1e-9)));
  while (k < n && choose(n, k) > MAX_SUBSETS) k += 1;
  const out: string[] = [];
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    out.push(idx.map((i) => groups[i]!).join(' & '));
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i -= 1;
    if (i < 0) break;
    idx[i]! += 1;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
  return out;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** One marking point per text (reference answer or reference sentence), phrases = key-word subsets. */
export function referencePhrases(text: string, qStems: ReadonlySet<string>, p: Params): string[] {
  const groups = keyGroups(text, qStems, p.dropQuestionWords);
  return p.kOfN === true ? partialPhrases(groups, p.frac) : subsetPhrases(groups, p.frac);
}

/** One "k of: a & b & c" phrase needing a share frac of the groups (a plain "&" phrase when k = n). */
export function partialPhrases(groups: string[], frac: number): string[] {
  const n = groups.length;
  if (n === 0) return [];
  const k = Math.min(n, Math.max(1, Math.ceil(frac * n - 1e-9)));
  return [k === n ? groups.join(' & ') : `${k} of: ${groups.join(' & ')}`];
}

const NO_STEMS: ReadonlySet<string> = new Set();

export interface TrainingAnswer {
  text: string;
  /** Point ids the teacher awarded on this answer. */
  awarded: string[];
}

/**
 * Learn machine phrases: propose phrases for points the teacher awarded and the engine missed,
 * then keep those (and the reference phrases) whose precision on the training answers is high enough.
 * One "probe" question with each candidate as its own point scores every candidate in one pass.
 */
export function learn(base: QuestionInput, training: TrainingAnswer[], p: Params): QuestionInput {
  const cq0 = compileQuestion(base);
  const candidates = new Map<string, Set<string>>();
  for (const pt of base.markingPoints) candidates.set(pt.id, new Set());
  for (const a of training) {
    if (a.awarded.length === 0) continue;
    for (const prop of proposeMachinePhrases(cq0, a.text, a.awarded, {
      perPoint: p.perPoint,
      maxWords: p.maxWords,
      anyOrder: p.anyOrder,
    })) {
      candidates.get(prop.pointId)?.add(prop.phrase);
    }
    if (p.answerPhrases === true) {
      const groups = keyGroups(a.text, NO_STEMS, false);
      if (groups.length >= 2 && groups.length <= 12)
        for (const id of a.awarded)
          for (const ph of partialPhrases(groups, p.answerFrac ?? p.frac)) candidates.get(id)?.add(ph);
    }
  }
  const probePoints: { id: string; owner: string; phrase: string; machine: boolean }[] = [];
  for (const pt of base.markingPoints) {
    if (p.refPrecision > 0)
      for (const ph of pt.phrases)
        probePoints.push({ id: `r${probePoints.length}`, owner: pt.id, phrase: ph, machine: false });
    for (const ph of candidates.get(pt.id) ?? [])
      probePoints.push({ id: `m${probePoints.length}`, owner: pt.id, phrase: ph, machine: true });
  }
  if (probePoints.length === 0) return base;
  const probe = compileQuestion({
    maxMarks: probePoints.length,
    markingPoints: probePoints.map((x) => ({ id: x.id, marks: 1, phrases: [x.phrase], machinePhrases: [] })),
    synonyms: base.synonyms,
    structure: base.structure,
  });
  const tp = new Array<number>(probePoints.length).fill(0);
  const fp = new Array<number>(probePoints.length).fill(0);
  for (const a of training) {
    const r = markAnswer(probe, a.text);
    r.points.forEach((pr, i) => {
      if (!pr.awarded) return;
      if (a.awarded.includes(probePoints[i]!.owner)) tp[i]! += 1;
      else fp[i]! += 1;
    });
  }
  const keep = (i: number, min: number): boolean => tp[i]! + fp[i]! === 0 || tp[i]! / (tp[i]! + fp[i]!) >= min;
  return {
    ...base,
    markingPoints: base.markingPoints.map((pt) => {
      const phrases =
        p.refPrecision > 0
          ? probePoints
              .filter((x, i) => x.owner === pt.id && !x.machine && keep(i, p.refPrecision))
              .map((x) => x.phrase)
          : pt.phrases;
      const machinePhrases = probePoints
        .filter((x, i) => x.owner === pt.id && x.machine && tp[i]! > minTp(x.phrase) - 1 && keep(i, p.minPrecision))
        .map((x) => x.phrase);
      return { ...pt, phrases, machinePhrases };
    }),
  };
}

/** Single-word key groups (no glued negation or number), with their stems. */
function plainGroups(text: string): { words: string[]; stems: Set<string> } {
  const words = keyGroups(text, NO_STEMS, false).filter((g) => !g.includes(' '));
  return { words, stems: new Set(words.map(stemOf)) };
}

/** A learnt synonym needs this many training answers it newly credits, and this precision on them. */
const SYN_MIN_GAIN = 2;
const SYN_MIN_PRECISION = 0.9;

/**
 * Learn synonyms from training answers: when a credited answer says what a reference answer says
 * except for one reference word, replaced by one or two words found in no reference answer and not in
 * the question ("path" / "pathway", "separated" / "seperated", "different" / "separate"), the pair
 * becomes a synonym string ("path; pathway"). A pair is kept only when, added to the question,
 * it newly credits at least SYN_MIN_GAIN training answers with precision SYN_MIN_PRECISION. The
 * engine then reports such matches as `synonym`, with the span that matched.
 */
export function learnSynonyms(
  base: QuestionInput,
  questionText: string,
  references: string[],
  training: TrainingAnswer[],
): QuestionInput {
  const refs = references.map(plainGroups).filter((r) => r.words.length >= 2);
  const inRefs = new Set(refs.flatMap((r) => [...r.stems]));
  const inQuestion = questionStems(questionText);
  const candidates = new Set<string>();
  for (const a of training) {
    if (a.awarded.length === 0) continue;
    const ans = plainGroups(a.text);
    const extra = ans.words.filter((w) => {
      const st = stemOf(w);
      return !inRefs.has(st) && !inQuestion.has(st);
    });
    if (extra.length === 0 || extra.length > 2) continue;
    for (const r of refs) {
      const missing = r.words.filter((w) => !ans.stems.has(stemOf(w)));
      if (missing.length === 1) candidates.add(`${missing[0]}; ${extra.join(' ')}`);
    }
  }
  if (candidates.size === 0) return base;
  const credited = (cq: CompiledQuestion, a: TrainingAnswer): boolean => markAnswer(cq, a.text).marks > 0;
  const cq0 = compileQuestion(base);
  const before = training.map((a) => credited(cq0, a));
  const learnt: string[] = [];
  for (const syn of candidates) {
    const cq = compileQuestion({ ...base, synonyms: [...base.synonyms, syn] });
    let good = 0;
    let bad = 0;
    training.forEach((a, i) => {
      if (before[i] || !credited(cq, a)) return;
      if (a.awarded.length > 0) good += 1;
      else bad += 1;
    });
    if (good >= SYN_MIN_GAIN && good / (good + bad) >= SYN_MIN_PRECISION) learnt.push(syn);
  }
  return learnt.length === 0 ? base : { ...base, synonyms: [...base.synonyms, ...learnt] };
}

/** A machine phrase taken whole from one training answer matches that answer: it must also match another. */
const minTp = (phrase: string): number => (/^\d+ of:/.test(phrase) ? 2 : 1);

export type { CompiledQuestion };
