import { join } from 'node:path';
import { compileQuestion, markAnswer } from '@markwell/domain/marking/index';
import { learn, type Params } from './adapter';
import { loadSemeval } from './data';
import { semevalQuestion } from './run';
const SEM = '/work/shared/data/semeval2013-task7-2way';
const train = loadSemeval(join(SEM, 'training/2way/beetle'));
const p: Params = { frac: 0.9, dropQuestionWords: false, perPoint: 3, maxWords: 4, anyOrder: false, minPrecision: 0.8, refPrecision: 0.5, kOfN: false, answerPhrases: true };
const t0 = performance.now();
let tp=0,fp=0,fn=0,tn=0;
const errs: string[] = [];
for (const q of train) {
  const base = semevalQuestion(q, p);
  for (let f = 0; f < 5; f++) {
    const tr = q.answers.filter((_, i) => i % 5 !== f);
    const held = q.answers.filter((_, i) => i % 5 === f);
    const cq = compileQuestion(learn(base, tr.map(a => ({ text: a.text, awarded: a.label === 1 ? ['correct'] : [] })), p));
    for (const a of held) {
      const r = markAnswer(cq, a.text); const pr = r.marks >= 1 ? 1 : 0;
      if (a.label===1&&pr===1) tp++; else if (a.label===0&&pr===1) {fp++; errs.push(`FP ${q.id} | ${a.text} | ${r.points[0]!.matches.map(m=>m.text).join(' / ')}`);} else if (a.label===1) {fn++; errs.push(`FN ${q.id} | ${a.text}`);} else tn++;
    }
  }
}
const f=(a:number,b:number,c:number)=>2*a/(2*a+b+c);
console.log('F1', ((f(tp,fp,fn)+f(tn,fn,fp))/2).toFixed(4), {tp,fp,fn,tn}, ((performance.now()-t0)/1000).toFixed(1)+'s');
import('node:fs').then(fs=>fs.writeFileSync('/tmp/mk/errs.txt', errs.join('\n')));
