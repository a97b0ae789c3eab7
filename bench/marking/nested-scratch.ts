import { join } from 'node:path';
import { compileQuestion, markAnswer } from '@markwell/domain/marking/index';
import { learn, type Params } from './adapter';
import { loadSemeval, type BenchAnswer } from './data';
import { semevalQuestion } from './run';
const SEM = '/work/shared/data/semeval2013-task7-2way';
const ds = process.argv[2] ?? 'beetle';
const train = loadSemeval(join(SEM, 'training/2way', ds));
const P: Params[] = [];
for (const frac of [0.6, 0.75, 0.9]) for (const kOfN of [false, true]) for (const refPrecision of [0, 0.5])
  P.push({ frac, dropQuestionWords: false, perPoint: 3, maxWords: 4, anyOrder: false, minPrecision: 0.8, refPrecision, kOfN, answerPhrases: true });
const tr = (as: BenchAnswer[]) => as.map(a => ({ text: a.text, awarded: a.label === 1 ? ['correct'] : [] }));
function cvPreds(q: any, answers: BenchAnswer[], p: Params, folds: number): number[] {
  const base = semevalQuestion(q, p); const out = new Array(answers.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const cq = compileQuestion(learn(base, tr(answers.filter((_, i) => i % folds !== f)), p));
    answers.forEach((a, i) => { if (i % folds === f) out[i] = markAnswer(cq, a.text).marks >= 1 ? 1 : 0; });
  }
  return out;
}
function f1(g: number[], p: number[]) { let tp=0,fp=0,fn=0,tn=0; g.forEach((x,i)=>{const y=p[i]; if(x&&y)tp++; else if(!x&&y)fp++; else if(x)fn++; else tn++;}); const f=(a:number,b:number,c:number)=>2*a/(2*a+b+c); return (f(tp,fp,fn)+f(tn,fn,fp))/2; }
const margins = [0, 1, 2, 3, 5];
const gold: number[] = []; const predG: number[] = []; const predM: number[][] = margins.map(() => []);
for (let f = 0; f < 5; f++) {
  const inner = train.map(q => { const trA = q.answers.filter((_, i) => i % 5 !== f); return P.map(p => { const pr = cvPreds(q, trA, p, 4); return pr.filter((x, i) => x === trA[i]!.label).length; }); });
  const sums = P.map((_, j) => inner.reduce((s, c) => s + c[j]!, 0));
  const g = sums.indexOf(Math.max(...sums));
  train.forEach((q, qi) => {
    const trA = q.answers.filter((_, i) => i % 5 !== f); const held = q.answers.filter((_, i) => i % 5 === f);
    const c = inner[qi]!;
    const predFor = (j: number) => { const cq = compileQuestion(learn(semevalQuestion(q, P[j]!), tr(trA), P[j]!)); return held.map(a => markAnswer(cq, a.text).marks >= 1 ? 1 : 0); };
    const cache = new Map<number, number[]>();
    const get = (j: number) => { if (!cache.has(j)) cache.set(j, predFor(j)); return cache.get(j)!; };
    for (const a of held) gold.push(a.label);
    predG.push(...get(g));
    margins.forEach((m, mi) => { let best = g; for (let j = 0; j < P.length; j++) if (c[j]! > c[best]! && c[j]! >= c[g]! + m) best = j; predM[mi]!.push(...get(best)); });
  });
  console.error('fold', f, 'global', g);
}
console.log(ds, 'global', f1(gold, predG).toFixed(4), margins.map((m, i) => `m${m}=${f1(gold, predM[i]!).toFixed(4)}`).join(' '));
