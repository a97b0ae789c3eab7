/**
 * Marking benchmark: SemEval-2013 Task 7 (2-way; Beetle, SciEntsBank) and SAF (English).
 * Everything is tuned on the training split only (cross-validation); test labels are read only to score.
 *   npm run bench:marking            (from the repo root)
 *   MARKING_DATA=/path npm run bench:marking
 */
import { join } from 'node:path';
import { compileQuestion, markAnswer, type CompiledQuestion, type QuestionInput } from '@markwell/domain/marking/index';
import {
  learn,
  learnSynonyms,
  questionStems,
  referencePhrases,
  keyGroups,
  type Params,
  type TrainingAnswer,
} from './adapter';
import { loadSaf, loadSemeval, type BenchQuestion } from './data';

const DATA = process.env.MARKING_DATA;
if (!DATA) {
  process.stderr.write('Set MARKING_DATA to the folder holding semeval2013-task7-2way/ and saf/.\n');
  process.exit(2);
}
const SEM = join(DATA, 'semeval2013-task7-2way');
const SAF = join(DATA, 'saf');
const FOLDS = 5;
const QUICK = process.env.QUICK === '1';

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];
const log = (s: string): void => void process.stderr.write(`${s}\n`);

// ---------- metrics ----------
interface Scores {
  n: number;
  acc: number;
  f1: number;
}
function binaryScores(gold: number[], pred: number[]): Scores {
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

// ---------- SemEval ----------
export function semevalQuestion(q: BenchQuestion, p: Params): QuestionInput {
  const qs = questionStems(q.text);
  return {
    maxMarks: 1,
    markingPoints: [
      {
        id: 'correct',
        marks: 1,
        phrases: unique(q.references.flatMap((r) => referencePhrases(r, qs, p))),
        machinePhrases: [],
      },
    ],
    synonyms: [],
    structure: null,
  };
}
const isCorrect = (cq: CompiledQuestion, text: string): number => (markAnswer(cq, text).marks >= 1 ? 1 : 0);
const training = (answers: BenchQuestion['answers']) =>
  answers.map((a) => ({ text: a.text, awarded: a.label === 1 ? ['correct'] : [] }));

/** Unseen answers: the question with its learnt synonyms (optional) and machine phrases. */
export function learntQuestion(q: BenchQuestion, train: TrainingAnswer[], p: Params): QuestionInput {
  let base = semevalQuestion(q, p);
  if (p.learnSynonyms === true) base = learnSynonyms(base, q.text, q.references, train);
  return learn(base, train, p);
}

/** Unseen answers: learn machine phrases on 4/5 of each question's training answers, predict the rest. */
export function cvUnseenAnswers(qs: BenchQuestion[], p: Params): Scores {
  const gold: number[] = [];
  const pred: number[] = [];
  for (const q of qs) {
    for (let f = 0; f < FOLDS; f++) {
      const train = q.answers.filter((_, i) => i % FOLDS !== f);
      const held = q.answers.filter((_, i) => i % FOLDS === f);
      const cq = compileQuestion(learntQuestion(q, training(train), p));
      for (const a of held) {
        gold.push(a.label);
        pred.push(isCorrect(cq, a.text));
      }
    }
  }
  return binaryScores(gold, pred);
}

/** Unseen questions: no training answers for the question, reference phrases only. */
export function evalReferenceOnly(qs: BenchQuestion[], p: Params): Scores {
  const gold: number[] = [];
  const pred: number[] = [];
  for (const q of qs) {
    const cq = compileQuestion(semevalQuestion(q, p));
    for (const a of q.answers) {
      gold.push(a.label);
      pred.push(isCorrect(cq, a.text));
    }
  }
  return binaryScores(gold, pred);
}

function evalLearnt(train: BenchQuestion[], test: BenchQuestion[], p: Params): Scores {
  const byId = new Map(train.map((q) => [q.id, q]));
  const gold: number[] = [];
  const pred: number[] = [];
  for (const q of test) {
    const tq = byId.get(q.id);
    const cq = compileQuestion(tq ? learntQuestion(tq, training(tq.answers), p) : semevalQuestion(q, p));
    for (const a of q.answers) {
      gold.push(a.label);
      pred.push(isCorrect(cq, a.text));
    }
  }
  return binaryScores(gold, pred);
}

function grid(): Params[] {
  const out: Params[] = [];
  const fracs = QUICK ? [0.75] : [0.6, 0.75, 0.9];
  for (const frac of fracs)
    for (const dropQuestionWords of [false, true])
      for (const anyOrder of [true, false])
        for (const kOfN of QUICK ? [true] : [false, true])
          for (const refPrecision of [0, 0.5])
            out.push({
              frac,
              dropQuestionWords,
              perPoint: 1,
              maxWords: 5,
              anyOrder,
              minPrecision: 0.8,
              refPrecision,
              kOfN,
              answerPhrases: true,
            });
  return out;
}

/**
 * Refinement of the grid's choice, one knob at a time (coordinate ascent, same CV): the proposals'
 * number and length, learnt synonyms, the machine-phrase precision. A change is kept only when the
 * CV score rises.
 */
const REFINEMENTS: Partial<Params>[][] = [
  [{ perPoint: 2 }, { perPoint: 3 }],
  [{ maxWords: 4 }, { maxWords: 6 }, { maxWords: 8 }],
  [{ learnSynonyms: true }],
  [{ minPrecision: 0.7 }, { minPrecision: 0.9 }],
];
function refine(qs: BenchQuestion[], start: { item: Params; score: number }): { item: Params; score: number } {
  let best = start;
  for (const knob of QUICK ? REFINEMENTS.slice(2, 3) : REFINEMENTS) {
    const alt = bestBy(
      knob.map((k) => ({ ...best.item, ...k })),
      (p) => cvUnseenAnswers(qs, p).f1,
    );
    if (alt.score > best.score) best = alt;
  }
  return best;
}

/** Unseen questions / domains: reference phrases only, so only the reference adaptation is tuned. */
function uqGrid(): Params[] {
  const out: Params[] = [];
  const base = { perPoint: 3, maxWords: 4, anyOrder: true, minPrecision: 0.8, refPrecision: 0 };
  for (const dropQuestionWords of [false, true]) {
    for (const frac of QUICK ? [0.6] : [0.6, 0.75, 0.9]) out.push({ ...base, frac, dropQuestionWords, kOfN: false });
    for (const frac of QUICK ? [0.4] : [0.25, 0.3, 0.4, 0.5, 0.6, 0.65, 0.75, 0.9])
      out.push({ ...base, frac, dropQuestionWords, kOfN: true });
  }
  return out;
}
const describeParams = (p: Params): string =>
  `frac=${p.frac} dropQ=${p.dropQuestionWords ? 1 : 0} kOfN=${p.kOfN === true ? 1 : 0} anyOrder=${p.anyOrder ? 1 : 0} maxWords=${p.maxWords} minPrec=${p.minPrecision} refPrec=${p.refPrecision} answerPhrases=${p.answerPhrases === true ? 1 : 0} learnSynonyms=${p.learnSynonyms === true ? 1 : 0} scale=${p.scale ?? 1}`;

function bestBy<T>(items: T[], score: (t: T) => number): { item: T; score: number } {
  let best = items[0] as T;
  let bestScore = -Infinity;
  for (const it of items) {
    const s = score(it);
    if (s > bestScore) {
      best = it;
      bestScore = s;
    }
  }
  return { item: best, score: bestScore };
}

// ---------- SAF ----------
export function safQuestion(q: BenchQuestion, p: Params): QuestionInput {
  const qs = questionStems(q.text);
  const sentences = q.references
    .flatMap((r) => r.split(/(?<=[.!?])\s+|\n+|:\s/))
    .map((s) => s.trim())
    .filter((s) => keyGroups(s, qs, p.dropQuestionWords).length >= 2);
  const uniq = unique(sentences).slice(0, 8);
  const n = Math.max(1, uniq.length);
  return {
    maxMarks: 1,
    markingPoints: uniq.map((s, i) => ({
      id: `p${i + 1}`,
      marks: (p.scale ?? 1) / n,
      phrases: referencePhrases(s, qs, p),
      machinePhrases: [],
    })),
    synonyms: [],
    structure: null,
  };
}
const safTraining = (q: QuestionInput, answers: BenchQuestion['answers']) =>
  answers
    .filter((a) => a.label >= 0.99 || a.label <= 0.01)
    .map((a) => ({ text: a.text, awarded: a.label >= 0.99 ? q.markingPoints.map((p) => p.id) : [] }));

export function safMae(train: BenchQuestion[] | null, test: BenchQuestion[], p: Params): { n: number; mae: number } {
  const byId = new Map((train ?? []).map((q) => [q.id, q]));
  let err = 0;
  let n = 0;
  for (const q of test) {
    const tq = byId.get(q.id);
    const base = safQuestion(tq ?? q, p);
    const cq = compileQuestion(tq ? learn(base, safTraining(base, tq.answers), p) : base);
    for (const a of q.answers) {
      err += Math.abs(markAnswer(cq, a.text).marks - a.label);
      n++;
    }
  }
  return { n, mae: err / Math.max(1, n) };
}
export function safCv(qs: BenchQuestion[], p: Params): number {
  let err = 0;
  let n = 0;
  for (let f = 0; f < FOLDS; f++) {
    const train = qs.map((q) => ({ ...q, answers: q.answers.filter((_, i) => i % FOLDS !== f) }));
    const test = qs.map((q) => ({ ...q, answers: q.answers.filter((_, i) => i % FOLDS === f) }));
    const r = safMae(train, test, p);
    err += r.mae * r.n;
    n += r.n;
  }
  return err / n;
}

// ---------- main ----------
const fmt = (x: number, d = 3): string => x.toFixed(d);
const pad = (s: string, w: number): string => s.padEnd(w);

export function main(): void {
  const rows: string[][] = [];
  const compiledForSpeed: { cq: CompiledQuestion; answers: string[] }[] = [];
  const chosen: string[] = [];
  for (const ds of ['beetle', 'sciEntsBank'] as const) {
    const train = loadSemeval(join(SEM, 'training/2way', ds));
    const testSplits =
      ds === 'beetle'
        ? ['test-unseen-answers', 'test-unseen-questions']
        : ['test-unseen-answers', 'test-unseen-questions', 'test-unseen-domains'];
    const t0 = performance.now();
    const ua = refine(
      train,
      bestBy(grid(), (p) => cvUnseenAnswers(train, p).f1),
    );
    const uq = bestBy(uqGrid(), (p) => evalReferenceOnly(train, p).f1);
    log(`${ds}: tuned in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    chosen.push(`${ds} unseen answers (CV macro-F1 ${fmt(ua.score)}): ${describeParams(ua.item)}`);
    chosen.push(
      `${ds} unseen questions/domains (train macro-F1 ${fmt(uq.score)}): frac=${uq.item.frac} dropQ=${uq.item.dropQuestionWords ? 1 : 0} kOfN=${uq.item.kOfN === true ? 1 : 0}`,
    );
    const majority =
      train.flatMap((q) => q.answers).filter((a) => a.label === 1).length * 2 > train.flatMap((q) => q.answers).length
        ? 1
        : 0;
    for (const split of testSplits) {
      const test = loadSemeval(join(SEM, 'test/2way', ds, split));
      const s = split === 'test-unseen-answers' ? evalLearnt(train, test, ua.item) : evalReferenceOnly(test, uq.item);
      const gold = test.flatMap((q) => q.answers.map((a) => a.label));
      const base = binaryScores(
        gold,
        gold.map(() => majority),
      );
      rows.push([ds, split.replace('test-', ''), String(s.n), fmt(s.acc), fmt(s.f1), fmt(base.f1)]);
      if (split === 'test-unseen-answers') {
        const byId = new Map(train.map((q) => [q.id, q]));
        for (const q of test) {
          const tq = byId.get(q.id) ?? q;
          compiledForSpeed.push({
            cq: compileQuestion(learntQuestion(tq, training(tq.answers), ua.item)),
            answers: q.answers.map((a) => a.text),
          });
        }
      }
    }
  }

  // SAF
  const safTrain = loadSaf(join(SAF, 'training/english'));
  const safBase = { perPoint: 2, maxWords: 4, anyOrder: true, minPrecision: 0.8, refPrecision: 0 };
  // unseen answers (cross-validated learning, slower): the old subset setting and "k of:" settings
  const safUaGrid: Params[] = [{ ...safBase, frac: 0.34, dropQuestionWords: false }];
  for (const frac of QUICK ? [0.34] : [0.25, 0.34, 0.5])
    for (const scale of [1, 2])
      for (const answerPhrases of [false, true])
        safUaGrid.push({ ...safBase, frac, dropQuestionWords: false, kOfN: true, scale, answerPhrases });
  // unseen questions (reference phrases only): the points' marks are calibrated by scale
  const safUqGrid: Params[] = [{ ...safBase, frac: 0.34, dropQuestionWords: false }];
  for (const frac of QUICK ? [0.34] : [0.15, 0.25, 0.34, 0.5])
    for (const dropQuestionWords of [false, true])
      for (const scale of [1, 2, 3]) safUqGrid.push({ ...safBase, frac, dropQuestionWords, kOfN: true, scale });
  const safBest = bestBy(safUaGrid, (p) => -safCv(safTrain, p));
  const safUqBest = bestBy(safUqGrid, (p) => -safMae(null, safTrain, p).mae);
  chosen.push(`SAF unseen answers (CV MAE ${fmt(-safBest.score)}): ${describeParams(safBest.item)}`);
  chosen.push(
    `SAF unseen questions (train MAE ${fmt(-safUqBest.score)}): frac=${safUqBest.item.frac} dropQ=${safUqBest.item.dropQuestionWords ? 1 : 0} kOfN=${safUqBest.item.kOfN === true ? 1 : 0} scale=${safUqBest.item.scale ?? 1}`,
  );
  const trainScores = safTrain.flatMap((q) => q.answers.map((a) => a.label));
  const meanScore = trainScores.reduce((a, b) => a + b, 0) / trainScores.length;
  const safRows: string[][] = [];
  for (const [split, dir, p, withTrain] of [
    ['unseen-answers', 'unseen_answers/english', safBest.item, true],
    ['unseen-questions', 'unseen_questions/english', safUqBest.item, false],
  ] as const) {
    const test = loadSaf(join(SAF, dir));
    const r = safMae(withTrain ? safTrain : null, test, p);
    const gold = test.flatMap((q) => q.answers.map((a) => a.label));
    const baseMae = gold.reduce((s, g) => s + Math.abs(g - meanScore), 0) / gold.length;
    safRows.push(['SAF (en)', split, String(r.n), fmt(r.mae), fmt(baseMae)]);
  }

  // throughput: one core, compiled questions, every unseen-answers test answer, repeated for >= 2 s
  let count = 0;
  let chars = 0;
  for (const c of compiledForSpeed) for (const a of c.answers) markAnswer(c.cq, a); // warm-up
  const t0 = performance.now();
  while (performance.now() - t0 < 2000) {
    for (const c of compiledForSpeed) {
      for (const a of c.answers) {
        markAnswer(c.cq, a);
        count++;
        chars += a.length;
      }
    }
  }
  const secs = (performance.now() - t0) / 1000;

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
    `Throughput: ${Math.round(count / secs).toLocaleString('en')} answers/s on one core (${count.toLocaleString('en')} markings of SemEval unseen-answers test answers, mean ${Math.round(chars / count)} chars, compiled questions with learnt phrases)`,
  );
  out.push('');
  out.push('Chosen on training data only:');
  for (const c of chosen) out.push(`- ${c}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

if (process.env.MARKING_NO_MAIN !== '1') main();
