import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileQuestion, markAnswer, type QuestionInput, type WordModel } from './index';

/** A small vocabulary so that generated phrases, synonyms and answers share words often. */
const WORDS = [
  'light',
  'energy',
  'colonies',
  'colinies',
  'original',
  '13',
  'not',
  'the',
  'of',
  'carbon',
  'dioxide',
  'co2',
  'water',
  'evaporates',
  'evaporated',
  'salt',
  'left',
  'terminal',
  '1',
  'connected',
  'gap',
  'push',
  'pop',
  'stack',
  'rate',
  'increases',
  'reaction',
  'market',
  'stock',
  'same',
  'path',
  'no',
];
const word = fc.constantFrom(...WORDS);
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));
const phrase = fc.oneof(
  words(1, 3),
  words(4, 8),
  fc.tuple(words(1, 2), words(1, 2)).map(([a, b]) => `${a} & ${b}`),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), words(1, 2), words(1, 2), words(1, 2))
    .map(([k, a, b, c]) => `${k} of: ${a} & ${b} & ${c}`),
);
const synonym = fc.tuple(words(1, 2), words(1, 2)).map(([a, b]) => `${a}; ${b}`);
const answer = words(0, 14);

const question = fc.record({
  points: fc.array(fc.tuple(fc.array(phrase, { maxLength: 2 }), fc.array(phrase, { maxLength: 2 })), {
    minLength: 1,
    maxLength: 3,
  }),
  synonyms: fc.array(synonym, { maxLength: 2 }),
});

/** A question's own share of a model answer's concepts (some have none; out of range is clamped). */
const conceptShare = fc.option(fc.double({ min: 0, max: 1.2, noNaN: true }), { nil: undefined });

/** Word weights over the vocabulary's keys, as learnt from marked answers (some points have none). */
const wordModel = fc.option(
  fc.record({
    bias: fc.double({ min: -3, max: 3, noNaN: true }),
    phrases: fc.double({ min: 0, max: 4, noNaN: true }),
    words: fc.dictionary(
      fc.constantFrom('light', 'energi', 'salt', 'water', 'evapor', '!connect', 'NOT', '13', 'same', 'path'),
      fc.double({ min: -2, max: 2, noNaN: true }),
    ),
  }),
  { nil: undefined },
);

function input(
  q: { points: [string[], string[]][]; synonyms: string[] },
  models: (WordModel | undefined)[] = [],
  conceptShare?: number,
): QuestionInput {
  return {
    conceptShare,
    maxMarks: q.points.length,
    markingPoints: q.points.map(([phrases, machine], i) => ({
      id: `p${i}`,
      marks: 1,
      phrases,
      machinePhrases: machine,
      ...(models[i] ? { wordModel: models[i] } : {}),
    })),
    synonyms: q.synonyms,
    structure: null,
  };
}

const awarded = (q: QuestionInput, a: string) => markAnswer(compileQuestion(q), a).points.map((p) => p.awarded);

describe('adding to a mark scheme never takes a mark away', () => {
  it('holds for added phrases, machine phrases and synonyms, with or without word models and concept shares', () => {
    fc.assert(
      fc.property(
        question,
        fc.array(wordModel, { minLength: 3, maxLength: 3 }),
        conceptShare,
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('phrase', 'machine', 'synonym'),
        phrase,
        synonym,
        answer,
        (q, models, share, at, kind, extraPhrase, extraSynonym, a) => {
          const before = input(q, models, share);
          const i = at % q.points.length;
          const after = input(
            {
              synonyms: kind === 'synonym' ? [...q.synonyms, extraSynonym] : q.synonyms,
              points: q.points.map(([p, m], j): [string[], string[]] =>
                j !== i || kind === 'synonym'
                  ? [p, m]
                  : kind === 'phrase'
                    ? [[...p, extraPhrase], m]
                    : [p, [...m, extraPhrase]],
              ),
            },
            models,
            share,
          );
          const was = awarded(before, a);
          const now = awarded(after, a);
          was.forEach((w, j) => {
            if (w) expect(now[j], `point ${j} of ${JSON.stringify(after)} on "${a}"`).toBe(true);
          });
        },
      ),
      { numRuns: 600, seed: 20261123 },
    );
  }, 60_000);

  it('keeps "13 original colonies" matching when a machine phrase holds the misspelling', () => {
    const q = (machinePhrases: string[]): QuestionInput => ({
      maxMarks: 2,
      markingPoints: [
        { id: 'colonies', marks: 1, phrases: ['13 original colonies'], machinePhrases: [] },
        { id: 'other', marks: 1, phrases: ['declaration'], machinePhrases },
      ],
      synonyms: [],
      structure: null,
    });
    expect(awarded(q([]), 'the 13 original colinies')).toEqual([true, false]);
    expect(awarded(q(['colinies joined']), 'the 13 original colinies')).toEqual([true, false]);
  });
});
