import { describe, expect, it } from 'vitest';
import { EQUIVALENCES } from './equivalences';
import { compileQuestion, markAnswer, type QuestionInput } from './index';
import { synonymMembers } from '../text/clean-synonyms';

const point = (id: string, phrases: string[]) => ({ id, marks: 1, phrases, machinePhrases: [] });

describe('curated equivalences', () => {
  it('credits CO2 for carbon dioxide on the rate-of-photosynthesis question', () => {
    const q: QuestionInput = {
      maxMarks: 3,
      prompt: 'Explain why the rate of photosynthesis increases as light intensity increases, up to a point.',
      markingPoints: [
        point('more-light', ['more light']),
        point('light-limiting', ['limiting factor']),
        point('co2-limiting', ['carbon dioxide & limiting', 'temperature & limiting']),
      ],
      synonyms: [],
      structure: null,
    };
    const r = markAnswer(
      compileQuestion(q),
      'With more light it photosynthesises faster until the amount of CO2 becomes the limiting factor',
    );
    const co2 = r.points.find((p) => p.id === 'co2-limiting')!;
    expect(co2.awarded).toBe(true);
    expect(co2.matches.map((m) => m.text)).toEqual(['CO2', 'limiting']);
    expect(co2.matches[0]!.how).toBe('equivalent');
  });

  it('bridges formulae, British and American spellings and units written as words, both ways', () => {
    const cases: [string, string][] = [
      ['water', 'H2O'],
      ['CO2', 'carbon dioxide'],
      ['sodium chloride', 'NaCl'],
      ['sulphur', 'sulfur'],
      ['aluminum', 'aluminium'],
      ['distance in kilometres', 'distance in km'],
    ];
    for (const [phrase, answer] of cases) {
      const q = compileQuestion({ maxMarks: 1, markingPoints: [point('a', [phrase])], synonyms: [], structure: null });
      const r = markAnswer(q, `it is ${answer}`);
      expect(r.marks, `${phrase} / ${answer}`).toBe(1);
      // a one-letter difference is already forgiven by spelling tolerance, which is tried first
      expect(['equivalent', 'spelling']).toContain(r.points[0]!.matches[0]!.how);
    }
  });

  it('makes variants for every member a long model answer holds, one and two words, first and last', () => {
    const phrase = 'Carbon dioxide and water are taken in, light is absorbed and the plant makes glucose and oxygen';
    const q = compileQuestion({ maxMarks: 1, markingPoints: [point('a', [phrase])], synonyms: [], structure: null });
    const equivalents = q.points[0]!.phrases.filter((p) => p.source === 'equivalence').map((p) => p.text);
    for (const swapped of ['co2 and water', 'carbon dioxide and h2o', 'glucose and o2', 'makes c6h12o6 and'])
      expect(
        equivalents.some((v) => v.includes(swapped)),
        swapped,
      ).toBe(true);
    // and an answer in formulae earns the model answer's point
    expect(markAnswer(q, 'CO2 and H2O go in, light is absorbed, C6H12O6 and O2 come out').marks).toBe(1);
  });

  it('reads twenty, the tens, hundred and thousand as their digits', () => {
    const q = compileQuestion({
      maxMarks: 1,
      markingPoints: [point('a', ['terminal 20'])],
      synonyms: [],
      structure: null,
    });
    expect(markAnswer(q, 'terminal twenty').marks).toBe(1);
    const tens = compileQuestion({
      maxMarks: 1,
      markingPoints: [point('a', ['wait 60 turns'])],
      synonyms: [],
      structure: null,
    });
    expect(markAnswer(tens, 'wait sixty turns').marks).toBe(1);
  });

  it('holds only groups of two or more distinct members, each member in one group', () => {
    const seen = new Set<string>();
    for (const line of EQUIVALENCES) {
      const members = synonymMembers(line);
      expect(members.length, line).toBeGreaterThan(1);
      for (const m of members) {
        expect(seen.has(m), m).toBe(false);
        seen.add(m);
      }
    }
  });
});
