import { describe, expect, it } from 'vitest';
import {
  applyLearning,
  learnFromMarkedAnswers,
  learnQuestion,
  markAnswer,
  type MarkedAnswer,
  type QuestionInput,
} from './index';

const question: QuestionInput = {
  maxMarks: 1,
  markingPoints: [{ id: 'evap', marks: 1, phrases: ['water evaporates'], machinePhrases: [] }],
  synonyms: [],
  structure: null,
};
const questionText = 'What happens to the salt water in the dish left in the sun?';
const right = (answer: string): MarkedAnswer => ({ answer, marks: 1 });
const wrong = (answer: string): MarkedAnswer => ({ answer, marks: 0 });

const examples: MarkedAnswer[] = [
  right('the water boils off in the heat'),
  right('all the water boils off'),
  right('water slowly boils off and salt stays'),
  right('the liquid turns into vapour'),
  wrong('the salt boils'),
  wrong('the salt water gets warm'),
  wrong('the dish gets hot in the sun'),
  wrong('nothing, the water stays in the dish'),
];

describe('learnFromMarkedAnswers', () => {
  it('learns a phrase that several credited answers share, with its held-out evidence', () => {
    const { proposals, question: learnt } = learnFromMarkedAnswers(question, examples, { questionText });
    const boils = proposals.find((p) => p.kind === 'machine-phrase' && /boils/.test(p.text));
    expect(boils).toBeDefined();
    expect(boils!.pointId).toBe('evap');
    // judged on the answers it was not learnt from alone: the other "boils off" answers
    expect(boils!.evidence.newlyCorrect).toBeGreaterThanOrEqual(1);
    expect(boils!.evidence.newlyWrong).toBe(0);
    expect(boils!.evidence.precision).toBe(1);
    expect(markAnswer(question, 'the water boils off').marks).toBe(0);
    expect(markAnswer(learnt, 'the water boils off').marks).toBe(1);
  });

  it('never keeps a phrase that only its own answer supports', () => {
    const { proposals, rejected } = learnFromMarkedAnswers(question, examples, { questionText });
    expect(proposals.some((p) => /vapour/.test(p.text))).toBe(false);
    const vapour = rejected.find((p) => /vapour/.test(p.text));
    expect(vapour?.evidence.newlyCorrect).toBe(0);
  });

  it('turns down a phrase that held-out answers show crediting wrong answers', () => {
    const q: QuestionInput = {
      ...question,
      markingPoints: [{ ...question.markingPoints[0]!, phrases: ['evaporates'] }],
    };
    const marked = [
      right('salt left when the water goes'),
      right('the salt left behind as water goes away'),
      wrong('the salt left in water goes nowhere'),
      wrong('salt left, water goes cold'),
      wrong('salt left and water goes in the dish'),
    ];
    const { proposals, rejected } = learnFromMarkedAnswers(q, marked, { questionText });
    expect(proposals.filter((p) => /salt/.test(p.text) && /water/.test(p.text))).toEqual([]);
    const bad = rejected.find((p) => /salt/.test(p.text) && /water/.test(p.text));
    expect(bad).toBeDefined();
    expect(bad!.evidence.newlyWrong).toBeGreaterThan(0);
    expect(bad!.evidence.precision).toBeLessThan(0.8);
  });

  it('never proposes one-word phrases or phrases made only of question words', () => {
    const marked = [
      right('salt water'),
      right('the salt water'),
      right('salt water sun'),
      right('boiling'),
      right('boiling'),
    ];
    const { proposals, rejected } = learnFromMarkedAnswers(question, marked, { questionText, minSupport: 0 });
    for (const p of [...proposals, ...rejected]) {
      expect(p.text).not.toMatch(/^(\d+ of: )?(salt|water|sun|dish)( & (salt|water|sun|dish))*$/);
      expect(p.text).not.toMatch(/^boiling$/);
    }
  });

  it('learns a synonym of a phrase word from credited answers, vetted the same way', () => {
    const q: QuestionInput = {
      maxMarks: 1,
      markingPoints: [{ id: 'path', marks: 1, phrases: ['closed path'], machinePhrases: [] }],
      synonyms: [],
      structure: null,
    };
    const marked = [
      right('a closed pathway'),
      right('there is a closed pathway'),
      right('it is a closed pathway to the battery'),
      wrong('an open pathway'),
    ];
    const { proposals } = learnFromMarkedAnswers(q, marked, { questionText: 'Why does the bulb light?' });
    const syn = proposals.find((p) => p.kind === 'synonym');
    expect(syn?.text).toBe('path; pathway');
    expect(syn?.evidence.newlyCorrect).toBeGreaterThanOrEqual(2);
  });

  it('reads several points from `awarded`, and skips answers whose points are unknown', () => {
    const q: QuestionInput = {
      maxMarks: 2,
      markingPoints: [
        { id: 'evap', marks: 1, phrases: ['water evaporates'], machinePhrases: [] },
        { id: 'salt', marks: 1, phrases: ['salt is left behind'], machinePhrases: [] },
      ],
      synonyms: [],
      structure: null,
    };
    const marked: MarkedAnswer[] = [
      { answer: 'the water boils off and crystals form', marks: 1, awarded: ['evap'] },
      { answer: 'water boils off, crystals remain', marks: 1, awarded: ['evap'] },
      { answer: 'it boils off leaving crystals', marks: 1 }, // which point? unknown: not used
    ];
    const { proposals } = learnFromMarkedAnswers(q, marked, { questionText });
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((p) => p.kind === 'synonym' || p.pointId === 'evap')).toBe(true);
  });

  it('learns nothing from no examples, and applyLearning adds proposals once', () => {
    const none = learnFromMarkedAnswers(question, []);
    expect(none.proposals).toEqual([]);
    expect(none.question).toEqual(question);
    const { proposals } = learnFromMarkedAnswers(question, examples, { questionText });
    const twice = applyLearning(applyLearning(question, proposals), proposals);
    const phrases = twice.markingPoints[0]!.machinePhrases;
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('with pruneRedundant keeps only proposals that credit an answer the better ones do not', () => {
    const all = learnFromMarkedAnswers(question, examples, { questionText });
    const pruned = learnFromMarkedAnswers(question, examples, { questionText, pruneRedundant: true });
    expect(all.proposals.length).toBeGreaterThan(1);
    expect(pruned.proposals.length).toBeLessThan(all.proposals.length);
    const kept = new Set(pruned.proposals.map((p) => p.text));
    expect(all.proposals.filter((p) => kept.has(p.text))).toEqual(pruned.proposals);
    for (const a of examples.filter((e) => e.marks === 1).map((e) => e.answer))
      if (markAnswer(all.question, a).marks === 1 && markAnswer(question, a).marks === 0)
        expect(markAnswer(pruned.question, a).marks).toBe(1);
  });

  it('reads a model answer as strictly as the marked answers show, with the evidence', () => {
    const q: QuestionInput = {
      maxMarks: 1,
      markingPoints: [
        { id: 'closed', marks: 1, phrases: ['The bulb is in a closed path with the battery.'], machinePhrases: [] },
      ],
      synonyms: [],
      structure: null,
      prompt: 'Why does the bulb light?',
    };
    const marked = [
      right('closed path to the battery'),
      right('the battery and bulb are in a closed path'),
      right('a closed path from the battery'),
      wrong('the battery has a path but the switch is open'),
      wrong('a path goes from the battery'),
      wrong('there is a path and a battery'),
    ];
    // read as concepts, the sentence needs 2 of "closed", "path", "battery": wrong answers get it
    expect(markAnswer(q, 'a path goes to the battery').marks).toBe(1);
    const { proposals, question: learnt } = learnFromMarkedAnswers(q, marked, { questionText: q.prompt });
    const reading = proposals.find((p) => p.kind === 'reading');
    expect(reading).toMatchObject({
      pointId: 'closed',
      text: 'closed & path & battery',
      replaces: 'The bulb is in a closed path with the battery.',
    });
    expect(reading!.evidence).toMatchObject({ newlyCorrect: 3, newlyWrong: 0, precision: 1, heldOut: 6 });
    expect(learnt.markingPoints[0]!.phrases).toEqual(['closed & path & battery']);
    expect(markAnswer(learnt, 'a path goes to the battery').marks).toBe(0);
    expect(markAnswer(learnt, 'the battery makes a closed path').marks).toBe(1);
    // too few marked answers to judge a reading by: the model answer stays as written
    expect(learnFromMarkedAnswers(q, marked.slice(2), { questionText: q.prompt }).proposals).not.toContainEqual(
      expect.objectContaining({ kind: 'reading' }),
    );
  });

  it('learns from 500 marked answers in well under 2 s', () => {
    const many = Array.from({ length: 500 }, (_, i) => examples[i % examples.length]!);
    const t0 = performance.now();
    learnFromMarkedAnswers(question, many, { questionText });
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('learnQuestion (what the mark CLI runs: nobody vets the proposals)', () => {
  const twoPoints: QuestionInput = {
    maxMarks: 2,
    markingPoints: [
      { id: 'evap', marks: 1, phrases: ['water evaporates'], machinePhrases: [] },
      { id: 'salt', marks: 1, phrases: ['a white solid remains'], machinePhrases: [] },
    ],
    synonyms: [],
    structure: null,
  };
  const both = (answer: string, awarded: string[]): MarkedAnswer => ({ answer, marks: awarded.length, awarded });
  // enough answers of both kinds for the evaporation point's word model; every answer earns the salt
  // point, so it can fit none, and the answers that say so in other words teach its phrases
  const marked: MarkedAnswer[] = [
    ...[
      'the water boils off',
      'all the water boils off',
      'water boils off in the heat',
      'the water turns to vapour',
    ].map((a) => both(`${a} and salt crystals stay behind`, ['evap', 'salt'])),
    ...[
      'the salt boils',
      'the dish gets hot',
      'nothing happens',
      'the salt melts',
      'the water stays',
      'the dish melts',
    ].map((a) => both(`${a}, salt crystals stay behind`, ['salt'])),
  ];

  it('marks a point with a word model as the server does: its own phrases and the model, no learnt phrase', () => {
    const result = learnQuestion(twoPoints, marked, { questionText });
    const evap = result.question.markingPoints.find((p) => p.id === 'evap')!;
    expect(result.wordModels.find((f) => f.pointId === 'evap')?.kept).toBe(true);
    expect(evap.wordModel).toBeDefined();
    // the model carries its cross-validated agreement, which its marks' confidence reads
    expect(evap.wordModel!.agreement).toBe(result.wordModels.find((f) => f.pointId === 'evap')!.agreement);
    expect(markAnswer(result.question, 'the water boils off').points[0]!.kind).toMatch(/@cv0(\.9|\.95)?$/);
    expect(evap.phrases).toEqual(['water evaporates']);
    expect(evap.machinePhrases).toEqual([]);
    expect(result.proposals.filter((p) => p.pointId === 'evap')).toEqual([]);
    expect(markAnswer(result.question, 'the water boils off').points[0]!.awarded).toBe(true);
  });

  it('takes the learnt phrases for a point without a word model, and applies what it reports', () => {
    const result = learnQuestion(twoPoints, marked, { questionText });
    const salt = result.question.markingPoints.find((p) => p.id === 'salt')!;
    expect(salt.wordModel).toBeUndefined();
    const applied = result.proposals.filter((p) => p.pointId === 'salt' && p.kind === 'machine-phrase');
    expect(applied.length).toBeGreaterThan(0);
    for (const p of applied) expect(salt.machinePhrases).toContain(p.text);
    expect(markAnswer(result.question, 'salt crystals stay behind').points[1]!.awarded).toBe(true);
    expect(markAnswer(twoPoints, 'salt crystals stay behind').points[1]!.awarded).toBe(false);
  });
});
