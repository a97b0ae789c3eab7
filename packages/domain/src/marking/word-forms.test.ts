import { describe, expect, it } from 'vitest';
import { compileQuestion, markAnswer } from './index';
import { familyOf } from './word-forms';
import { stemOf } from './lexicon';

const one = (phrase: string) =>
  compileQuestion({
    maxMarks: 1,
    markingPoints: [{ id: 'a', marks: 1, phrases: [phrase], machinePhrases: [] }],
    synonyms: [],
    structure: null,
  });

describe('word forms from WordNet', () => {
  it('puts derivational forms that stem apart in one family', () => {
    expect(familyOf(stemOf('religious'))).toBe(familyOf(stemOf('religion')));
    expect(familyOf(stemOf('congressional'))).toBe(familyOf(stemOf('congress')));
    expect(familyOf(stemOf('deposition'))).toBe(familyOf(stemOf('deposit')));
    expect(familyOf(stemOf('carbon'))).toBe(stemOf('carbon'));
  });

  it('puts the comparative and superlative of a short adjective with it, not nouns that look like one', () => {
    for (const [form, base] of [
      ['harder', 'hard'],
      ['hardest', 'hard'],
      ['heavier', 'heavy'],
      ['bigger', 'big'],
      ['larger', 'large'],
    ])
      expect(familyOf(stemOf(form!)), form).toBe(familyOf(stemOf(base!)));
    expect(familyOf(stemOf('number'))).not.toBe(familyOf(stemOf('numb')));
    expect(familyOf(stemOf('layer'))).not.toBe(familyOf(stemOf('lay')));
    const r = markAnswer(one('A paperclip is harder than a penny.'), 'the paperclip is the hardest tool');
    expect(r.marks).toBe(1);
    expect(r.points[0]!.matches.find((m) => m.text === 'hardest')?.how).toBe('word-form');
  });

  it('matches another form of the word and says so', () => {
    const r = markAnswer(one('religious freedom'), 'they wanted freedom of religion');
    expect(r.marks).toBe(0); // order still counts in a plain phrase
    const s = markAnswer(one('religious freedom'), 'for religion freedom');
    expect(s.marks).toBe(1);
    expect(s.points[0]!.matches[0]!.how).toBe('word-form');
    const c = markAnswer(one('congressional power'), 'the power of congress and congress power');
    expect(c.points[0]!.matches[0]!.how).toBe('word-form');
  });

  it('keeps exact, stem and =exact matches ahead of word forms', () => {
    expect(markAnswer(one('religion'), 'religions').points[0]!.matches[0]!.how).toBe('stem');
    expect(markAnswer(one('=religion'), 'religious').marks).toBe(0);
  });
});
