/**
 * The default reading for a curriculum with no marked answers: the share of a model answer's
 * concepts fitted on every training set's marked answers together (Beetle, SciEntsBank, SAF), not
 * per data set. Prints the pooled fit and, for information, the new-question splits marked at it.
 *   MARKING_DATA=/path npx tsx bench/marking/pooled.ts
 */
import { join } from 'node:path';
import {
  CONCEPT_SHARES,
  compileQuestion,
  fitConceptShare,
  markAnswer,
  type QuestionInput,
} from '@markwell/domain/marking/index';
import { dataFolder, loadSaf, loadSemeval, type BenchQuestion } from './data';
import { binaryScores, safQuestion, semevalQuestion } from './run';

const DATA = dataFolder('MARKING_DATA') ?? '';
const SEM = join(DATA, 'semeval2013-task7-2way');
const SAF = join(DATA, 'saf');
const SHARE = process.env.SHARE ? Number(process.env.SHARE) : undefined;

const samplesOf = (qs: BenchQuestion[], to: (q: BenchQuestion) => QuestionInput) =>
  qs.map((q) => ({ question: to(q), examples: q.answers.map((a) => ({ answer: a.text, marks: a.label })) }));

const beetle = loadSemeval(join(SEM, 'training/2way', 'beetle'));
const sci = loadSemeval(join(SEM, 'training/2way', 'sciEntsBank'));
const saf = loadSaf(join(SAF, 'training/english'));
const pooled = fitConceptShare([
  ...samplesOf(beetle, (q) => semevalQuestion(q)),
  ...samplesOf(sci, (q) => semevalQuestion(q)),
  ...samplesOf(saf, (q) => safQuestion(q)),
]);
process.stdout.write(`pooled fit (every decision counted alike): ${JSON.stringify(pooled)}\n`);

/**
 * Balanced agreement of each training set's marked answers read as new questions at a share: SemEval
 * awarded iff labelled 1; SAF every point iff scored 1, none iff 0 (partial scores left out).
 */
function balancedAt(qs: BenchQuestion[], to: (q: BenchQuestion, s: number) => QuestionInput, s: number): number {
  let yes = 0,
    yesRight = 0,
    no = 0,
    noRight = 0;
  for (const q of qs) {
    const cq = compileQuestion(to(q, s));
    for (const a of q.answers) {
      if (a.label !== 0 && a.label !== 1) continue;
      const r = markAnswer(cq, a.text);
      const full = r.marks >= 1 - 1e-9;
      const none = r.marks <= 1e-9;
      if (a.label === 1) {
        yes++;
        if (full) yesRight++;
      } else {
        no++;
        if (none) noRight++;
      }
    }
  }
  return (yesRight / Math.max(1, yes) + noRight / Math.max(1, no)) / 2;
}
const sets = [
  ['beetle', beetle, semevalQuestion],
  ['sciEntsBank', sci, semevalQuestion],
  ['SAF', saf, safQuestion],
] as const;
let best = { share: 0.4, mean: -1 };
for (const s of CONCEPT_SHARES) {
  const per = sets.map(([, qs, to]) => balancedAt(qs, to, s));
  const mean = per.reduce((a, b) => a + b, 0) / per.length;
  process.stdout.write(`share ${s}: ${per.map((x) => x.toFixed(3)).join(' / ')} mean ${mean.toFixed(4)}\n`);
  if (mean > best.mean + 1e-9) best = { share: s, mean };
}
process.stdout.write(
  `each training set weighted alike: best share ${best.share} (mean balanced agreement ${best.mean.toFixed(4)})\n`,
);
const share = SHARE ?? best.share;
for (const [ds, splits] of [
  ['beetle', ['test-unseen-questions']],
  ['sciEntsBank', ['test-unseen-questions', 'test-unseen-domains']],
] as const) {
  for (const split of splits) {
    const test = loadSemeval(join(SEM, 'test/2way', ds, split));
    const gold: number[] = [];
    const pred: number[] = [];
    for (const q of test) {
      const cq = compileQuestion(semevalQuestion(q, share));
      for (const a of q.answers) {
        gold.push(a.label);
        pred.push(markAnswer(cq, a.text).marks >= 1 ? 1 : 0);
      }
    }
    const s = binaryScores(gold, pred);
    process.stdout.write(`${ds} ${split} at ${share}: accuracy ${s.acc.toFixed(3)} macro-F1 ${s.f1.toFixed(3)}\n`);
  }
}
const uq = loadSaf(join(SAF, 'unseen_questions/english'));
let err = 0;
let n = 0;
for (const q of uq) {
  const cq = compileQuestion(safQuestion(q, share));
  for (const a of q.answers) {
    err += Math.abs(markAnswer(cq, a.text).marks - a.label);
    n++;
  }
}
process.stdout.write(`SAF unseen-questions at ${share}: MAE ${(err / n).toFixed(3)}\n`);
