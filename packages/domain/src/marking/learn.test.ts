import { describe, expect, it } from 'vitest';
import { compileQuestion, markAnswer, proposeMachinePhrases, type QuestionInput } from './index';

const q: QuestionInput = {
  maxMarks: 2,
  markingPoints: [
    { id: 'evap', marks: 1, phrases: ['water evaporates'], machinePhrases: [] },
    { id: 'salt', marks: 1, phrases: ['salt is left behind'], machinePhrases: [] },
  ],
  synonyms: [],
  structure: null,
};

describe('proposeMachinePhrases', () => {
  it('proposes the answer window closest to a missed point', () => {
    const answer = 'We heated it until the water boiled away and only salt crystals remained.';
    const proposals = proposeMachinePhrases(q, answer, ['evap', 'salt']);
    expect(proposals.map((p) => p.pointId)).toEqual(['evap', 'salt']);
    const salt = proposals.find((p) => p.pointId === 'salt')!;
    expect(salt.phrase).toContain('salt');
    expect(salt.score).toBeGreaterThan(0);
  });
  it('proposes nothing for points the engine already found or the teacher did not award', () => {
    expect(proposeMachinePhrases(q, 'the water evaporates', ['evap'])).toEqual([]);
    expect(proposeMachinePhrases(q, 'the water boiled away', [])).toEqual([]);
    expect(proposeMachinePhrases(q, 'the water boiled away', ['unknown'])).toEqual([]);
  });
  it('keeps a governing negation in the proposal', () => {
    const [p] = proposeMachinePhrases(q, 'the salt does not disappear', ['salt']);
    expect(p!.phrase).toContain('not');
  });
  it('can propose any-order phrases', () => {
    const [p] = proposeMachinePhrases(q, 'salt crystals did not vanish', ['salt'], {
      anyOrder: true,
      maxWords: 3,
      minWords: 3,
    });
    expect(p!.phrase).toBe('salt & crystals & not vanish');
    expect(
      markAnswer(
        { ...q, markingPoints: [{ id: 'salt', marks: 1, phrases: [], machinePhrases: [p!.phrase] }] },
        'it did not vanish: salt crystals',
      ).marks,
    ).toBe(1);
  });
  it('produces phrases that, once added, make the engine find the point', () => {
    const answer = 'We heated it until the water boiled away and only salt crystals remained.';
    const proposals = proposeMachinePhrases(q, answer, ['evap', 'salt'], { perPoint: 3 });
    const learnt: QuestionInput = {
      ...q,
      markingPoints: q.markingPoints.map((p) => ({
        ...p,
        machinePhrases: proposals.filter((x) => x.pointId === p.id).map((x) => x.phrase),
      })),
    };
    const r = markAnswer(compileQuestion(learnt), answer);
    expect(r.marks).toBe(2);
    expect(r.points.every((p) => p.matches.every((m) => m.how === 'machine'))).toBe(true);
  });
});
