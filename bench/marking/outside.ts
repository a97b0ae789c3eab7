/**
 * Marking checked on public marked data outside the benchmark's own (not used to choose anything):
 * a data set given as a question / answer CSV pair (`loadCsvPair`), marked through the product
 * path as `run.ts` marks SemEval, beside a plain word-overlap threshold for comparison.
 *   OUTSIDE_DATA=/path/to/folder npx tsx bench/marking/outside.ts
 * New questions: 5 folds over the questions; the share of a model answer's concepts is fitted on the
 * other folds' marked answers (as the server fits a subject's), the overlap threshold likewise.
 * Unseen answers: 5 folds over each question's answers, learning from the other 4/5 (learnQuestion).
 */
import { compileQuestion, markAnswer } from '@markwell/domain/marking/index';
import { dataFolder, loadCsvPair, type BenchQuestion } from './data';
import { binaryScores, cvUnseenAnswers, FOLDS, fittedShare, semevalQuestion } from './run';

/** Content words of a text, lower case, with a crude suffix cut: the comparison, not the engine. */
const OVERLAP_STOPWORDS = new Set(
  'a an the of to in on at for and or is are be by it its this that with as from can will not do does what which how when where why'.split(
    ' ',
  ),
);
const overlapWords = (s: string): Set<string> =>
  new Set(
    (s.toLowerCase().match(/[a-z0-9]+/g) ?? [])
      .filter((w) => !OVERLAP_STOPWORDS.has(w))
      .map((w) => w.replace(/(ing|ed|es|s)$/, '')),
  );
/** For a question: the share of its reference's words (but the question's) that an answer holds. */
function overlapOf(q: BenchQuestion): (answer: string) => number {
  const asked = overlapWords(q.text);
  const ref = [...overlapWords(q.references[0] ?? '')].filter((w) => !asked.has(w));
  return (answer) => {
    if (ref.length === 0) return 1;
    const words = overlapWords(answer);
    return ref.filter((w) => words.has(w)).length / ref.length;
  };
}
/** Whether an overlap reaches a threshold of the 0.05 grid (the grid's sums are not exact). */
const reaches = (v: number, t: number): number => (v >= t - 1e-9 ? 1 : 0);
/** The overlap threshold (0.05 steps) with the best macro-F1 on these answers. */
function bestThreshold(items: { v: number; label: number }[]): number {
  let best = -1;
  let at = 0.5;
  for (let t = 0.05; t <= 1.0001; t += 0.05) {
    const f1 = binaryScores(
      items.map((i) => i.label),
      items.map((i) => reaches(i.v, t)),
    ).f1;
    if (f1 > best) [best, at] = [f1, t];
  }
  return at;
}

function main(): void {
  const dir = dataFolder('OUTSIDE_DATA');
  if (!dir) {
    process.stderr.write('Set OUTSIDE_DATA to a folder holding questions.csv and answers.csv.\n');
    process.exit(2);
  }
  const qs = loadCsvPair(dir);
  const n = qs.reduce((s, q) => s + q.answers.length, 0);
  const correct = qs.reduce((s, q) => s + q.answers.filter((a) => a.label === 1).length, 0);
  // every answer's overlap with its question's reference, read once
  const overlaps = new Map(
    qs.map((q) => {
      const of = overlapOf(q);
      return [q, q.answers.map((a) => of(a.text))] as const;
    }),
  );
  const scored = (q: BenchQuestion, keep: (i: number) => boolean) =>
    q.answers.flatMap((a, i) => (keep(i) ? [{ v: overlaps.get(q)![i]!, label: a.label }] : []));
  const rows: string[] = [];
  const row = (what: string, gold: number[], pred: number[]): void => {
    const s = binaryScores(gold, pred);
    rows.push(`| ${what} | ${s.acc.toFixed(3)} | ${s.f1.toFixed(3)} |`);
  };

  // new questions: the share and the threshold from the other questions
  const gold: number[] = [];
  const product: number[] = [];
  const words: number[] = [];
  const shares: (number | undefined)[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = qs.filter((_, i) => i % FOLDS !== f);
    const share = fittedShare(train, (q) => semevalQuestion(q));
    shares.push(share);
    const t = bestThreshold(train.flatMap((q) => scored(q, () => true)));
    for (const q of qs.filter((_, i) => i % FOLDS === f)) {
      const cq = compileQuestion(semevalQuestion(q, share));
      q.answers.forEach((a, i) => {
        gold.push(a.label);
        product.push(markAnswer(cq, a.text).marks >= 1 ? 1 : 0);
        words.push(reaches(overlaps.get(q)![i]!, t));
      });
    }
  }
  row('new questions: product (model answer as the phrase)', gold, product);
  row('new questions: word overlap, threshold from the other questions', gold, words);

  // unseen answers: learning from the question's other answers, exactly as the SemEval cross-validation
  const judged = cvUnseenAnswers(qs);
  const gold2 = judged.map((j) => j.gold);
  const product2 = judged.map((j) => (j.result.marks >= 1 ? 1 : 0));
  // the overlap threshold from the same folds, answer for answer in the same order
  const words2: number[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const inFold = (i: number): boolean => i % FOLDS !== f;
    for (const q of qs) {
      const t = bestThreshold(scored(q, inFold));
      for (const { v } of scored(q, (i) => !inFold(i))) words2.push(reaches(v, t));
    }
  }
  row('unseen answers: product (learning from marked answers)', gold2, product2);
  row("unseen answers: word overlap, threshold from the question's answers", gold2, words2);

  process.stdout.write(
    [
      `${qs.length} questions, ${n} answers, ${correct} correct (${((100 * correct) / n).toFixed(1)}%); shares fitted per fold: ${shares.map((s) => s ?? 'default').join(', ')}`,
      '',
      '| path | accuracy | macro-F1 |',
      '| ---- | -------- | -------- |',
      ...rows,
      '',
    ].join('\n'),
  );
}

main();
