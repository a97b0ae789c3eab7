// Learning from teacher-marked answers: one run proposes, judges and applies machine phrases, synonyms,
// readings and word models (each step in its learning-*.ts file).
import { compileQuestion, type CompiledQuestion } from './compile';
import { proposeMachinePhrases } from './learn';
import {
  keyGroups,
  MAX_ANSWER_GROUPS,
  MIN_CONTENT_WORDS,
  partialPhrase,
  phraseParts,
  questionStems,
  synonymCandidates,
  withoutQuestionWords,
  worthProposing,
  type Candidate,
} from './learning-candidates';
import { judge, type Judged } from './learning-judge';
import { fitReadings } from './learning-readings';
import type { LearnedProposal, LearningOptions, LearningResult, MarkedAnswer } from './learning-types';
import { withWordModels } from './learning-word-models';
import { markAnswer } from './mark';
import { withAnswersRead } from './tokenize';
import type { QuestionInput } from './types';

export type {
  LearnedProposal,
  LearningEvidence,
  LearningOptions,
  LearningResult,
  MarkedAnswer,
  WordModelFit,
} from './learning-types';
export { keyGroups, questionStems } from './learning-candidates';

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

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
