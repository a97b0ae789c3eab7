import { describe, expect, it } from 'vitest';
import {
  CALIBRATION,
  MarkingInputError,
  REVIEW_THRESHOLD,
  agreementBand,
  compileQuestion,
  kindsFor,
  markAnswer,
  withRawConfidence,
  type MarkResult,
  type QuestionInput,
} from './index';

const point = (id: string, phrases: string[], marks = 1, machinePhrases: string[] = []) => ({
  id,
  marks,
  phrases,
  machinePhrases,
});
const question = (points: QuestionInput['markingPoints'], extra: Partial<QuestionInput> = {}): QuestionInput => ({
  maxMarks: points.reduce((s, p) => s + p.marks, 0),
  markingPoints: points,
  synonyms: [],
  structure: null,
  ...extra,
});

/** Every span must point at the original answer text. */
function expectSpansValid(answer: string, r: MarkResult): void {
  for (const p of r.points) {
    for (const m of p.matches) expect(answer.slice(m.start, m.end)).toBe(m.text);
    for (const m of p.nearMisses) expect(answer.slice(m.start, m.end)).toBe(m.text);
  }
}
function mark(q: QuestionInput, answer: string): MarkResult {
  const r = markAnswer(q, answer);
  expectSpansValid(answer, r);
  return r;
}
const how = (r: MarkResult, i = 0) => r.points[i]!.matches.map((m) => m.how);

describe('exact matching', () => {
  const q = question([point('mp1', ['light energy'])]);
  it('awards a phrase found in the answer, case-insensitively, with its span', () => {
    const r = mark(q, 'Plants need Light Energy to grow');
    expect(r.marks).toBe(1);
    expect(r.points[0]).toMatchObject({ id: 'mp1', awarded: true });
    expect(r.points[0]!.matches).toEqual([{ start: 12, end: 24, text: 'Light Energy', how: 'exact' }]);
  });
  it('gives nothing when the phrase is absent', () => {
    const r = mark(q, 'Plants need water');
    expect(r.marks).toBe(0);
    expect(r.points[0]!.awarded).toBe(false);
  });
  it('tolerates a couple of words in between, and optional stopwords', () => {
    expect(mark(q, 'light and heat energy').marks).toBe(1);
    expect(mark(question([point('a', ['light from the sun'])]), 'light from sun').marks).toBe(1);
    expect(mark(q, 'light makes green plants grow using energy').marks).toBe(0);
  });
  it('does not count optional words in the answer against the gap', () => {
    // is, a, very, of are optional: only "important form" sits between the two words
    expect(mark(q, 'light is a very important form of energy').marks).toBe(1);
    expect(mark(q, 'light is a very important useful form of energy').marks).toBe(0);
  });
  it('takes the gap allowance from the phrase when it says "gap N:"', () => {
    const push = question([point('a', ['gap 5: push pop'])]);
    expect(mark(push, 'push ( to add an item on top ) then pop').marks).toBe(1);
    expect(mark(question([point('a', ['push pop'])]), 'push ( to add an item on top ) then pop').marks).toBe(0);
    expect(mark(question([point('a', ['gap 0: light energy'])]), 'light and heat energy').marks).toBe(0);
    expect(mark(question([point('a', ['gap 0: light energy'])]), 'light of the energy').marks).toBe(1);
    const both = question([point('a', ['gap 4: 2 of: push pop & stack & queue'])]);
    expect(mark(both, 'a stack lets you push ( to add an item ) and pop').marks).toBe(1);
  });
  it('keeps word order for plain phrases', () => {
    expect(mark(q, 'energy from light').marks).toBe(0);
  });
  it('marks a phrase repeating a word against an answer repeating it in a few milliseconds', () => {
    // every "more" of the answer can start, continue or end a chain: tried naively, the chains
    // grow exponentially with the phrase (seconds to minutes for this answer)
    const repeats = question([point('a', [`gap 6: ${'more '.repeat(8)}light`])]);
    const answer = `light ${'more '.repeat(400)}`;
    const started = performance.now();
    expect(mark(repeats, answer).marks).toBe(0);
    expect(mark(repeats, `${answer}light`).marks).toBe(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });
  it('treats "same" as a word that decides the answer, not a stopword', () => {
    const q2 = question([point('a', ['in the same path'])]);
    expect(mark(q2, 'they are in the same path').marks).toBe(1);
    expect(mark(q2, 'they are in a different path').marks).toBe(0);
  });
  it('treats direction words (more, most, up, down) as deciding the answer', () => {
    const q2 = question([point('a', ['more light']), point('b', ['temperature goes up'])]);
    expect(mark(q2, 'the plant gets more light').points.map((p) => p.awarded)).toEqual([true, false]);
    expect(mark(q2, 'the plant gets less light').marks).toBe(0);
    expect(mark(q2, 'the light intensity is high').marks).toBe(0);
    expect(mark(q2, 'the temperature goes up').points.map((p) => p.awarded)).toEqual([false, true]);
    expect(mark(q2, 'the temperature goes down').marks).toBe(0);
  });

  it('makes a small word required when it is written with =', () => {
    const q2 = question([point('a', ['=all the energy'])]);
    expect(mark(q2, 'all the energy is transferred').marks).toBe(1);
    expect(mark(q2, 'some of the energy is transferred').marks).toBe(0);
    expect(mark(question([point('a', ['all the energy'])]), 'some of the energy is transferred').marks).toBe(1);
  });

  it('reads spelled-out numbers as digits', () => {
    expect(mark(question([point('a', ['terminal 1'])]), 'Terminal one is connected').marks).toBe(1);
  });
});

describe('word order with &', () => {
  const q = question([point('mp1', ['water evaporates & salt left'])]);
  it('matches the parts in any order and reports a span per part', () => {
    const answer = 'The salt was left behind when the water evaporated.';
    const r = mark(q, answer);
    expect(r.marks).toBe(1);
    expect(r.points[0]!.matches.map((m) => m.text)).toEqual(['water evaporated', 'salt was left']);
  });
  it('needs every part', () => {
    expect(mark(q, 'the water evaporates').marks).toBe(0);
  });
});

describe('partial phrases: "k of: a & b & c"', () => {
  const q = question([point('mp1', ['2 of: closed circuit & battery & bulb lights'])]);
  it('awards the point when k of the parts are present, with a span for every part found', () => {
    const answer = 'The bulb lights because the battery is in a closed circuit.';
    const r = mark(q, answer);
    expect(r.marks).toBe(1);
    expect(r.points[0]!.matches.map((m) => m.text)).toEqual(['bulb lights', 'battery', 'closed circuit']);
    expect(mark(q, 'the battery makes the bulb light').points[0]!.matches.map((m) => m.text)).toEqual([
      'battery',
      'bulb light',
    ]);
  });
  it('needs at least k parts', () => {
    expect(mark(q, 'there is a battery').marks).toBe(0);
  });
  it('keeps the negation guard per part and reports the near miss', () => {
    const r = mark(q, 'The battery is there but the bulb never lights.');
    expect(r.marks).toBe(0);
    expect(r.points[0]!.nearMisses[0]).toMatchObject({ reason: 'negated', text: 'bulb never lights' });
  });
  it('caps k at the number of parts and keeps synonyms and machine phrases working', () => {
    const q2 = question([point('a', ['5 of: sunlight & leaf'], 1, ['1 of: chlorophyll & chloroplast'])], {
      synonyms: ['sunlight; light from the sun'],
    });
    expect(mark(q2, 'the leaf takes light from the sun').marks).toBe(1);
    expect(how(mark(q2, 'the leaf takes light from the sun'))).toEqual(['synonym', 'synonym']);
    expect(mark(q2, 'the leaf only').marks).toBe(0);
    expect(how(mark(q2, 'it has chloroplasts'))).toEqual(['machine']);
  });
});

describe('synonyms', () => {
  const q = question([point('mp1', ['energy from sunlight'])], { synonyms: [' Sunlight ;light  from the Sun; '] });
  it('accepts any member of a synonym group and says so', () => {
    const r = mark(q, 'It takes energy from light from the sun.');
    expect(r.marks).toBe(1);
    expect(how(r)).toEqual(['synonym']);
    expect(r.points[0]!.matches[0]!.text).toBe('energy from light from the sun');
  });
  it('reports the original phrase as exact', () => {
    expect(how(mark(q, 'energy from sunlight'))).toEqual(['exact']);
  });
  it('reads the synonyms of each compile, though variants are remembered between compiles', () => {
    const other = question([point('mp1', ['energy from sunlight'])], { synonyms: ['sunlight; daylight'] });
    expect(mark(q, 'energy from daylight').marks).toBe(0);
    expect(how(mark(other, 'energy from daylight'))).toEqual(['synonym']);
    expect(mark(other, 'energy from light from the sun').marks).toBe(0);
    expect(mark(q, 'energy from light from the sun').marks).toBe(1);
  });
  it('works for multi-word members inside & phrases', () => {
    const q2 = question([point('mp1', ['carbon dioxide & absorbed'])], { synonyms: ['CO2; carbon dioxide'] });
    const r = mark(q2, 'CO2 is absorbed');
    expect(r.marks).toBe(1);
    expect(how(r)).toEqual(['synonym', 'synonym']);
  });
});

describe('stemming', () => {
  const q = question([point('mp1', ['evaporate & water'])]);
  it('matches other forms of the same word', () => {
    const r = mark(q, 'the water evaporated');
    expect(r.marks).toBe(1);
    expect(r.points[0]!.matches.find((m) => m.text === 'evaporated')!.how).toBe('stem');
  });
  it('matches plurals', () => {
    expect(mark(question([point('a', ['electron'])]), 'Electrons flow').marks).toBe(1);
  });
});

describe('spelling tolerance', () => {
  it('forgives one slip in a medium word and two in a long one', () => {
    const r = mark(question([point('a', ['chlorophyll'])]), 'the chlorofyll absorbs it');
    expect(r.marks).toBe(1);
    expect(how(r)).toEqual(['spelling']);
    expect(mark(question([point('a', ['photosynthesis'])]), 'fotosynthesis').marks).toBe(0); // first letter must agree
    expect(mark(question([point('a', ['photosynthesis'])]), 'photosinthesys').marks).toBe(1);
    expect(mark(question([point('a', ['separated'])]), 'seperated').marks).toBe(1);
  });
  it('does not fuzz short words', () => {
    expect(mark(question([point('a', ['heat'])]), 'it is hot').marks).toBe(0);
    expect(mark(question([point('a', ['cell'])]), 'the call').marks).toBe(0);
  });
  it('does not fuzz numbers', () => {
    expect(mark(question([point('a', ['terminal 12'])]), 'terminal 13').marks).toBe(0);
    expect(mark(question([point('a', ['1500 joules'])]), 'it was 1600 joules').marks).toBe(0);
  });
  it('does not fuzz chemical formulae or units', () => {
    expect(mark(question([point('a', ['H2O'])]), 'H2O2 forms').marks).toBe(0);
    expect(mark(question([point('a', ['CO2'])]), 'CO3').marks).toBe(0);
    expect(mark(question([point('a', ['CO2'])]), 'co2').marks).toBe(1);
    expect(mark(question([point('a', ['20 kg'])]), '20 kJ').marks).toBe(0);
  });
  it('respects =exact words', () => {
    const q = question([point('a', ['=reflected'])]);
    expect(mark(q, 'it is reflected').marks).toBe(1);
    expect(mark(q, 'it reflects').marks).toBe(0);
    expect(mark(q, 'it is reflectd').marks).toBe(0);
  });
});

describe('numbers with units and tolerance', () => {
  const q: QuestionInput = {
    maxMarks: 1,
    markingPoints: [point('g', [])],
    synonyms: [],
    structure: { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' },
  };
  it.each([
    '9.8 m/s2',
    '9.81m/s^2',
    '9,8 m s-2',
    'g = 9.75 m/s²',
    '9.8 ms-2',
    '9.8 m·s⁻²',
    'about 9.8 metres per second squared',
  ])('accepts %j', (answer) => {
    const r = mark(q, answer);
    expect(r.marks).toBe(1);
    expect(how(r)).toEqual(['number']);
  });
  it('reports the matched quantity as its span', () => {
    const answer = 'g = 9.81m/s^2 downwards';
    expect(mark(q, answer).points[0]!.matches[0]!.text).toBe('9.81m/s^2');
  });
  it.each([
    ['9.8', 'missing-unit'],
    ['9.8 kg', 'wrong-unit'],
    ['10 m/s2', 'out-of-tolerance'],
  ])('refuses %j as a near miss (%s)', (answer, reason) => {
    const r = mark(q, answer);
    expect(r.marks).toBe(0);
    expect(r.points[0]!.nearMisses[0]!.reason).toBe(reason);
    expect(r.needsReview).toBe(true);
  });
  it('gives nothing for a far-off value', () => {
    const r = mark(q, '42 m/s2');
    expect(r.marks).toBe(0);
    expect(r.points[0]!.nearMisses).toEqual([]);
  });
  it('reads quantities written as phrases, scientific notation and negative values', () => {
    const light: QuestionInput = {
      ...question([point('c', ['3 x 10^8 m/s'])]),
      structure: { type: 'numeric', value: 3e8, tolerance: 1e6 },
    };
    expect(mark(light, 'c = 3.0×10^8 m/s').marks).toBe(1);
    expect(mark(question([point('t', ['-5 °C'])]), 'it is -5 °C outside').marks).toBe(1);
    expect(mark(question([point('t', ['-5 °C'])]), 'it is 5 °C outside').marks).toBe(0);
  });
});

describe('negation guard', () => {
  const q = question([point('mp1', ['connected to the battery'])]);
  it.each([
    'it is not connected to the battery',
    "it isn't connected to the battery",
    'it is never connected to the battery',
    'there is no connection to the battery',
  ])('voids %j and reports a near miss', (answer) => {
    const r = mark(q, answer);
    expect(r.marks).toBe(0);
    if (answer.includes('connection')) return; // "connection" stems like "connected", negated by "no"
    expect(r.points[0]!.nearMisses).toHaveLength(1);
    expect(r.points[0]!.nearMisses[0]).toMatchObject({ reason: 'negated', phrase: 'connected to the battery' });
  });
  it.each([
    'it isnt connected to the battery',
    'it wasnt connected to the battery',
    'they dont connect to the battery',
  ])('reads the apostrophe-less contraction in %j as a negation', (answer) => {
    const r = mark(q, answer);
    expect(r.marks).toBe(0);
    expect(r.points[0]!.nearMisses[0]).toMatchObject({ reason: 'negated' });
    expect(answer.slice(r.points[0]!.nearMisses[0]!.start, r.points[0]!.nearMisses[0]!.end)).toBe(
      r.points[0]!.nearMisses[0]!.text,
    );
  });
  it('does not treat "un-" words as negations', () => {
    const q2 = question([point('mp1', ['unconnected'])]);
    expect(mark(q2, 'the bulb is unconnected').marks).toBe(1);
    expect(mark(q, 'it is connected to the battery, unlike the bulb').marks).toBe(1);
  });
  it('does not read "or not" as a negation', () => {
    expect(mark(q, 'it depends on whether or not it is connected to the battery').marks).toBe(1);
    expect(mark(q, 'check if it is connected to the battery or not').marks).toBe(1);
    expect(mark(q, 'or it is not connected to the battery').marks).toBe(0);
  });
  it('does not look across a clause break', () => {
    expect(mark(q, 'No, it is connected to the battery').marks).toBe(1);
    expect(mark(q, 'not the bulb but it is connected to the battery').marks).toBe(1);
  });
  it('accepts a negation the phrase itself expects', () => {
    const q2 = question([point('mp1', ['not connected'])]);
    expect(mark(q2, 'terminal 1 is not connected').marks).toBe(1);
    expect(mark(q2, "they aren't connected").marks).toBe(1);
    const r = mark(q2, 'terminal 1 is connected');
    expect(r.marks).toBe(0);
  });
  it('takes any negation cue for the one the phrase names', () => {
    const q2 = question([point('mp1', ['no children'])]);
    for (const answer of ['it has no children', 'it does not have any children', 'a node without children'])
      expect(mark(q2, answer).marks).toBe(1);
    expect(how(mark(q2, 'it does not have any children'))).toEqual(['word-form']);
    expect(mark(q2, 'it has children').marks).toBe(0);
    // two cues cancel out
    expect(mark(q2, 'it never has no children').marks).toBe(0);
    // a cue the phrase fixes with "=" stays exact
    expect(mark(question([point('mp1', ['=no children'])]), 'it does not have any children').marks).toBe(0);
  });
});

describe('what the answer says of the other thing compared', () => {
  // A question comparing two things: each point is about one of them, by its phrase or its text.
  const compare = question(
    [
      {
        ...point('uses', ['aerobic & oxygen', 'anaerobic & without oxygen']),
        text: 'Aerobic uses oxygen; anaerobic does not',
      },
      { ...point('lactic', ['lactic acid']), text: 'Anaerobic respiration produces lactic acid' },
      { ...point('energy', ['more energy']), text: 'Aerobic releases more energy' },
      { ...point('products', ['carbon dioxide & water']), text: 'Aerobic produces carbon dioxide and water' },
    ],
    { prompt: 'Compare aerobic and anaerobic respiration in muscle cells.' },
  );
  const awarded = (r: MarkResult) => r.points.filter((p) => p.awarded).map((p, i) => p.id ?? i);

  it('gives no credit for an answer that swaps the two, and sends it for review', () => {
    const swapped =
      'Anaerobic respiration uses oxygen and releases more energy, making carbon dioxide and water. ' +
      'Aerobic respiration produces lactic acid.';
    const r = mark(compare, swapped);
    expect(r.marks).toBe(0);
    expect(r.needsReview).toBe(true);
    const lactic = r.points.find((p) => p.id === 'lactic')!;
    expect(lactic.nearMisses[0]).toMatchObject({ reason: 'wrong-subject', text: 'lactic acid' });
    // the same words said of the right one earn every point
    const right = swapped.replace('Anaerobic', 'X').replace('Aerobic', 'Anaerobic').replace('X', 'Aerobic');
    expect(mark(compare, right).marks).toBe(4);
  });

  it.each([
    ['the subject named later in the sentence', 'Lactic acid is made by anaerobic respiration.', ['lactic']],
    [
      'the subject of an earlier sentence',
      'Anaerobic respiration needs no oxygen. It produces lactic acid.',
      ['uses', 'lactic'],
    ],
    ['a comparison with "than"', 'Aerobic respiration gives more energy than anaerobic.', ['energy']],
    [
      'two subjects in one sentence',
      'Aerobic uses oxygen and releases more energy; anaerobic makes lactic acid.',
      ['uses', 'lactic', 'energy'],
    ],
  ])('binds evidence to %s', (_, answer, points) => {
    expect(awarded(mark(compare, answer))).toEqual(points);
  });

  it('binds nothing when the question compares nothing', () => {
    const plain = { ...compare, prompt: 'Describe respiration in muscle cells.' };
    expect(mark(plain, 'Aerobic respiration produces lactic acid.').marks).toBe(1);
  });
});

describe('compiling', () => {
  it('keeps one copy of phrases that compile alike (teacher phrase first)', () => {
    const cq = compileQuestion(
      question([point('mp1', ['light energy', 'Light  energy'], 1, ['light energy', 'sun light'])], {
        synonyms: ['sun; sunlight'],
      }),
    );
    const texts = cq.points[0]!.phrases.map((p) => `${p.source}:${p.text}`);
    expect(texts).toEqual(['phrase:light energy', 'machine:sun light', 'machine:sunlight light']);
    expect(markAnswer(cq, 'it makes light energy').points[0]!.matches[0]!.how).toBe('exact');
  });

  it('keeps phrases that differ only in their gap, negation, quantity, unit or minimum', () => {
    const phrases = [
      'push pop',
      'gap 5: push pop',
      'not connected',
      'connected',
      '9.8 m/s2',
      '9.8 m',
      '9.8',
      '10 m',
      '2 of: battery & bulb & wire',
      '3 of: battery & bulb & wire',
    ];
    const cq = compileQuestion(question([point('mp1', phrases)]));
    expect(cq.points[0]!.phrases.map((p) => p.text)).toEqual(phrases);
  });
});

describe('marks and cap', () => {
  it('sums awarded points and caps at maxMarks', () => {
    const q = question([point('a', ['light']), point('b', ['water'], 2), point('c', ['carbon dioxide'])], {
      maxMarks: 3,
    });
    expect(mark(q, 'light, water and carbon dioxide').marks).toBe(3);
    expect(mark(q, 'water').marks).toBe(2);
    expect(mark(q, 'light and carbon dioxide').marks).toBe(2);
  });
});

describe('confidence and review', () => {
  const q = question([point('a', ['photosynthesis'])]);
  it('is as sure as marks of the same kind agreed with human markers: by phrases, most of all about clear misses', () => {
    expect(mark(q, 'photosynthesis').confidence).toBe(CALIBRATION.exact);
    expect(mark(q, 'respiration').confidence).toBe(CALIBRATION['missed-1.0']);
    const byPhrases = Object.entries(CALIBRATION).filter(([kind]) => !kind.startsWith('words-'));
    expect(CALIBRATION['missed-1.0']).toBe(Math.max(...byPhrases.map(([, v]) => v)));
    // no mark by phrases alone agreed with the markers often enough: a teacher looks at every one
    expect(Math.max(...byPhrases.map(([, v]) => v))).toBeLessThan(REVIEW_THRESHOLD);
    expect(mark(q, 'respiration').needsReview).toBe(true);
    expect(mark(q, 'photosynthesis').needsReview).toBe(true);
  });
  it('lets a sure word model agreeing with a clear miss or a word-for-word match of the phrases through without review', () => {
    // the surest kind of a model whose agreement on its marked answers is not known: a word model
    // sure of a miss the phrases found nowhere near the answer
    const unbanded = Object.entries(CALIBRATION).filter(([kind]) => kind.startsWith('words-') && !kind.includes('@'));
    expect(CALIBRATION['words-agree-0.99-absent']).toBe(Math.max(...unbanded.map(([, v]) => v)));
    const wq: QuestionInput = {
      ...q,
      markingPoints: [{ ...q.markingPoints[0]!, wordModel: { bias: -1, phrases: 6, words: { respir: -3, light: 2 } } }],
    };
    const sure = mark(wq, 'respiration');
    expect(sure.points[0]!.kind).toBe('words-agree-0.95-absent');
    expect(sure.needsReview).toBe(false);
    // the model unsure, or overruling the phrases: a teacher looks
    expect(mark(wq, 'it needs light').points[0]!.kind).toBe('words-overrule-0.5-absent');
    expect(mark(wq, 'it needs light').needsReview).toBe(true);
    const exact = mark(wq, 'photosynthesis');
    expect(exact.points[0]!.kind).toBe('words-agree-0.99-exact');
    expect(exact.needsReview).toBe(false);
    // the same match with a word of wrong answers beside it: the model is unsure, a teacher looks
    const torn = mark(wq, 'photosynthesis and respiration');
    expect(torn.points[0]!.kind).toBe('words-agree-0.8-exact');
    expect(torn.needsReview).toBe(true);
  });
  it('is surer of a word model that predicted its own marked answers well', () => {
    const model = { bias: -1, phrases: 6, words: { respir: -3, light: 2 } };
    const withAgreement = (agreement: number): QuestionInput => ({
      ...q,
      markingPoints: [{ ...q.markingPoints[0]!, wordModel: { ...model, agreement } }],
    });
    const reliable = mark(withAgreement(0.97), 'photosynthesis');
    const unreliable = mark(withAgreement(0.8), 'photosynthesis');
    expect(reliable.points[0]!.kind).toBe('words-agree-0.99-exact@cv0.95');
    expect(unreliable.points[0]!.kind).toBe('words-agree-0.99-exact@cv0');
    expect(mark(withAgreement(0.9), 'photosynthesis').points[0]!.kind).toBe('words-agree-0.99-exact@cv0.9');
    // the same marks, the same words found
    expect(reliable.marks).toBe(unreliable.marks);
    expect(reliable.confidence).toBeGreaterThan(unreliable.confidence);
    expect(reliable.needsReview).toBe(false);
    expect(unreliable.needsReview).toBe(true);
  });
  it('reads a band too rare to have its own entry as the kind without it, then as the coarser kind', () => {
    expect(kindsFor('words-overrule-0.99-absent@cv0.95')).toEqual([
      'words-overrule-0.99-absent@cv0.95',
      'words-overrule-0.99-absent',
      'words-overrule-0.99',
    ]);
    expect(kindsFor('exact')).toEqual(['exact']);
    expect(agreementBand(undefined)).toBeNull();
    expect(agreementBand(Number.NaN)).toBeNull();
    expect([0, 0.899, 0.9, 0.949, 0.95, 1].map(agreementBand)).toEqual([
      'cv0',
      'cv0',
      'cv0.9',
      'cv0.9',
      'cv0.95',
      'cv0.95',
    ]);
  });
  it('is less sure about spelling and machine matches than exact ones', () => {
    const r = mark(q, 'photosinthesis');
    expect(r.confidence).toBeLessThan(mark(q, 'photosynthesis').confidence);
    expect(r.needsReview).toBe(true);
    expect(withRawConfidence(() => mark(q, 'photosynthesis').confidence)).toBe(1);
  });
  it('asks for review on near misses and on nearly-there answers', () => {
    expect(mark(q, 'not photosynthesis').needsReview).toBe(true);
    const q2 = question([point('a', ['water evaporates & salt is left & crystals'])]);
    const r = mark(q2, 'the water evaporates and the salt is left');
    expect(r.marks).toBe(0);
    expect(r.confidence).toBeLessThan(REVIEW_THRESHOLD);
    expect(r.needsReview).toBe(true);
  });
  it('stays within [0, 1]', () => {
    for (const a of ['', 'x', 'photosynthesis', 'not photosynthesis', 'photosinthesis']) {
      const c = mark(q, a).confidence;
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });
});

describe('machine phrases', () => {
  const q = question([point('a', ['light energy'], 1, ['sun rays'])]);
  it('match like phrases and are reported as machine', () => {
    const r = mark(q, 'it uses the sun rays');
    expect(r.marks).toBe(1);
    expect(how(r)).toEqual(['machine']);
  });
  it('prefer the teacher phrases when both match', () => {
    expect(how(mark(q, 'sun rays give light energy'))).toEqual(['exact']);
  });
});

describe('levelled questions', () => {
  const q = question([point('a', ['light']), point('b', ['water']), point('c', ['carbon dioxide'])], {
    levelled: true,
    levels: [
      { level: 1, minPoints: 1 },
      { level: 2, minPoints: 2 },
      { level: 3, minPoints: 3 },
    ],
  });
  it('suggests the highest level reached and leaves the decision to the teacher', () => {
    expect(mark(q, 'light and water').suggestedLevel).toBe(2);
    expect(mark(q, 'nothing relevant').suggestedLevel).toBe(0);
    expect(mark(q, 'light, water, carbon dioxide').suggestedLevel).toBe(3);
    expect(mark(q, 'light').needsReview).toBe(true);
  });
  it('omits the suggestion for ordinary questions', () => {
    expect(mark(question([point('a', ['light'])]), 'light').suggestedLevel).toBeUndefined();
  });
});

describe('explanations', () => {
  it('keeps spans right through normalisation (emoji, spacing, superscripts, line breaks)', () => {
    const q = question([point('a', ['light energy']), point('b', ['chlorophyll & absorbs']), point('c', ['CO2'])]);
    const answer = '😀😀  Light\u200b  energy ,\n\n\n is absorbed   by   chlorophyll 👍 and CO₂';
    const r = mark(q, answer);
    expect(r.marks).toBe(3);
    expect(r.points.flatMap((p) => p.matches.map((m) => m.text))).toEqual([
      'Light\u200b  energy',
      'chlorophyll',
      'absorbed',
      'CO₂',
    ]);
  });
});

describe('malformed input', () => {
  it('throws a MarkingInputError for a question it cannot read', () => {
    expect(() => compileQuestion(null as unknown as QuestionInput)).toThrow(MarkingInputError);
    expect(() => compileQuestion({ maxMarks: 1 } as unknown as QuestionInput)).toThrow(MarkingInputError);
  });
  it('tolerates odd values inside a question', () => {
    const q = {
      maxMarks: Number.NaN,
      markingPoints: [{ id: '', marks: -3, phrases: ['', '  ', 'ok', 7], machinePhrases: null }],
      synonyms: [';', 5],
      structure: { type: 'numeric', value: 'x' },
    } as unknown as QuestionInput;
    const r = markAnswer(q, 'ok');
    expect(r.marks).toBe(0);
    expect(r.points[0]).toMatchObject({ id: 'point-1', awarded: true });
    expect(r.needsReview).toBe(true);
  });
  it('treats a non-string answer as empty', () => {
    const r = markAnswer(question([point('a', ['light'])]), undefined as unknown as string);
    expect(r.marks).toBe(0);
  });
  it('copes with empty, huge and punctuation-only answers', () => {
    const q = question([point('a', ['light'])]);
    expect(mark(q, '').marks).toBe(0);
    expect(mark(q, '?!.,;').marks).toBe(0);
    expect(mark(q, `${'word '.repeat(5000)} light`).marks).toBe(1);
  });
});

describe('determinism and compiled reuse', () => {
  it('gives identical results for compiled and raw questions, every time', () => {
    const q = question([point('a', ['light energy'], 1, ['sun rays']), point('b', ['chlorophyll'])], {
      synonyms: ['light; sunlight'],
    });
    const cq = compileQuestion(q);
    const answers = ['sunlight energy', 'chlorofyll', 'not light energy', 'sun rays and chlorophyll', ''];
    for (const a of answers) {
      const first = markAnswer(cq, a);
      expect(markAnswer(q, a)).toEqual(first);
      expect(markAnswer(cq, a)).toEqual(first);
    }
  });
});
