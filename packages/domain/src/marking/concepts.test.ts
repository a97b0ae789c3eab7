import { describe, expect, it } from 'vitest';
import { promptStems, questionSentences, readAsConcepts } from './concepts';
import { compileQuestion, markAnswer, type QuestionInput } from './index';

const oneModelAnswer = (answer: string, prompt?: string): QuestionInput => ({
  maxMarks: 1,
  prompt,
  markingPoints: [{ id: 'a', marks: 1, phrases: [answer], machinePhrases: [] }],
  synonyms: [],
  structure: null,
});

describe('model answers read as concepts', () => {
  const prompt = 'Explain why you got a voltage reading of 1.5 for terminal 1 and the positive terminal.';
  const model = 'Terminal 1 and the positive terminal are separated by the gap in the circuit.';

  it('reads a sentence as its concepts: a negation bound to its word, a number to its noun', () => {
    const r = readAsConcepts('The bulbs are not in a closed path with 2 cells and the battery.', new Set());
    expect(r?.concepts).toEqual(['bulbs', 'not closed', 'path', '2 cells', 'battery']);
    expect(r?.needed).toBe(2);
    expect(readAsConcepts('terminal 1 is connected to the battery', new Set())?.concepts).toEqual([
      'terminal 1',
      'connected',
      'battery',
    ]);
  });

  it('binds a negation within its own clause only', () => {
    expect(readAsConcepts('No. John changed 2 variables at the same time.', new Set())?.concepts).toEqual([
      'john',
      'changed',
      '2 variables',
      'same',
      'time',
    ]);
    expect(readAsConcepts('It is not magnetic, because iron is missing.', new Set())?.concepts).toEqual([
      'not magnetic',
      'iron',
      'missing',
    ]);
  });

  it('leaves short key phrases and phrases with notation as written', () => {
    expect(readAsConcepts('temperature goes up', new Set())).toBeNull();
    expect(readAsConcepts('light energy', new Set())).toBeNull();
    expect(readAsConcepts('water evaporates & salt is left behind', new Set())).toBeNull();
    expect(readAsConcepts('=all the energy is reflected back', new Set())).toBeNull();
    expect(readAsConcepts('energy from sunlight', new Set())).toBeNull();
    expect(readAsConcepts('more light', new Set())).toBeNull();
  });

  it('reads a short model answer written as a sentence or a list as concepts, at the share', () => {
    const at = readAsConcepts('At the main function.', promptStems('Where do C++ programs begin to execute?'), 0.4);
    expect(at).toEqual({ concepts: ['main', 'function'], optional: [], needed: 1 });
    // a strict subject reads it strictly
    expect(readAsConcepts('push and pop', new Set(), 0.6)).toEqual({
      concepts: ['push', 'pop'],
      optional: [],
      needed: 2,
    });
    // a list of words of any length, commas only too
    expect(readAsConcepts('heat, light, sound', new Set(), 0.4)).toEqual({
      concepts: ['heat', 'light', 'sound'],
      optional: [],
      needed: 2,
    });
    // a short list joined by "or" names alternatives: one of them is enough at any share
    expect(readAsConcepts('Prim or Kruskal', new Set(), 0.8)?.needed).toBe(1);
    // the question's own words stay optional
    const scope = readAsConcepts('File scope.', promptStems('What is the scope of global variables?'));
    expect(scope).toEqual({ concepts: ['file'], optional: ['scope'], needed: 1 });

    const strict = (phrase: string, prompt: string) =>
      compileQuestion({ ...oneModelAnswer(phrase, prompt), conceptShare: 0.6 });
    const stack = strict('push and pop', 'What are the main operations of a stack?');
    expect(markAnswer(stack, 'pop and push').marks).toBe(1);
    expect(markAnswer(stack, 'Push puts an item on top; pop takes the top item off.').marks).toBe(1);
    const onlyPush = markAnswer(stack, 'push adds an item');
    expect(onlyPush.marks).toBe(0);
    expect(onlyPush.points[0]!.missing).toEqual(['pop']);
    const main = compileQuestion(oneModelAnswer('At the main function.', 'Where do C++ programs begin to execute?'));
    expect(markAnswer(main, 'the function main').marks).toBe(1);
    expect(markAnswer(main, 'in main').marks).toBe(1);
    expect(markAnswer(main, 'at the start of the program').marks).toBe(0);
  });

  it('makes words the question already contains optional', () => {
    const r = readAsConcepts(model, promptStems(prompt));
    expect(r?.optional).toEqual(['terminal 1', 'positive', 'terminal']);
    expect(r?.concepts).toEqual(['separated', 'gap', 'circuit']);
  });

  it('makes optional only the words of what the question asks, not of the scene it sets', () => {
    const scene =
      "Lee was walking his dog, Max. When a cat ran past them, Max ran after the cat. What was Max's response?";
    expect(questionSentences(scene)).toBe("What was Max's response?");
    expect(questionSentences('A wire joins the bulb to the battery. Explain why the bulb lights.')).toBe(
      'Explain why the bulb lights.',
    );
    const html = promptStems('<p>A cat ran past them.</p><p>What did Max <strong>do</strong>?</p>');
    expect([...html]).toEqual(['max']);
    // a paragraph ends a sentence even without a full stop
    expect([...promptStems('<p>Look at the circuit diagram</p><p>Explain why the bulb lights</p>')]).toEqual([
      'explain',
      'why',
      'bulb',
      'light',
    ]);
    const r = readAsConcepts("Max's response was to run after the cat.", promptStems(scene));
    expect(r?.optional).toEqual(['max', 'response']);
    expect(r?.concepts).toEqual(['run', 'after', 'cat']);
  });

  it('reads a model answer by the prompt and share of each compile, though readings are remembered', () => {
    const asked = compileQuestion(oneModelAnswer(model, prompt)).points[0]!.phrases[0]!;
    const plain = compileQuestion(oneModelAnswer(model)).points[0]!.phrases[0]!;
    const strict = compileQuestion({ ...oneModelAnswer(model, prompt), conceptShare: 1 }).points[0]!.phrases[0]!;
    expect(asked.labels).toEqual(['separated', 'gap', 'circuit']);
    expect(asked.min).toBe(2);
    expect(plain.labels).toEqual(['terminal 1', 'positive', 'terminal', 'separated', 'gap', 'circuit']);
    expect(strict.min).toBe(3);
  });

  it('awards the point when enough concepts appear, in any order, and names the ones missing', () => {
    const q = compileQuestion(oneModelAnswer(model, prompt));
    const r = markAnswer(q, 'There is a gap, so they are separated.');
    expect(r.marks).toBe(1);
    expect(r.points[0]!.matches.map((m) => m.text)).toEqual(['gap', 'separated']);
    expect(r.points[0]!.missing).toEqual(['circuit']);
    const miss = markAnswer(q, 'terminal 1 and the positive terminal are in the circuit');
    expect(miss.marks).toBe(0);
    expect(miss.points[0]!.missing).toEqual(['separated', 'gap']);
  });

  it('keeps the negation guard on every concept', () => {
    const q = compileQuestion(
      oneModelAnswer('The switch is closed, so the bulb is in a complete circuit.', 'Why is the bulb lit?'),
    );
    expect(markAnswer(q, 'the circuit is complete because the switch is closed').marks).toBe(1);
    const r = markAnswer(q, 'it is not closed and it is not complete');
    expect(r.marks).toBe(0);
    expect(r.points[0]!.nearMisses.map((n) => n.reason)).toContain('negated');
  });

  it('keeps numbers with their units', () => {
    const q = compileQuestion(oneModelAnswer('The ball falls with an acceleration of 9.8 m/s2 towards the ground.'));
    expect(q.points[0]!.phrases[0]!.concepts).toBe(true);
    expect(markAnswer(q, 'it speeds up at 9.8 m/s2 towards the ground').marks).toBe(1);
  });
});
