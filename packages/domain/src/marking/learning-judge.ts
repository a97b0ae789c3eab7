// Judging learning's candidates on the marked answers they were not learnt from.
import { compileQuestion, type CompiledQuestion } from './compile';
import type { Candidate } from './learning-candidates';
import type { LearnedProposal } from './learning-types';
import { markAnswer } from './mark';
import type { QuestionInput } from './types';

export interface Judged {
  proposal: LearnedProposal;
  /** The held-out answers (and points) it newly credits rightly: "answer|point". */
  gains: Set<string>;
}

/**
 * Score every candidate in one pass: a probe question holds each candidate as its own point (a
 * synonym candidate: the question's points with that synonym added, one probe point per point).
 */
export function judge(
  question: QuestionInput,
  candidates: Candidate[],
  texts: string[],
  awarded: (Set<string> | null)[],
  before: Set<string>[],
): Judged[] {
  interface Probe {
    cand: number;
    owner: string;
  }
  const probes: Probe[] = [];
  const probePoints: QuestionInput['markingPoints'] = [];
  const probeSynonyms = [...question.synonyms];
  const synonymProbes: { cand: number; q: CompiledQuestion }[] = [];
  candidates.forEach((c, ci) => {
    if (c.kind === 'machine-phrase') {
      probes.push({ cand: ci, owner: c.pointId! });
      probePoints.push({ id: `c${ci}`, marks: 1, phrases: [c.text], machinePhrases: [] });
    } else {
      // a synonym changes how the existing phrases read: mark with the question plus that synonym
      synonymProbes.push({ cand: ci, q: compileQuestion({ ...question, synonyms: [...probeSynonyms, c.text] }) });
    }
  });
  const probe =
    probePoints.length > 0
      ? compileQuestion({ ...question, maxMarks: probePoints.length, markingPoints: probePoints })
      : null;
  const tp = new Array<number>(candidates.length).fill(0);
  const fp = new Array<number>(candidates.length).fill(0);
  const newlyCorrect = new Array<number>(candidates.length).fill(0);
  const gains = candidates.map(() => new Set<string>());
  const newlyWrong = new Array<number>(candidates.length).fill(0);
  const heldOut = new Array<number>(candidates.length).fill(0);
  // an answer is held out for a candidate unless the candidate was learnt from it alone
  const heldOutFor = (ci: number, i: number): boolean => {
    const s = candidates[ci]!.sources;
    return !(s.size === 1 && s.has(i));
  };
  const count = (ci: number, i: number, owner: string, credits: boolean): void => {
    const got = awarded[i]!;
    heldOut[ci]! += 1;
    if (!credits) return;
    const right = got.has(owner);
    if (right) tp[ci]! += 1;
    else fp[ci]! += 1;
    if (!before[i]!.has(owner)) {
      if (right) {
        newlyCorrect[ci]! += 1;
        gains[ci]!.add(`${i}|${owner}`);
      } else newlyWrong[ci]! += 1;
    }
  };
  texts.forEach((text, i) => {
    if (awarded[i] === null) return;
    if (probe) {
      const r = markAnswer(probe, text);
      probes.forEach((p, k) => {
        if (heldOutFor(p.cand, i)) count(p.cand, i, p.owner, r.points[k]!.awarded);
      });
    }
    for (const s of synonymProbes) {
      if (!heldOutFor(s.cand, i)) continue;
      const r = markAnswer(s.q, text);
      // judged per point, summed: a synonym is right where every point it newly credits was awarded
      let credits = false;
      let right = true;
      let newly = false;
      for (const p of r.points) {
        if (!p.awarded) continue;
        credits = true;
        if (!awarded[i]!.has(p.id)) right = false;
        if (!before[i]!.has(p.id)) newly = true;
      }
      heldOut[s.cand]! += 1;
      if (!credits) continue;
      if (right) tp[s.cand]! += 1;
      else fp[s.cand]! += 1;
      if (newly) {
        if (right) {
          newlyCorrect[s.cand]! += 1;
          for (const p of r.points) if (p.awarded && !before[i]!.has(p.id)) gains[s.cand]!.add(`${i}|${p.id}`);
        } else newlyWrong[s.cand]! += 1;
      }
    }
  });
  return candidates.map((c, ci) => ({
    gains: gains[ci]!,
    proposal: {
      kind: c.kind,
      pointId: c.pointId,
      text: c.text,
      sources: [...c.sources].sort((a, b) => a - b),
      evidence: {
        newlyCorrect: newlyCorrect[ci]!,
        newlyWrong: newlyWrong[ci]!,
        precision: tp[ci]! + fp[ci]! === 0 ? 1 : Math.round((tp[ci]! / (tp[ci]! + fp[ci]!)) * 1000) / 1000,
        heldOut: heldOut[ci]!,
      },
    },
  }));
}
