import { describe, expect, it } from 'vitest';
import {
  compileQuestion,
  learnFromMarkedAnswers,
  markAnswer,
  WORD_MODEL_LEARNING,
  type MarkedAnswer,
  type QuestionInput,
} from './index';
import { answerKeys, fitWordModel, MODEL_ANSWER_PRIOR, NEGATION_KEY } from './word-model';
import { tokenize } from './tokenize';

const question: QuestionInput = {
  maxMarks: 1,
  markingPoints: [{ id: 'closed', marks: 1, phrases: ['bulb & closed path'], machinePhrases: [] }],
  synonyms: [],
  structure: null,
};
const questionText = 'Why does bulb A light up?';
const right = (answer: string): MarkedAnswer => ({ answer, marks: 1 });
const wrong = (answer: string): MarkedAnswer => ({ answer, marks: 0 });

// teachers credit "closed path" answers, except those that also put a switch or a gap in it, and
// credit "connected to the battery" answers that the phrase does not reach
const examples: MarkedAnswer[] = [
  right('the bulb is in a closed path with the battery'),
  right('bulb A is on a closed path'),
  right('there is a closed path through the bulb'),
  right('it is connected to the battery terminals'),
  right('bulb A is connected to both battery terminals'),
  right('connected to the battery on both sides'),
  wrong('the bulb is in a closed path but the switch is open'),
  wrong('bulb A has a closed path with a gap'),
  wrong('the switch leaves a gap near the bulb'),
  wrong('the bulb has power'),
  wrong('it has a gap'),
  wrong('the bulb is bright'),
  wrong('an open switch stops the bulb'),
];

describe('word model (learnt word weights)', () => {
  it('reads an answer as stems, negated stems and a negation key, once each, in order', () => {
    const keys = answerKeys(tokenize('The bulb is not connected, the bulbs light.', true)).map((k) => k.key);
    expect(keys).toEqual(['bulb', NEGATION_KEY, '!connect', 'light']);
  });

  it('is fitted only from enough answers of both kinds', () => {
    const few = Array.from({ length: 9 }, (_, i) => ({ keys: ['a'], phrasesAward: false, awarded: i % 2 === 0 }));
    expect(fitWordModel(few)).toBeNull();
    const oneKind = Array.from({ length: 20 }, () => ({ keys: ['a'], phrasesAward: true, awarded: true }));
    expect(fitWordModel(oneKind)).toBeNull();
  });

  it("starts the model answers' words weighing for the point, and keeps them there without contrary evidence", () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      keys: i % 2 === 0 ? ['vapour'] : ['melt'],
      phrasesAward: false,
      awarded: i % 2 === 0,
    }));
    const plain = fitWordModel(rows)!;
    expect(plain.words['evapor']).toBeUndefined();
    const withPrior = fitWordModel(rows, { prior: new Map([['evapor', MODEL_ANSWER_PRIOR]]) })!;
    expect(withPrior.words['evapor']).toBe(MODEL_ANSWER_PRIOR);
    expect(withPrior.words['vapour']).toBeGreaterThan(0);
    expect(withPrior.words['melt']).toBeLessThan(0);
  });

  it('takes a phrase match back when the words of answers marked wrong outweigh it, and says which word', () => {
    const { question: learnt } = learnFromMarkedAnswers(question, examples, { questionText });
    expect(learnt.markingPoints[0]!.wordModel).toBeDefined();
    const cq = compileQuestion(learnt);
    const a = 'the bulb is on a closed path but there is a gap';
    expect(markAnswer(question, a).marks).toBe(1);
    const r = markAnswer(cq, a);
    expect(r.marks).toBe(0);
    const miss = r.points[0]!.nearMisses.find((m) => m.reason === 'outweighed');
    expect(miss).toBeDefined();
    expect(miss!.text).toBe('gap');
    expect(a.slice(miss!.start, miss!.end)).toBe(miss!.text);
    // a plain closed path is still credited by the phrase, with its spans
    const ok = markAnswer(cq, 'the bulb sits on a closed path');
    expect(ok.marks).toBe(1);
    expect(ok.points[0]!.matches.every((m) => m.how !== 'weighted')).toBe(true);
  });

  it('credits an answer the phrases miss when its words weigh for the point, with those words as spans', () => {
    const { question: learnt } = learnFromMarkedAnswers(question, examples, {
      questionText,
      // the word model alone: no machine phrases or synonyms to make up the phrase's misses
      answerPhrases: false,
      phraseParts: false,
      synonyms: false,
      maxWords: 0,
    });
    const a = 'It is connected to the battery.';
    expect(markAnswer(question, a).marks).toBe(0);
    const r = markAnswer(compileQuestion(learnt), a);
    expect(r.marks).toBe(1);
    const spans = r.points[0]!.matches;
    expect(spans.length).toBeGreaterThan(0);
    for (const m of spans) {
      expect(m.how).toBe('weighted');
      expect(a.slice(m.start, m.end)).toBe(m.text);
    }
    expect(spans.map((m) => m.text)).toContain('connected');
  });

  it('never awards on the bias alone: an answer with no word weighing for the point is not credited', () => {
    const q: QuestionInput = {
      ...question,
      markingPoints: [{ ...question.markingPoints[0]!, wordModel: { bias: 2, phrases: 1, words: { gap: -1 } } }],
    };
    expect(markAnswer(q, 'something else entirely').marks).toBe(0);
    expect(markAnswer(q, 'the bulb is on a closed path').marks).toBe(1);
  });

  it('learns from answers given part of the marks, crediting the points whose phrases they hold', () => {
    const two: QuestionInput = {
      maxMarks: 2,
      markingPoints: [
        { id: 'evaporates', marks: 1, phrases: ['water evaporates'], machinePhrases: [] },
        { id: 'salt', marks: 1, phrases: ['salt stays'], machinePhrases: [] },
      ],
      synonyms: [],
      structure: null,
    };
    const marked: MarkedAnswer[] = [
      { answer: 'the water evaporates and the salt stays', marks: 2 },
      { answer: 'water evaporates, salt stays behind', marks: 2 },
      { answer: 'the salt stays and the water evaporates', marks: 2 },
      { answer: 'the water evaporates as steam', marks: 1 },
      { answer: 'water evaporates into steam', marks: 1 },
      { answer: 'steam rises as the water evaporates', marks: 1 },
      { answer: 'the dish gets hot', marks: 0 },
      { answer: 'nothing happens', marks: 0 },
      { answer: 'the salt melts', marks: 0 },
      { answer: 'the sun shines on it', marks: 0 },
      { answer: 'it gets warm', marks: 0 },
      { answer: 'the dish cracks', marks: 0 },
    ];
    const options = { questionText, answerPhrases: false, phraseParts: false, synonyms: false, maxWords: 0 };
    const withPartial = learnFromMarkedAnswers(two, marked, options).question;
    const without = learnFromMarkedAnswers(two, marked, { ...options, partialMarks: false }).question;
    // the half-marked answers all hold "water evaporates": they taught that point, not the other one
    expect(withPartial.markingPoints[0]!.wordModel!.words['steam']).toBeGreaterThan(0);
    expect(withPartial.markingPoints[1]!.wordModel!.words['steam']).toBeLessThan(0);
    expect(without.markingPoints[0]!.wordModel?.words['steam']).toBeUndefined();
  });

  it('reports each fitted model with its cross-validated agreement beside the phrases alone', () => {
    const {
      question: learnt,
      wordModels,
      proposals,
    } = learnFromMarkedAnswers(question, examples, {
      ...WORD_MODEL_LEARNING,
      questionText,
    });
    // word models only: no phrase, synonym or reading is learnt
    expect(proposals).toEqual([]);
    expect(learnt.markingPoints[0]!.machinePhrases).toEqual([]);
    expect(wordModels).toHaveLength(1);
    const fit = wordModels[0]!;
    expect(fit.pointId).toBe('closed');
    expect(fit.answers).toBe(examples.length);
    // the phrase credits 3 of the 6 right answers and 2 wrong ones: 8 of 13 agree
    expect(fit.phrasesAgreement).toBeCloseTo(8 / 13, 3);
    expect(fit.agreement).toBeGreaterThanOrEqual(fit.phrasesAgreement);
    expect(fit.kept).toBe(true);
    expect(learnt.markingPoints[0]!.wordModel).toBeDefined();
  });

  it('drops a model that agrees with the teachers less often than the phrases, when gated', () => {
    // the teachers follow the phrase but for two answers: the words fit those two, held out they mislead
    const noisy: MarkedAnswer[] = [
      right('it switch'),
      right('it gap switch wire'),
      wrong('it wire'),
      right('it gap closed path bulb'),
      wrong('it gap switch closed path'),
      wrong('it gap bulb'),
      wrong('it gap battery wire bulb'),
      wrong('it gap switch'),
      wrong('it switch closed path'),
      wrong('it switch'),
      right('it gap battery wire closed path bulb'),
      wrong('it battery'),
    ];
    const gated = learnFromMarkedAnswers(question, noisy, { ...WORD_MODEL_LEARNING, questionText });
    const fit = gated.wordModels[0]!;
    expect(fit.phrasesAgreement).toBeCloseTo(10 / 12, 3);
    expect(fit.agreement).toBeLessThan(fit.phrasesAgreement);
    expect(fit.kept).toBe(false);
    expect(gated.question.markingPoints[0]!.wordModel).toBeUndefined();
    const ungated = learnFromMarkedAnswers(question, noisy, {
      ...WORD_MODEL_LEARNING,
      wordModelGate: false,
      questionText,
    });
    expect(ungated.question.markingPoints[0]!.wordModel).toBeDefined();
    expect(ungated.wordModels[0]!.kept).toBe(true);
  });
});
