import { compileQuestion, type CompiledQuestion } from './compile';
import { describePhrase } from './concepts';
import { NEGATIONS, STOPWORDS, stemOf } from './lexicon';
import { markAnswer, phraseVerdicts, type PhraseVerdict } from './mark';
import { proposeMachinePhrases } from './learn';
import { answerTokens, Kind, tokenize, withAnswersRead } from './tokenize';
import type { QuestionInput } from './types';
import { answerKeys, fitWordModel, MODEL_ANSWER_PRIOR, NEGATION_KEY, wordScore, type WordModel } from './word-model';

/** A teacher-marked answer of the question: `awarded` holds the point ids, when known. */
export interface MarkedAnswer {
  answer: string;
  marks: number;
  awarded?: readonly string[];
}

export interface LearningOptions {
  /** The question's own text: phrases made only of its words are never proposed. */
  questionText?: string;
  /** A proposal is kept when its precision on held-out marked answers is at least this (default 0.8). */
  minPrecision?: number;
  /** Held-out answers it must newly credit correctly to be kept (default 1; 0 keeps untested ones). */
  minSupport?: number;
  /** Window proposals: longest, in content words (default 5), and how many per missed point (default 1). */
  maxWords?: number;
  perPoint?: number;
  /** Also offer each credited answer's key words as a partial phrase "k of: a & b & …" (default true). */
  answerPhrases?: boolean;
  /** Shares of an answer's key words such partial phrases need; each is vetted (default 0.5 and 0.75). */
  answerShares?: readonly number[];
  /**
   * Also offer each of a point's own phrases as partial phrases of its key words (with and without
   * the question's words), so a model answer written as a sentence credits paraphrases the marked
   * answers show to be right (default true).
   */
  phraseParts?: boolean;
  /**
   * Propose machine phrases from the answers the engine missed (default true). Off, with
   * answerPhrases, phraseParts, synonyms and fitReadings off too, learning only fits word models
   * over the question's phrases as they stand (WORD_MODEL_LEARNING).
   */
  machinePhrases?: boolean;
  /** Learn synonyms: a word of a point's phrase that credited answers say with another word (default true). */
  synonyms?: boolean;
  /**
   * Fit how much of each model answer read as concepts a point needs to the marked answers: the
   * model answer is proposed as its precise phrase "k of: …", k from the engine's share up to all
   * its concepts, the one that agrees best with the teachers (default true; lower shares than the
   * engine's did not help on the benchmark's training answers: machine phrases make up recall).
   */
  fitReadings?: boolean;
  /**
   * Keep a proposal only when it newly credits some answer the better-evidenced proposals before it
   * do not (default false: on the benchmark's training answers it helped Beetle and hurt SciEntsBank more).
   */
  pruneRedundant?: boolean;
  /**
   * Fit each point's word model to the marked answers (default true; needs at least 10 usable
   * answers of both kinds): how much each word of an answer weighs for or against the point, with
   * the phrases' verdict (after the readings, machine phrases and synonyms learnt) as one input.
   */
  wordModel?: boolean;
  /**
   * Word models also learn from answers given part of the marks without saying which points (a
   * question of several points): the points taken as earned are those whose phrases the answer
   * holds most of, until their marks make up the answer's (default true).
   */
  partialMarks?: boolean;
  /**
   * Keep a point's word model only when, cross-validated on the marked answers, it agrees with the
   * teachers on at least as many of them as the point's phrases alone do (default false).
   */
  wordModelGate?: boolean;
}

/**
 * How a point's word model fared on the marked answers it was fitted on: 5-fold cross-validated
 * agreement with the teachers' decisions (a fold whose training answers cannot fit a model is
 * marked by the phrases, as marking then would), beside the phrases' own agreement.
 */
export interface WordModelFit {
  pointId: string;
  /** Usable marked answers the model was fitted on (the point's model answers not counted). */
  answers: number;
  /** Share of them on which the cross-validated model agrees with the teacher, in [0, 1]. */
  agreement: number;
  /** Share on which the point's phrases alone agree with the teacher, in [0, 1]. */
  phrasesAgreement: number;
  /** Whether the question learnt keeps the model (always, unless wordModelGate turned it down). */
  kept: boolean;
}

/** What a proposal would do to the marked answers it was not learnt from. */
export interface LearningEvidence {
  /** Held-out answers the teacher awarded the point, missed today, that it would credit. */
  newlyCorrect: number;
  /** Held-out answers the teacher did not award the point, not credited today, that it would credit. */
  newlyWrong: number;
  /** Precision over every held-out answer it credits (1 when it credits none). */
  precision: number;
  /** Marked answers it was judged on (every usable answer it was not learnt from alone). */
  heldOut: number;
}

export interface LearnedProposal {
  /** 'reading': a model answer of the point rewritten as the precise phrase the marked answers fit. */
  kind: 'machine-phrase' | 'synonym' | 'reading';
  /** The point the phrase is for; null for a synonym (it serves the whole question). */
  pointId: string | null;
  /** A machine phrase or precise phrase in the phrase notation, or a synonym string "word; other words". */
  text: string;
  /** For a reading: the point's phrase (a model answer) it replaces. */
  replaces?: string;
  evidence: LearningEvidence;
  /** Indexes (into the examples) of the answers it was learnt from. */
  sources: number[];
}

export interface LearningResult {
  /** Vetted proposals, best evidence first. */
  proposals: LearnedProposal[];
  /** Candidates the held-out answers turned down, with their evidence (for a reviewer's curiosity). */
  rejected: LearnedProposal[];
  /** The question with the vetted synonyms and machine phrases added (what marking then uses). */
  question: QuestionInput;
  /** Per point a word model was fitted for: its cross-validated agreement (empty without word models). */
  wordModels: WordModelFit[];
}

const DEFAULTS = {
  minPrecision: 0.8,
  minSupport: 1,
  maxWords: 5,
  perPoint: 1,
  answerPhrases: true,
  answerShares: [0.5, 0.75] as readonly number[],
  phraseParts: true,
  synonyms: true,
  pruneRedundant: false,
  fitReadings: true,
  machinePhrases: true,
  wordModel: true,
  partialMarks: true,
  wordModelGate: false,
};

/**
 * The options that fit word models only, over the question's phrases as they stand: what the
 * server stores for a question version (its phrases are the ones staff vetted), and the second
 * step of learnQuestion. A model is kept only when it agrees with the teachers, cross-validated,
 * at least as often as the phrases alone.
 */
export const WORD_MODEL_LEARNING: Readonly<LearningOptions> = Object.freeze({
  fitReadings: false,
  machinePhrases: false,
  answerPhrases: false,
  phraseParts: false,
  synonyms: false,
  wordModel: true,
  partialMarks: true,
  wordModelGate: true,
});
/** A proposal needs at least this many content words that are not words of the question. */
const MIN_NEW_WORDS = 1;
/** And at least this many content words in all ("market" alone credits "the stock market"). */
const MIN_CONTENT_WORDS = 2;
/** Partial phrases are taken from answers with this many key words at most (longer ones ramble). */
const MAX_ANSWER_GROUPS = 12;

interface Candidate {
  kind: LearnedProposal['kind'];
  pointId: string | null;
  text: string;
  sources: Set<number>;
}

/**
 * Learn from teacher-marked answers of one question. Candidates come from the answers the teacher
 * credited and the engine missed: the answer's window closest to the point (proposeMachinePhrases),
 * the answer's key words as a partial phrase, and one-word synonyms of a point's phrase words. Each is
 * judged by leave-one-out on the marked answers: an answer counts as evidence for a candidate only
 * if the candidate would still be learnt without it. Kept: precision ≥ minPrecision and at least
 * minSupport held-out answers newly credited correctly. Too-short candidates and candidates made only
 * of question words are never proposed.
 */
export function learnFromMarkedAnswers(
  original: QuestionInput,
  examples: readonly MarkedAnswer[],
  options: LearningOptions = {},
): LearningResult {
  // every answer is marked many times below: read once
  return withAnswersRead(
    examples.map((e) => e.answer),
    () => learnFrom(original, examples, options),
  );
}

function learnFrom(
  original: QuestionInput,
  examples: readonly MarkedAnswer[],
  options: LearningOptions,
): LearningResult {
  const o = { ...DEFAULTS, ...stripUndefined(options) };
  const qStems = questionStems(options.questionText ?? '');
  const texts = examples.map((e) => (typeof e.answer === 'string' ? e.answer : ''));
  const compiled = compileQuestion(original);
  const awarded = examples.map((e) => awardedOf(e, compiled));
  // first how strictly the model answers are read, so the phrases learnt next make up what it loses
  const readings = o.fitReadings ? fitReadings(original, texts, awarded) : [];
  const question = applyLearning(original, readings);
  const cq0 = compileQuestion(question);
  const before = texts.map((t) => new Set(markAnswer(cq0, t).points.flatMap((p) => (p.awarded ? [p.id] : []))));

  const candidates = new Map<string, Candidate>();
  const add = (kind: Candidate['kind'], pointId: string | null, text: string, source: number | null): void => {
    const key = `${kind}\u0000${pointId ?? ''}\u0000${text}`;
    let c = candidates.get(key);
    if (!c) candidates.set(key, (c = { kind, pointId, text, sources: new Set() }));
    if (source !== null) c.sources.add(source);
  };
  texts.forEach((text, i) => {
    const got = awarded[i];
    if (!got || got.size === 0) return;
    const missed = [...got].filter((id) => !before[i]!.has(id));
    if (missed.length === 0) return;
    if (o.machinePhrases)
      for (const p of proposeMachinePhrases(cq0, text, missed, { maxWords: o.maxWords, perPoint: o.perPoint }))
        if (worthProposing(p.phrase, qStems)) add('machine-phrase', p.pointId, p.phrase, i);
    if (o.answerPhrases) {
      const groups = keyGroups(text);
      // with and without the question's words: students copy those, so they prove little
      for (const gs of [groups, withoutQuestionWords(groups, qStems)])
        if (gs.length >= MIN_CONTENT_WORDS && gs.length <= MAX_ANSWER_GROUPS)
          for (const share of o.answerShares) {
            const phrase = partialPhrase(gs, share);
            if (worthProposing(phrase, qStems)) for (const id of missed) add('machine-phrase', id, phrase, i);
          }
    }
  });
  if (o.phraseParts)
    // the model answers as written: a precise reading is in the notation already
    for (const pt of original.markingPoints)
      for (const phrase of phraseParts(pt.phrases, qStems, o.answerShares))
        if (worthProposing(phrase, qStems)) add('machine-phrase', pt.id, phrase, null);
  if (o.synonyms)
    for (const c of synonymCandidates(question, texts, awarded, before, qStems)) add('synonym', null, c.text, c.source);

  const all = [...candidates.values()];
  const judged = all.length === 0 ? [] : judge(question, all, texts, awarded, before);
  const kept: Judged[] = [];
  const rejected: LearnedProposal[] = [];
  for (const j of judged) {
    const e = j.proposal.evidence;
    if (e.precision >= o.minPrecision && e.newlyCorrect >= o.minSupport) kept.push(j);
    else rejected.push(j.proposal);
  }
  const byEvidence = (a: LearnedProposal, b: LearnedProposal): number =>
    b.evidence.newlyCorrect - a.evidence.newlyCorrect ||
    a.evidence.newlyWrong - b.evidence.newlyWrong ||
    // on equal evidence the plainer reads better to a reviewer: a word sequence, then the shorter
    Number(a.text.includes('&')) - Number(b.text.includes('&')) ||
    a.text.length - b.text.length ||
    a.text.localeCompare(b.text);
  kept.sort((a, b) => byEvidence(a.proposal, b.proposal));
  const proposals: LearnedProposal[] = [];
  const covered = new Set<string>();
  for (const j of kept) {
    const adds = j.gains.size === 0 || [...j.gains].some((g) => !covered.has(g));
    if (!o.pruneRedundant || o.minSupport === 0 || adds) {
      proposals.push(j.proposal);
      for (const g of j.gains) covered.add(g);
    } else rejected.push(j.proposal);
  }
  rejected.sort(byEvidence);
  const learnt = applyLearning(question, proposals);
  const words = o.wordModel
    ? withWordModels(
        learnt,
        original,
        options.questionText,
        o.partialMarks ? examples : null,
        texts,
        awarded,
        o.wordModelGate,
      )
    : { question: learnt, fits: [] };
  return { proposals: [...readings, ...proposals], rejected, question: words.question, wordModels: words.fits };
}

/**
 * All that learning does with a question's marked answers when nobody vets what it proposes: what
 * the `mark` CLI and the marking benchmark run. Two fits on the question as the author wrote it:
 * machine phrases, synonyms and readings (on the server, proposals staff vet), and word models as the
 * server fits and stores them (WORD_MODEL_LEARNING: over the author's phrases, kept only where they
 * agree with the teachers, cross-validated, at least as often as the phrases alone). A point with a
 * kept word model is marked as the server marks it, by its phrases and the model; a point without
 * one (too few marked answers, or the model turned down) takes the phrases learnt for it. Learnt
 * synonyms serve every point, so they are taken only when no point has a model (they would change
 * the phrase verdicts a model was fitted on). On the benchmark's training answers this beat both
 * taking every proposal and taking none (bench/marking/README.md). `proposals` lists what was
 * applied; `wordModel: false` stops after the first fit and applies all it proposes.
 */
export function learnQuestion(
  question: QuestionInput,
  examples: readonly MarkedAnswer[],
  options: LearningOptions = {},
): LearningResult {
  const phrases = learnFromMarkedAnswers(question, examples, { ...options, wordModel: false });
  if (options.wordModel === false) return phrases;
  const words = learnFromMarkedAnswers(question, examples, {
    ...WORD_MODEL_LEARNING,
    questionText: options.questionText,
  });
  const modelled = new Map(words.question.markingPoints.filter((p) => p.wordModel).map((p) => [p.id, p]));
  if (modelled.size === 0) return { ...phrases, wordModels: words.wordModels };
  const applied = (p: LearnedProposal): boolean => p.pointId !== null && !modelled.has(p.pointId);
  const proposals = phrases.proposals.filter(applied);
  const learnt = applyLearning(question, proposals);
  return {
    proposals,
    rejected: phrases.rejected,
    question: { ...learnt, markingPoints: learnt.markingPoints.map((p) => modelled.get(p.id) ?? p) },
    wordModels: words.wordModels,
  };
}

/**
 * The question with the proposals' machine phrases and synonyms added (no duplicates) and its model
 * answers replaced by the precise readings proposed for them.
 */
export function applyLearning(question: QuestionInput, proposals: readonly LearnedProposal[]): QuestionInput {
  if (proposals.length === 0) return question;
  const synonyms = [...question.synonyms];
  for (const p of proposals) if (p.kind === 'synonym' && !synonyms.includes(p.text)) synonyms.push(p.text);
  return {
    ...question,
    synonyms,
    markingPoints: question.markingPoints.map((pt) => {
      const phrases = pt.phrases.map(
        (ph) => proposals.find((p) => p.kind === 'reading' && p.pointId === pt.id && p.replaces === ph)?.text ?? ph,
      );
      const machinePhrases = [...pt.machinePhrases];
      for (const p of proposals)
        if (p.kind === 'machine-phrase' && p.pointId === pt.id && !machinePhrases.includes(p.text))
          machinePhrases.push(p.text);
      return { ...pt, phrases, machinePhrases };
    }),
  };
}

/**
 * The question with each point's word model fitted to the marked answers: the answer's keys and
 * whether the point's phrases award it (in the question as learnt), against the teacher's decision.
 * A point whose answers are too few or all of one kind gets none.
 */
function withWordModels(
  question: QuestionInput,
  original: QuestionInput,
  questionText: string | undefined,
  examples: readonly MarkedAnswer[] | null,
  texts: string[],
  awarded: (Set<string> | null)[],
  gate: boolean,
): { question: QuestionInput; fits: WordModelFit[] } {
  // a point's own model answers (as the teacher wrote them) are answers that earn it: its first
  // examples, and their words (not the question's) start, and are drawn back, towards weighing for it
  const asked = new Set(answerKeys(tokenize(questionText ?? original.prompt ?? '', true)).map((k) => k.key));
  const models = original.markingPoints.map((pt) =>
    (Array.isArray(pt.phrases) ? pt.phrases : []).flatMap((ph) =>
      typeof ph === 'string' ? [ph.replace(/^\s*(gap\s+\d+\s*:\s*)?(\d+\s+of\s*:)?/i, ' ').replace(/[&=]/g, ' ')] : [],
    ),
  );
  const priors = models.map((bodies) => {
    const prior = new Map<string, number>();
    for (const body of bodies)
      for (const k of answerKeys(tokenize(body, true)))
        if (k.key !== NEGATION_KEY && !asked.has(k.key)) prior.set(k.key, MODEL_ANSWER_PRIOR);
    return prior;
  });
  // the phrases' verdict alone: any model the question came with is refitted
  const plain = {
    ...question,
    markingPoints: question.markingPoints.map(({ wordModel: _old, ...pt }) => pt),
  };
  const cq = compileQuestion(plain);
  const rows = texts.flatMap((t, i) => {
    const verdicts = phraseVerdicts(cq, t);
    const got = awarded[i] ?? (examples ? likelyAwarded(examples[i]!, cq, verdicts) : null);
    if (!got) return [];
    return [{ keys: answerKeys(answerTokens(t)).map((k) => k.key), byPhrases: verdicts.map((v) => v.awarded), got }];
  });
  const fits: WordModelFit[] = [];
  const question2 = {
    ...plain,
    markingPoints: plain.markingPoints.map((pt, j) => {
      const own = models[j]!.map((body) => ({
        keys: answerKeys(tokenize(body, true)).map((k) => k.key),
        phrasesAward: phraseVerdicts(cq, body)[j]!.awarded,
        awarded: true,
      }));
      const marked: WordModelRow[] = rows.map((r) => ({
        keys: r.keys,
        phrasesAward: r.byPhrases[j]!,
        awarded: r.got.has(cq.points[j]!.id),
      }));
      const fit = (train: WordModelRow[]): WordModel | null => fitWordModel(train, { prior: priors[j], before: own });
      const wordModel = fit(marked);
      if (!wordModel) return pt;
      const agreement = crossValidated(marked, fit);
      const phrasesAgreement = share(marked.filter((m) => m.phrasesAward === m.awarded).length, marked.length);
      const kept = !gate || agreement >= phrasesAgreement;
      fits.push({ pointId: pt.id, answers: marked.length, agreement, phrasesAgreement, kept });
      return kept ? { ...pt, wordModel: { ...wordModel, agreement } } : pt;
    }),
  };
  return { question: question2, fits };
}

/** Folds of the cross-validation a word model is judged by. */
const WORD_MODEL_FOLDS = 5;
const share = (n: number, of: number): number => (of === 0 ? 0 : Math.round((n / of) * 1000) / 1000);

/**
 * Share of the marked answers on which a model fitted without them agrees with the teacher: answer
 * i is held out in fold i mod 5; where the other answers fit no model, the phrases' verdict stands.
 */
interface WordModelRow {
  keys: readonly string[];
  phrasesAward: boolean;
  awarded: boolean;
}

function crossValidated(marked: WordModelRow[], fit: (train: WordModelRow[]) => WordModel | null): number {
  let agree = 0;
  for (let f = 0; f < WORD_MODEL_FOLDS; f++) {
    const model = fit(marked.filter((_, i) => i % WORD_MODEL_FOLDS !== f));
    marked.forEach((m, i) => {
      if (i % WORD_MODEL_FOLDS !== f) return;
      // as markAnswer decides: never on the bias alone when the phrases do not award the point
      const says = model
        ? wordScore(
            model,
            m.keys.map((key) => ({ key, token: 0 })),
            m.phrasesAward,
          ) >= 0 &&
          (m.phrasesAward || m.keys.some((k) => (model.words[k] ?? 0) > 0))
        : m.phrasesAward;
      if (says === m.awarded) agree += 1;
    });
  }
  return share(agree, marked.length);
}

/**
 * The points an answer given part of the marks (without saying which points) most likely earned:
 * those whose phrases it holds most of, best first, until their marks reach the answer's (null when
 * the marks are not partial or the points cannot make them up).
 */
function likelyAwarded(e: MarkedAnswer, cq: CompiledQuestion, verdicts: PhraseVerdict[]): Set<string> | null {
  const marks = Number.isFinite(e.marks) ? e.marks : 0;
  if (marks <= 0 || marks >= cq.maxMarks || cq.points.length < 2) return null;
  const order = cq.points
    .map((p, j) => ({ p, c: verdicts[j]!.coverage + (verdicts[j]!.awarded ? 1 : 0) }))
    .sort((a, b) => b.c - a.c);
  const out = new Set<string>();
  let sum = 0;
  for (const { p } of order) {
    // the point is taken when it brings the sum nearer to the answer's marks
    if (Math.abs(sum + p.marks - marks) >= Math.abs(sum - marks)) break;
    out.add(p.id);
    sum += p.marks;
  }
  return out;
}

/**
 * Which points the teacher awarded: `awarded` when given; otherwise, with one point, `marks` at least
 * the point's marks; with several, all of them at full marks and none at 0 (else unknown: null).
 */
export function awardedOf(e: MarkedAnswer, cq: CompiledQuestion): Set<string> | null {
  const ids = new Set(cq.points.map((p) => p.id));
  if (Array.isArray(e.awarded)) return new Set(e.awarded.filter((id) => ids.has(id)));
  const marks = Number.isFinite(e.marks) ? e.marks : 0;
  if (cq.points.length === 1) return marks >= cq.points[0]!.marks ? new Set(ids) : new Set();
  if (marks <= 0) return new Set();
  if (marks >= cq.maxMarks) return new Set(ids);
  return null;
}

/**
 * How strictly each model answer read as concepts should be read, from the marked answers: for each
 * such phrase, every "k of:" from the engine's share up to all its concepts is tried, the point's
 * other phrases as they are, and the k under which the point's marks agree with the teachers' on
 * most answers is kept when it beats the engine's share. Phrases are fitted one after another, each
 * with the readings chosen before it. One number per model answer fitted on every marked answer, so
 * its evidence is not held out: it counts the answers whose mark the reading changes.
 */
function fitReadings(question: QuestionInput, texts: string[], awarded: (Set<string> | null)[]): LearnedProposal[] {
  const usable = texts.flatMap((t, i) => (awarded[i] ? [i] : []));
  if (usable.length < MIN_READING_ANSWERS) return [];
  interface Slot {
    pointId: string;
    phrase: string;
    concepts: string[];
    start: number;
    /** The engine's own k: the first tried (probe point ids are `r${slot}-${k}`). */
    base: number;
  }
  const slots: Slot[] = [];
  const probePoints: QuestionInput['markingPoints'] = [];
  const fixedPoints: QuestionInput['markingPoints'] = [];
  for (const pt of question.markingPoints) {
    const fixed: string[] = [];
    for (const ph of pt.phrases) {
      const r = typeof ph === 'string' ? describePhrase(ph, question.prompt, question.conceptShare) : null;
      if (!r) {
        fixed.push(ph);
        continue;
      }
      slots.push({ pointId: pt.id, phrase: ph, concepts: r.concepts, start: probePoints.length, base: r.needed });
      for (let k = r.needed; k <= r.concepts.length; k++)
        probePoints.push({
          id: `r${slots.length - 1}-${k}`,
          marks: 1,
          phrases: [precise(r.concepts, k)],
          machinePhrases: [],
        });
    }
    fixedPoints.push({ id: `f${pt.id}`, marks: 1, phrases: fixed, machinePhrases: pt.machinePhrases });
  }
  if (slots.length === 0) return [];
  const probe = compileQuestion({
    ...question,
    maxMarks: probePoints.length + fixedPoints.length,
    markingPoints: [...probePoints, ...fixedPoints],
  });
  // per usable answer: which probe points it earns
  const hits = usable.map((i) => markAnswer(probe, texts[i]!).points.map((p) => p.awarded));
  const fixedAt = new Map(question.markingPoints.map((pt, j) => [pt.id, probePoints.length + j]));
  const chosen = slots.map((s) => s.base);
  const earns = (n: number, pointId: string): boolean => {
    if (hits[n]![fixedAt.get(pointId)!]) return true;
    return slots.some((s, si) => s.pointId === pointId && hits[n]![s.start + chosen[si]! - s.base]!);
  };
  const agreement = (pointId: string): number =>
    usable.reduce((sum, i, n) => sum + Number(earns(n, pointId) === awarded[i]!.has(pointId)), 0);
  const out: LearnedProposal[] = [];
  slots.forEach((s, si) => {
    const atBase = agreement(s.pointId);
    let best = s.base;
    let bestScore = atBase;
    for (let k = s.base + 1; k <= s.concepts.length; k++) {
      chosen[si] = k;
      const score = agreement(s.pointId);
      if (score > bestScore) {
        best = k;
        bestScore = score;
      }
    }
    chosen[si] = best;
    if (best === s.base) return;
    // evidence: answers the new reading marks as the teacher did where the engine's did not, and back
    let newlyCorrect = 0;
    let newlyWrong = 0;
    let credited = 0;
    let rightCredits = 0;
    usable.forEach((i, n) => {
      const want = awarded[i]!.has(s.pointId);
      const now = earns(n, s.pointId);
      chosen[si] = s.base;
      const then = earns(n, s.pointId);
      chosen[si] = best;
      if (now !== then) {
        if (now === want) newlyCorrect += 1;
        else newlyWrong += 1;
      }
      if (hits[n]![s.start + best - s.base]) {
        credited += 1;
        if (want) rightCredits += 1;
      }
    });
    out.push({
      kind: 'reading',
      pointId: s.pointId,
      text: precise(s.concepts, best),
      replaces: s.phrase,
      sources: [],
      evidence: {
        newlyCorrect,
        newlyWrong,
        precision: credited === 0 ? 1 : Math.round((rightCredits / credited) * 1000) / 1000,
        heldOut: usable.length,
      },
    });
  });
  return out;
}

/** Model answers are fitted to marked answers only when there are at least this many. */
const MIN_READING_ANSWERS = 5;

/** Concepts as the precise phrase needing k of them. */
function precise(concepts: readonly string[], k: number): string {
  return k >= concepts.length ? concepts.join(' & ') : `${k} of: ${concepts.join(' & ')}`;
}

interface Judged {
  proposal: LearnedProposal;
  /** The held-out answers (and points) it newly credits rightly: "answer|point". */
  gains: Set<string>;
}

/**
 * Score every candidate in one pass: a probe question holds each candidate as its own point (a
 * synonym candidate: the question's points with that synonym added, one probe point per point).
 */
function judge(
  question: QuestionInput,
  candidates: Candidate[],
  texts: string[],
  awarded: (Set<string> | null)[],
  before: Set<string>[],
): Judged[] {
  interface Probe {
    cand: number;
    owner: string;
  }
  const probes: Probe[] = [];
  const probePoints: QuestionInput['markingPoints'] = [];
  const probeSynonyms = [...question.synonyms];
  const synonymProbes: { cand: number; q: CompiledQuestion }[] = [];
  candidates.forEach((c, ci) => {
    if (c.kind === 'machine-phrase') {
      probes.push({ cand: ci, owner: c.pointId! });
      probePoints.push({ id: `c${ci}`, marks: 1, phrases: [c.text], machinePhrases: [] });
    } else {
      // a synonym changes how the existing phrases read: mark with the question plus that synonym
      synonymProbes.push({ cand: ci, q: compileQuestion({ ...question, synonyms: [...probeSynonyms, c.text] }) });
    }
  });
  const probe =
    probePoints.length > 0
      ? compileQuestion({ ...question, maxMarks: probePoints.length, markingPoints: probePoints })
      : null;
  const tp = new Array<number>(candidates.length).fill(0);
  const fp = new Array<number>(candidates.length).fill(0);
  const newlyCorrect = new Array<number>(candidates.length).fill(0);
  const gains = candidates.map(() => new Set<string>());
  const newlyWrong = new Array<number>(candidates.length).fill(0);
  const heldOut = new Array<number>(candidates.length).fill(0);
  // an answer is held out for a candidate unless the candidate was learnt from it alone
  const heldOutFor = (ci: number, i: number): boolean => {
    const s = candidates[ci]!.sources;
    return !(s.size === 1 && s.has(i));
  };
  const count = (ci: number, i: number, owner: string, credits: boolean): void => {
    const got = awarded[i]!;
    heldOut[ci]! += 1;
    if (!credits) return;
    const right = got.has(owner);
    if (right) tp[ci]! += 1;
    else fp[ci]! += 1;
    if (!before[i]!.has(owner)) {
      if (right) {
        newlyCorrect[ci]! += 1;
        gains[ci]!.add(`${i}|${owner}`);
      } else newlyWrong[ci]! += 1;
    }
  };
  texts.forEach((text, i) => {
    if (awarded[i] === null) return;
    if (probe) {
      const r = markAnswer(probe, text);
      probes.forEach((p, k) => {
        if (heldOutFor(p.cand, i)) count(p.cand, i, p.owner, r.points[k]!.awarded);
      });
    }
    for (const s of synonymProbes) {
      if (!heldOutFor(s.cand, i)) continue;
      const r = markAnswer(s.q, text);
      // judged per point, summed: a synonym is right where every point it newly credits was awarded
      let credits = false;
      let right = true;
      let newly = false;
      for (const p of r.points) {
        if (!p.awarded) continue;
        credits = true;
        if (!awarded[i]!.has(p.id)) right = false;
        if (!before[i]!.has(p.id)) newly = true;
      }
      heldOut[s.cand]! += 1;
      if (!credits) continue;
      if (right) tp[s.cand]! += 1;
      else fp[s.cand]! += 1;
      if (newly) {
        if (right) {
          newlyCorrect[s.cand]! += 1;
          for (const p of r.points) if (p.awarded && !before[i]!.has(p.id)) gains[s.cand]!.add(`${i}|${p.id}`);
        } else newlyWrong[s.cand]! += 1;
      }
    }
  });
  return candidates.map((c, ci) => ({
    gains: gains[ci]!,
    proposal: {
      kind: c.kind,
      pointId: c.pointId,
      text: c.text,
      sources: [...c.sources].sort((a, b) => a - b),
      evidence: {
        newlyCorrect: newlyCorrect[ci]!,
        newlyWrong: newlyWrong[ci]!,
        precision: tp[ci]! + fp[ci]! === 0 ? 1 : Math.round((tp[ci]! / (tp[ci]! + fp[ci]!)) * 1000) / 1000,
        heldOut: heldOut[ci]!,
      },
    },
  }));
}

/** Content-word stems of a text (the question's, to leave out of what is learnt). */
export function questionStems(text: string): Set<string> {
  const s = new Set<string>();
  for (const t of tokenize(text, true))
    if (t.kind !== Kind.Punct && !STOPWORDS.has(t.norm) && !NEGATIONS.has(t.norm))
      s.add(t.kind === Kind.Word ? stemOf(t.norm) : t.norm);
  return s;
}

/** A phrase worth proposing: enough content words, and some that the question does not contain. */
function worthProposing(phrase: string, qStems: ReadonlySet<string>): boolean {
  const body = phrase.replace(/^\s*\d+\s+of\s*:/i, ' ').replace(/&/g, ' ');
  const stems = [...questionStems(body)];
  if (stems.length < MIN_CONTENT_WORDS) return false;
  return stems.filter((s) => !qStems.has(s)).length >= MIN_NEW_WORDS;
}

/** Key word groups of an answer: content words, a negation glued to the word after it, a number to the word before. */
export function keyGroups(text: string): string[] {
  const groups: string[] = [];
  let neg = '';
  for (const t of answerTokens(text)) {
    if (t.kind === Kind.Punct) continue;
    if (NEGATIONS.has(t.norm)) {
      neg = `${t.norm} `;
      continue;
    }
    if (STOPWORDS.has(t.norm)) continue;
    if (t.kind === Kind.Number && groups.length > 0 && neg === '') {
      groups[groups.length - 1] += ` ${t.norm}`;
      continue;
    }
    const g = neg + t.norm;
    neg = '';
    if (!groups.includes(g)) groups.push(g);
  }
  return groups;
}

/** "k of: a & b & c" needing a share of the groups (plain "a & b & c" when that is all of them). */
function partialPhrase(groups: string[], share: number): string {
  const n = groups.length;
  const k = Math.min(n, Math.max(MIN_CONTENT_WORDS, Math.ceil(share * n - 1e-9)));
  return k >= n ? groups.join(' & ') : `${k} of: ${groups.join(' & ')}`;
}

/**
 * A point's phrases read as key words, "k of: a & b & c" for each share, and again without the
 * question's words (students copy those, so they prove little). Phrases already in the notation's
 * partial form, or with fewer than three key words, are left as they are.
 */
function phraseParts(phrases: readonly string[], qStems: ReadonlySet<string>, shares: readonly number[]): string[] {
  const out = new Set<string>();
  for (const ph of phrases) {
    if (typeof ph !== 'string' || /[&=]|^\s*\d+\s+of\s*:/i.test(ph)) continue;
    const groups = keyGroups(ph);
    for (const gs of [groups, withoutQuestionWords(groups, qStems)])
      if (gs.length >= 3) for (const share of shares) out.add(partialPhrase(gs, share));
  }
  return [...out];
}

/** Key word groups whose main word (not a negation) is not a word of the question. */
function withoutQuestionWords(groups: string[], qStems: ReadonlySet<string>): string[] {
  return groups.filter((g) => !qStems.has(stemOf(g.split(' ').find((w) => !NEGATIONS.has(w)) ?? g)));
}

/**
 * Synonym candidates: a credited answer that holds all but one content word of one of its point's
 * phrases, plus one or two words found in no phrase of the question and not in the question: "path;
 * pathway". Negated and numeric words are left alone.
 */
function synonymCandidates(
  question: QuestionInput,
  texts: string[],
  awarded: (Set<string> | null)[],
  before: Set<string>[],
  qStems: ReadonlySet<string>,
): { text: string; source: number }[] {
  const plain = (t: string): string[] => keyGroups(t).filter((g) => !g.includes(' ') && !/\d/.test(g));
  const phraseWords = new Map<string, { words: string[]; stems: Set<string> }[]>();
  const inPhrases = new Set<string>();
  for (const pt of question.markingPoints) {
    const list = [...pt.phrases, ...pt.machinePhrases]
      .map((ph) => plain(ph.replace(/^\s*\d+\s+of\s*:/i, ' ').replace(/[&=]/g, ' ')))
      .filter((w) => w.length >= 2)
      .map((words) => ({ words, stems: new Set(words.map(stemOf)) }));
    for (const l of list) for (const s of l.stems) inPhrases.add(s);
    phraseWords.set(pt.id, list);
  }
  const out: { text: string; source: number }[] = [];
  texts.forEach((text, i) => {
    const got = awarded[i];
    if (!got) return;
    const missed = [...got].filter((id) => !before[i]!.has(id));
    if (missed.length === 0) return;
    const words = plain(text);
    const stems = new Set(words.map(stemOf));
    const extra = words.filter((w) => {
      const s = stemOf(w);
      return !inPhrases.has(s) && !qStems.has(s);
    });
    if (extra.length === 0 || extra.length > 2) return;
    for (const id of missed)
      for (const ph of phraseWords.get(id) ?? []) {
        const absent = ph.words.filter((w) => !stems.has(stemOf(w)));
        if (absent.length === 1) out.push({ text: `${absent[0]}; ${extra.join(' ')}`, source: i });
      }
  });
  return out;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
