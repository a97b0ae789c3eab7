/**
 * The product path with no learning, as a content author uses it: each reference answer is typed
 * as one phrase of a single one-mark marking point, the question text is the question's prompt, and
 * the engine's markAnswer decides (correct iff marks >= 1). Prints 2-way macro-F1 per split and
 * the throughput of markAnswer on one core. No marking logic lives here.
 *
 *   MARKING_DATA=/path/to/data npx tsx bench/marking-reading/run.ts [train|test]
 */
import { compileQuestion, markAnswer, type CompiledQuestion } from '@markwell/domain/marking/index';
import { join } from 'node:path';
import { dataFolder, loadSemeval, type BenchQuestion } from '../marking/data';

interface Split {
  name: string;
  dir: string;
}

function splits(root: string, which: string): Split[] {
  const sem = join(root, 'semeval2013-task7-2way');
  if (which === 'train')
    return [
      { name: 'beetle training (as unseen questions)', dir: join(sem, 'training/2way/beetle') },
      { name: 'sciEntsBank training (as unseen questions)', dir: join(sem, 'training/2way/sciEntsBank') },
    ];
  return [
    { name: 'beetle unseen-questions', dir: join(sem, 'test/2way/beetle/test-unseen-questions') },
    { name: 'sciEntsBank unseen-questions', dir: join(sem, 'test/2way/sciEntsBank/test-unseen-questions') },
    { name: 'sciEntsBank unseen-domains', dir: join(sem, 'test/2way/sciEntsBank/test-unseen-domains') },
  ];
}

/** A model answer typed by a content author: one point, the reference answers as its phrases. */
export function authorQuestion(q: BenchQuestion): CompiledQuestion {
  return compileQuestion({
    maxMarks: 1,
    prompt: q.text,
    markingPoints: [{ id: 'correct', marks: 1, phrases: q.references, machinePhrases: [] }],
    synonyms: [],
    structure: null,
  });
}

function macroF1(gold: number[], predicted: number[]): number {
  let f = 0;
  for (const cls of [0, 1]) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      const p = predicted[i]!;
      if (p === cls && g === cls) tp += 1;
      else if (p === cls) fp += 1;
      else if (g === cls) fn += 1;
    });
    f += tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  }
  return f / 2;
}

function main(): void {
  const root = dataFolder('MARKING_DATA');
  if (!root) throw new Error('MARKING_DATA must name the folder holding semeval2013-task7-2way/');
  const which = process.argv[2] === 'test' ? 'test' : 'train';
  const quick = process.env.QUICK === '1';
  const rows: string[] = [];
  const timed: { cq: CompiledQuestion; text: string }[] = [];
  for (const split of splits(root, which)) {
    let questions = loadSemeval(split.dir);
    if (quick) questions = questions.filter((_, i) => i % 3 === 0);
    const gold: number[] = [];
    const predicted: number[] = [];
    for (const q of questions) {
      const cq = authorQuestion(q);
      for (const a of q.answers) {
        gold.push(a.label);
        predicted.push(markAnswer(cq, a.text).marks >= 1 ? 1 : 0);
        timed.push({ cq, text: a.text });
      }
    }
    const accuracy = gold.filter((g, i) => g === predicted[i]).length / gold.length;
    rows.push(`| ${split.name} | ${gold.length} | ${accuracy.toFixed(3)} | ${macroF1(gold, predicted).toFixed(3)} |`);
  }
  console.log('| split | n | accuracy | macro-F1 |\n| --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  let n = 0;
  const t0 = performance.now();
  const budget = quick ? 500 : 2000;
  while (performance.now() - t0 < budget)
    for (const x of timed) {
      markAnswer(x.cq, x.text);
      n += 1;
    }
  const perSecond = Math.round(n / ((performance.now() - t0) / 1000));
  console.log(`\nThroughput: ${perSecond.toLocaleString('en-GB')} answers/s on one core (compiled questions).`);
}

main();
