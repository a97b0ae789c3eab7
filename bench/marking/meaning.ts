/**
 * Chooses the similarity a meaning-level match needs (ADR 0044) on training answers only: every
 * training question of Beetle, SciEntsBank and SAF read as a new question (no marked answers of its
 * own) at the default share and at its data set's fitted one, balanced agreement per set for each
 * similarity tried (1.01: no meaning-level matches). Test splits are printed for information only
 * with TEST=1.
 *   MARKING_DATA=/path npx tsx bench/marking/meaning.ts
 */
import { join } from 'node:path';
import { compileQuestion, markAnswer, type QuestionInput } from '@markwell/domain/marking/index';
import { dataFolder, loadSaf, loadSemeval, type BenchQuestion } from './data';
import { binaryScores, safQuestion, semevalQuestion } from './run';

const DATA = dataFolder('MARKING_DATA') ?? '';
const SEM = join(DATA, 'semeval2013-task7-2way');
const SAF = join(DATA, 'saf');
const LEVELS = (process.env.LEVELS ?? '1.01,0.8,0.7,0.6,0.5,0.4').split(',').map(Number);

type To = (q: BenchQuestion, share?: number) => QuestionInput;
function balancedAt(qs: BenchQuestion[], to: To, share: number | undefined, m: number): number {
  let yes = 0,
    yesRight = 0,
    no = 0,
    noRight = 0;
  for (const q of qs) {
    const cq = compileQuestion({ ...to(q, share), meaningSimilarity: m });
    for (const a of q.answers) {
      if (a.label !== 0 && a.label !== 1) continue;
      const r = markAnswer(cq, a.text);
      if (a.label === 1) {
        yes++;
        if (r.marks >= 1 - 1e-9) yesRight++;
      } else {
        no++;
        if (r.marks <= 1e-9) noRight++;
      }
    }
  }
  return (yesRight / Math.max(1, yes) + noRight / Math.max(1, no)) / 2;
}

const sets: [string, BenchQuestion[], To, number][] = [
  ['beetle', loadSemeval(join(SEM, 'training/2way', 'beetle')), semevalQuestion, 0.55],
  ['sciEntsBank', loadSemeval(join(SEM, 'training/2way', 'sciEntsBank')), semevalQuestion, 0.25],
  ['SAF', loadSaf(join(SAF, 'training/english')), safQuestion, 0.1],
];
for (const m of LEVELS) {
  const atDefault = sets.map(([, qs, to]) => balancedAt(qs, to, undefined, m));
  const atFit = sets.map(([, qs, to, s]) => balancedAt(qs, to, s, m));
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  process.stdout.write(
    `similarity ${m}: default share ${atDefault.map((x) => x.toFixed(3)).join(' / ')} (mean ${mean(atDefault).toFixed(4)}); fitted shares ${atFit.map((x) => x.toFixed(3)).join(' / ')} (mean ${mean(atFit).toFixed(4)})\n`,
  );
  if (process.env.TEST === '1') {
    const figures: string[] = [];
    for (const [ds, split, share] of [
      ['beetle', 'test-unseen-questions', undefined],
      ['sciEntsBank', 'test-unseen-questions', undefined],
      ['sciEntsBank', 'test-unseen-domains', undefined],
      ['beetle', 'test-unseen-questions', 0.55],
      ['sciEntsBank', 'test-unseen-questions', 0.25],
      ['sciEntsBank', 'test-unseen-domains', 0.25],
    ] as const) {
      const gold: number[] = [];
      const pred: number[] = [];
      for (const q of loadSemeval(join(SEM, 'test/2way', ds, split))) {
        const cq = compileQuestion({ ...semevalQuestion(q, share), meaningSimilarity: m });
        for (const a of q.answers) {
          gold.push(a.label);
          pred.push(markAnswer(cq, a.text).marks >= 1 ? 1 : 0);
        }
      }
      figures.push(
        `${ds} ${split.replace('test-', '')} at ${share ?? 'default'} ${binaryScores(gold, pred).f1.toFixed(3)}`,
      );
    }
    process.stdout.write(`  test (information): ${figures.join('; ')}\n`);
  }
}
