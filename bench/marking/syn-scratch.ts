import { join } from 'node:path';
import { compileQuestion, markAnswer } from '@markwell/domain/marking/index';
import { learn, keyGroups, type Params } from './adapter';
import { loadSemeval, type BenchQuestion } from './data';
import { semevalQuestion } from './run';
import { stemOf } from '@markwell/domain/marking/lexicon';
const SEM = '/work/shared/data/semeval2013-task7-2way';
const train = loadSemeval(join(SEM, 'training/2way/beetle'));
const p: Params = { frac: 0.9, dropQuestionWords: false, perPoint: 3, maxWords: 4, anyOrder: false, minPrecision: 0.8, refPrecision: 0.5, kOfN: false, answerPhrases: true };
const NO = new Set<string>();
const MIN = Number(process.argv[2] ?? 2); const PREC = Number(process.argv[4] ?? 0.8); const MAXD = Number(process.argv[3] ?? 1);
function learnSyn(qs: BenchQuestion[], fold: number): string[] {
  const count = new Map<string, number>();
  for (const q of qs) {
    const refs = q.references.map(r => keyGroups(r, NO, false).filter(g => !g.includes(' ')));
    q.answers.forEach((a, i) => {
      if (i % 5 === fold || a.label !== 1) return;
      const ag = keyGroups(a.text, NO, false).filter(g => !g.includes(' '));
      const as = new Set(ag.map(stemOf));
      for (const r of refs) {
        const rs = new Set(r.map(stemOf));
        const aOnly = ag.filter(g => !rs.has(stemOf(g))); const rOnly = r.filter(g => !as.has(stemOf(g)));
        if (aOnly.length >= 1 && aOnly.length <= MAXD && rOnly.length === 1 && r.length >= 2) {
          const k = `${rOnly[0]}; ${aOnly.join(' ')}`; count.set(k, (count.get(k) ?? 0) + 1);
        }
      }
    });
  }
  return [...count].filter(([, c]) => c >= MIN).map(([k]) => k);
}
let tp=0,fp=0,fn=0,tn=0;
for (let f = 0; f < 5; f++) {
  for (const q of train) {
    const tr = q.answers.filter((_, i) => i % 5 !== f); const held = q.answers.filter((_, i) => i % 5 === f);
    const b0 = semevalQuestion(q, p); const cq0 = compileQuestion(b0);
    const hit0 = tr.map(a => markAnswer(cq0, a.text).marks >= 1);
    const syn: string[] = [];
    for (const s of learnSyn([q], f)) {
      const cq1 = compileQuestion({ ...b0, synonyms: [s] });
      let g = 0, b = 0;
      tr.forEach((a, i) => { if (!hit0[i] && markAnswer(cq1, a.text).marks >= 1) { if (a.label) g++; else b++; } });
      if (g >= 2 && g / (g + b) >= PREC) syn.push(s);
    }
    if (f === 0 && syn.length) console.error(q.id, syn.join(' | '));
    const base = { ...b0, synonyms: syn };
    const cq = compileQuestion(learn(base, tr.map(a => ({ text: a.text, awarded: a.label === 1 ? ['correct'] : [] })), p));
    for (const a of held) { const pr = markAnswer(cq, a.text).marks >= 1 ? 1 : 0; if (a.label&&pr) tp++; else if (!a.label&&pr) fp++; else if (a.label) fn++; else tn++; }
  }
}
const F=(a:number,b:number,c:number)=>2*a/(2*a+b+c);
console.log(MIN, MAXD, 'F1', ((F(tp,fp,fn)+F(tn,fn,fp))/2).toFixed(4), {tp,fp,fn,tn});
