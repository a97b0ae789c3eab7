/**
 * Marking benchmark through the product path: each reference answer is a phrase of the question as a
 * content author would type it, the training answers are the teacher-marked `examples` the server and
 * the `mark` CLI learn from (learnQuestion, engine defaults), and every decision is
 * markAnswer's. Test labels are read only to score.
 *   MARKING_DATA=/path npm run bench:marking      (QUICK=1: skip the training cross-validation)
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compileQuestion,
  fitConceptShare,
  learnQuestion,
  markAnswer,
  type CompiledQuestion,
  type LearningOptions,
  type MarkedAnswer,
  type MarkResult,
  type QuestionInput,
  withRawConfidence,
} from '@markwell/domain/marking/index';
import { dataFolder, loadSaf, loadSemeval, type BenchQuestion } from './data';
import { calibrationReport, fitCalibration, type Judged } from './calibration';

const DATA = dataFolder('MARKING_DATA') ?? '';
const SEM = join(DATA, 'semeval2013-task7-2way');
const SAF = join(DATA, 'saf');
export const FOLDS = 5;
const QUICK = process.env.QUICK === '1';
/** LEARNING_OPTIONS='{"minPrecision":0.7}': try other learning options (the figures reported use none). */
const EXPLORE = JSON.parse(process.env.LEARNING_OPTIONS ?? '{}') as LearningOptions;
const log = (s: string): void => void process.stderr.write(`${s}\n`);

// ---------- metrics ----------
interface Scores {
  n: number;
  acc: number;
  f1: number;
}
export function binaryScores(gold: number[], pred: number[]): Scores {
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0;
  gold.forEach((g, i) => {
    const p = pred[i]!;
    if (g === 1 && p === 1) tp++;
    else if (g === 0 && p === 1) fp++;
    else if (g === 1 && p === 0) fn++;
    else tn++;
  });
  const f = (a: number, b: number, c: number): number => (2 * a === 0 ? 0 : (2 * a) / (2 * a + b + c));
  return { n: gold.length, acc: (tp + tn) / Math.max(1, gold.length), f1: (f(tp, fp, fn) + f(tn, fn, fp)) / 2 };
}

// ---------- questions as a content author writes them ----------
/**
 * SemEval: one point worth the one mark, each reference answer one of its phrases; model answers
 * read at the share fitted to the data set's training questions (as the server fits a subject's).
 */
export function semevalQuestion(q: BenchQuestion, conceptShare?: number): QuestionInput {
  return {
    conceptShare,
    maxMarks: 1,
    markingPoints: [{ id: 'correct', marks: 1, phrases: [...new Set(q.references)], machinePhrases: [] }],
    synonyms: [],
    structure: null,
    prompt: q.text,
  };
}

/** SAF: one point per reference sentence, the marks shared out; each sentence is its point's phrase. */
export function safQuestion(q: BenchQuestion, conceptShare?: number): QuestionInput {
  const sentences = [
    ...new Set(
      q.references
        .flatMap((r) => r.split(/(?<=[.!?])\s+|\n+/))
        .map((s) => s.trim())
        .filter((s) => s.split(/\s+/).length >= 2),
    ),
  ].slice(0, 8);
  const n = Math.max(1, sentences.length);
  return {
    conceptShare,
    maxMarks: 1,
    markingPoints: sentences.map((s, i) => ({ id: `p${i + 1}`, marks: 1 / n, phrases: [s], machinePhrases: [] })),
    synonyms: [],
    structure: null,
    prompt: q.text,
  };
}

const examplesOf = (answers: BenchQuestion['answers']): MarkedAnswer[] =>
  answers.map((a) => ({ answer: a.text, marks: a.label }));

/** The question after learning from its marked answers, exactly as the server and the CLI do it. */
export function learnt(base: QuestionInput, q: BenchQuestion, train: BenchQuestion['answers']): QuestionInput {
  return learnQuestion(base, examplesOf(train), { ...EXPLORE, questionText: q.text }).question;
}

// ---------- SemEval ----------
function judgeAll(cq: CompiledQuestion, answers: BenchQuestion['answers'], out: Judged[]): void {
  for (const a of answers) out.push({ gold: a.label, result: markAnswer(cq, a.text) });
}
const scoresOf = (j: Judged[]): Scores =>
  binaryScores(
    j.map((x) => x.gold),
    j.map((x) => (x.result.marks >= 1 ? 1 : 0)),
  );

/**
 * The share of a model answer's concepts the questions' marked answers fit (fitConceptShare, as the
 * server fits it per subject), from the answers `keep` lets through; undefined (the default) when too few.
 */
export function fittedShare(
  qs: BenchQuestion[],
  toQuestion: (q: BenchQuestion) => QuestionInput,
  keep: (i: number) => boolean = () => true,
): number | undefined {
  const samples = qs.map((q) => ({
    question: toQuestion(q),
    examples: examplesOf(q.answers.filter((_, i) => keep(i))),
  }));
  return fitConceptShare(samples)?.share;
}

/**
 * Unseen answers, inside the training split: learn on 4/5 of each question's answers (and the share
 * on 4/5 of every question's), mark the rest.
 */
export function cvUnseenAnswers(qs: BenchQuestion[]): Judged[] {
  const out: Judged[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const inFold = (i: number): boolean => i % FOLDS !== f;
    const share = fittedShare(qs, (q) => semevalQuestion(q), inFold);
    for (const q of qs) {
      const train = q.answers.filter((_, i) => inFold(i));
      const held = q.answers.filter((_, i) => !inFold(i));
      judgeAll(compileQuestion(learnt(semevalQuestion(q, share), q, train)), held, out);
    }
  }
  return out;
}

/**
 * New questions, inside the training split: each question marked by its model answers alone (no
 * marked answers of its own), at the share fitted on the other questions' marked answers, in 5
 * folds of questions. What a change to how model answers are read is chosen on.
 */
export function cvNewQuestions(qs: BenchQuestion[]): Judged[] {
  const out: Judged[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const share = fittedShare(
      qs.filter((_, i) => i % FOLDS !== f),
      (q) => semevalQuestion(q),
    );
    qs.forEach((q, i) => {
      if (i % FOLDS === f) judgeAll(compileQuestion(semevalQuestion(q, share)), q.answers, out);
    });
  }
  return out;
}

/** Balanced agreement: the mean of the agreement on the answers labelled correct and on the others. */
function balanced(j: Judged[]): number {
  const rate = (label: number): number => {
    const set = j.filter((x) => x.gold === label);
    return set.filter((x) => (x.result.marks >= 1 ? 1 : 0) === label).length / Math.max(1, set.length);
  };
  return (rate(1) + rate(0)) / 2;
}

/** SAF unseen answers inside the training split: learn on 4/5 of each question's answers, mark the rest. */
export function cvSaf(qs: BenchQuestion[]): number {
  let err = 0;
  let n = 0;
  for (let f = 0; f < FOLDS; f++) {
    const inFold = (i: number): boolean => i % FOLDS !== f;
    const share = fittedShare(qs, (q) => safQuestion(q), inFold);
    for (const q of qs) {
      const train = q.answers.filter((_, i) => inFold(i));
      const cq = compileQuestion(learnt(safQuestion(q, share), q, train));
      for (const a of q.answers.filter((_, i) => !inFold(i))) {
        err += Math.abs(markAnswer(cq, a.text).marks - a.label);
        n++;
      }
    }
  }
  return err / Math.max(1, n);
}

// ---------- main ----------
const fmt = (x: number, d = 3): string => x.toFixed(d);
const pad = (s: string, w: number): string => s.padEnd(w);

function main(): void {
  if (!DATA) {
    process.stderr.write('Set MARKING_DATA to the folder holding semeval2013-task7-2way/ and saf/.\n');
    process.exit(2);
  }
  const rows: string[][] = [];
  const notes: string[] = [];
  const speed: { cq: CompiledQuestion; answers: string[] }[] = [];
  const trainJudged: Judged[] = [];
  const rawTrain: Judged[] = [];
  const testJudged: Judged[] = [];
  const newJudged: Judged[] = [];
  const rawNew: Judged[] = [];
  const unseenQuestionsJudged: Judged[] = [];
  const unseenDomainsJudged: Judged[] = [];
  let largest: BenchQuestion | null = null;
  for (const ds of ['beetle', 'sciEntsBank'] as const) {
    const train = loadSemeval(join(SEM, 'training/2way', ds));
    for (const q of train) if (!largest || q.answers.length > largest.answers.length) largest = q;
    const t0 = performance.now();
    if (!QUICK) {
      rawTrain.push(...withRawConfidence(() => cvUnseenAnswers(train)));
      const cv = cvUnseenAnswers(train);
      trainJudged.push(...cv);
      notes.push(`${ds}: 5-fold CV on training answers, macro-F1 ${fmt(scoresOf(cv).f1)}`);
      rawNew.push(...withRawConfidence(() => cvNewQuestions(train)));
      const asNew = cvNewQuestions(train);
      newJudged.push(...asNew);
      notes.push(
        `${ds}: training questions read as new questions (5 folds of questions), macro-F1 ${fmt(scoresOf(asNew).f1)}, balanced agreement ${fmt(balanced(asNew))}`,
      );
      log(`${ds}: training CV in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const byId = new Map(train.map((q) => [q.id, q]));
    const f0 = performance.now();
    const share = fittedShare(train, (q) => semevalQuestion(q));
    const fitMs = performance.now() - f0;
    const marked = train.reduce((n, q) => n + q.answers.length, 0);
    notes.push(
      `${ds}: model answers read at ${share ?? 'the default'} of their concepts (fitted on the ${marked.toLocaleString('en')} training answers of ${train.length} questions in ${Math.round(fitMs)} ms)`,
    );
    const majority =
      train.flatMap((q) => q.answers).filter((a) => a.label === 1).length * 2 > train.flatMap((q) => q.answers).length
        ? 1
        : 0;
    const splits =
      ds === 'beetle'
        ? ['test-unseen-answers', 'test-unseen-questions']
        : ['test-unseen-answers', 'test-unseen-questions', 'test-unseen-domains'];
    for (const split of splits) {
      const test = loadSemeval(join(SEM, 'test/2way', ds, split));
      const judged: Judged[] = [];
      for (const q of test) {
        const tq = split === 'test-unseen-answers' ? byId.get(q.id) : undefined;
        const cq = compileQuestion(tq ? learnt(semevalQuestion(tq, share), tq, tq.answers) : semevalQuestion(q, share));
        judgeAll(cq, q.answers, judged);
        if (tq) speed.push({ cq, answers: q.answers.map((a) => a.text) });
      }
      if (split === 'test-unseen-answers') testJudged.push(...judged);
      else if (split === 'test-unseen-questions') unseenQuestionsJudged.push(...judged);
      else unseenDomainsJudged.push(...judged);
      const s = scoresOf(judged);
      const base = binaryScores(
        judged.map((j) => j.gold),
        judged.map(() => majority),
      );
      rows.push([ds, split.replace('test-', ''), String(s.n), fmt(s.acc), fmt(s.f1), fmt(base.f1)]);
    }
  }

  // SAF: learning from the training answers scored 1 (all points) and 0 (none)
  const safTrain = loadSaf(join(SAF, 'training/english'));
  const safById = new Map(safTrain.map((q) => [q.id, q]));
  const safShare = fittedShare(safTrain, (q) => safQuestion(q));
  notes.push(
    `SAF (en): model answers read at ${safShare ?? 'the default'} of their concepts (fitted on the training answers)`,
  );
  if (!QUICK) notes.push(`SAF (en): 5-fold CV on training answers, MAE ${fmt(cvSaf(safTrain))}`);
  const trainScores = safTrain.flatMap((q) => q.answers.map((a) => a.label));
  const meanScore = trainScores.reduce((a, b) => a + b, 0) / trainScores.length;
  const safRows: string[][] = [];
  for (const [split, dir] of [
    ['unseen-answers', 'unseen_answers/english'],
    ['unseen-questions', 'unseen_questions/english'],
  ] as const) {
    const test = loadSaf(join(SAF, dir));
    let err = 0;
    let n = 0;
    let baseErr = 0;
    for (const q of test) {
      const tq = split === 'unseen-answers' ? safById.get(q.id) : undefined;
      const cq = compileQuestion(tq ? learnt(safQuestion(tq, safShare), tq, tq.answers) : safQuestion(q, safShare));
      for (const a of q.answers) {
        err += Math.abs(markAnswer(cq, a.text).marks - a.label);
        baseErr += Math.abs(meanScore - a.label);
        n++;
      }
    }
    safRows.push(['SAF (en)', split, String(n), fmt(err / n), fmt(baseErr / n)]);
  }

  // learning speed: one question's 500 marked answers (the largest training question's, repeated)
  const lq = largest!;
  const many = Array.from({ length: 500 }, (_, i) => lq.answers[i % lq.answers.length]!);
  learnQuestion(semevalQuestion(lq), examplesOf(many), { questionText: lq.text }); // warm-up
  const l0 = performance.now();
  const learnRuns = 3;
  for (let r = 0; r < learnRuns; r++) learnQuestion(semevalQuestion(lq), examplesOf(many), { questionText: lq.text });
  const learnMs = (performance.now() - l0) / learnRuns;
  // the same for the SAF question with the most marking points (one per reference sentence)
  const widest = [...safTrain].sort(
    (a, b) =>
      safQuestion(b).markingPoints.length - safQuestion(a).markingPoints.length || b.answers.length - a.answers.length,
  )[0]!;
  const widestQuestion = safQuestion(widest, safShare);
  const widestMany = examplesOf(Array.from({ length: 500 }, (_, i) => widest.answers[i % widest.answers.length]!));
  learnQuestion(widestQuestion, widestMany, { questionText: widest.text }); // warm-up
  const w0 = performance.now();
  for (let r = 0; r < learnRuns; r++) learnQuestion(widestQuestion, widestMany, { questionText: widest.text });
  const widestMs = (performance.now() - w0) / learnRuns;

  // compiling a question at the editor's limits, as the server does once per version and the
  // editor on each change: 10 points of 100 model answers each, the longest training answers (up
  // to the 500 characters a phrase may have) of the data sets' questions, read as concepts
  const longest = [...safTrain, ...loadSemeval(join(SEM, 'training/2way', 'sciEntsBank'))]
    .flatMap((q) => q.answers.map((a) => a.text))
    .filter((text) => text.length <= 500)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const atLimits: QuestionInput = {
    maxMarks: 10,
    structure: null,
    synonyms: [],
    markingPoints: Array.from({ length: 10 }, (_, p) => ({
      id: String(p + 1),
      marks: 1,
      phrases: longest.slice(p * 100, p * 100 + 100),
      machinePhrases: [],
    })),
  };
  const c0 = performance.now();
  compileQuestion(atLimits);
  const compileMs = performance.now() - c0;
  const limitWords =
    atLimits.markingPoints
      .flatMap((p) => p.phrases)
      .join(' ')
      .split(/\s+/).length / 1000;

  // throughput: one core, compiled questions with their learnt phrases, every unseen-answers test answer.
  // Each round's answers are new strings (a number added, 50 kinds: more characters than marking
  // remembers the tokens of), so every answer is read afresh, as at submission.
  let count = 0;
  let chars = 0;
  for (const c of speed) for (const a of c.answers) markAnswer(c.cq, a);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let round = 0; performance.now() - t0 < 2000; round++) {
    const pad = ` ${round % 50}`;
    for (const c of speed)
      for (const a of c.answers) {
        markAnswer(c.cq, a + pad);
        count++;
        chars += a.length;
      }
  }
  const secs = (performance.now() - t0) / 1000;
  // CPU time of this process: what one core does, whatever else the machine is running
  const cpu = process.cpuUsage(cpu0);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;

  const out: string[] = [];
  out.push('SemEval-2013 Task 7, 2-way (decision: markAnswer(...).marks >= 1)');
  out.push(
    `| ${pad('data set', 11)} | ${pad('split', 16)} | ${pad('n', 5)} | accuracy | macro-F1 | majority macro-F1 |`,
  );
  out.push(`| ${'-'.repeat(11)} | ${'-'.repeat(16)} | ${'-'.repeat(5)} | -------- | -------- | ----------------- |`);
  for (const r of rows)
    out.push(
      `| ${pad(r[0]!, 11)} | ${pad(r[1]!, 16)} | ${pad(r[2]!, 5)} | ${pad(r[3]!, 8)} | ${pad(r[4]!, 8)} | ${pad(r[5]!, 17)} |`,
    );
  out.push('');
  out.push('SAF, English (predicted score = markAnswer(...).marks, max 1)');
  out.push(`| ${pad('data set', 11)} | ${pad('split', 16)} | ${pad('n', 5)} | MAE      | MAE of training mean |`);
  out.push(`| ${'-'.repeat(11)} | ${'-'.repeat(16)} | ${'-'.repeat(5)} | -------- | -------------------- |`);
  for (const r of safRows)
    out.push(`| ${pad(r[0]!, 11)} | ${pad(r[1]!, 16)} | ${pad(r[2]!, 5)} | ${pad(r[3]!, 8)} | ${pad(r[4]!, 20)} |`);
  out.push('');
  out.push(
    ...calibrationReport([
      { name: 'training answers, 5-fold CV (Beetle + SciEntsBank)', set: trainJudged },
      { name: 'unseen-answers test answers (Beetle + SciEntsBank)', set: testJudged },
      { name: 'training questions read as new questions (Beetle + SciEntsBank)', set: newJudged },
      { name: 'unseen-questions test answers (Beetle + SciEntsBank)', set: unseenQuestionsJudged },
      { name: 'unseen-domains test answers (SciEntsBank)', set: unseenDomainsJudged },
    ]),
  );
  if (process.env.CALIBRATE === '1') out.push(...fitCalibration(rawTrain, rawNew), '');
  out.push('');
  out.push(
    `Learning: ${Math.round(learnMs)} ms to learn from 500 marked answers of one question (target < 2,000 ms); ${Math.round(widestMs)} ms for a question of ${widestQuestion.markingPoints.length} points (SAF ${widest.id})`,
  );
  out.push(
    `Compiling a question of 10 points x 100 model answers (mean ${Math.round(limitWords)} words, the longest training answers): ${Math.round(compileMs)} ms, first compile`,
  );
  out.push(
    `Throughput: ${Math.round(count / secs).toLocaleString('en')} answers/s wall clock, ${Math.round(count / cpuSecs).toLocaleString('en')} per CPU second (${count.toLocaleString('en')} markings of SemEval unseen-answers test answers, mean ${Math.round(chars / count)} chars, compiled questions with learnt phrases)`,
  );
  if (notes.length) {
    out.push('');
    for (const n of notes) out.push(`- ${n}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

export type { MarkResult };
// run when started as a script, not when another benchmark imports its functions
const started = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (started) main();
