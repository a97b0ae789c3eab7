import {
  fitConceptShare,
  learnFromMarkedAnswers,
  WORD_MODEL_LEARNING,
  type MarkedAnswer,
  type QuestionInput,
} from '@markwell/domain/marking/index';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarkingLearner } from './index';

// The marking engine's learning runs in worker threads: the same answers as the domain functions
// called in the process, while the process's event loop stays free; a task past its time limit is
// stopped with a problem, and the next one runs on a new thread.

const question: QuestionInput = {
  maxMarks: 2,
  structure: null,
  synonyms: ['sunlight; light from the sun'],
  prompt: '<p>Explain why the rate of photosynthesis rises and then levels off.</p>',
  markingPoints: [
    { id: '1', marks: 1, phrases: ['More light gives more energy for photosynthesis.'], machinePhrases: [] },
    { id: '2', marks: 1, phrases: ['another factor becomes limiting'], machinePhrases: [] },
  ],
};

/** 240 marked answers: what earns each point varies in its words, with wrong answers between. */
function markedAnswers(): MarkedAnswer[] {
  const light = ['Brighter light gives more energy', 'Stronger sunlight adds energy', 'More light means more energy'];
  const limit = ['then carbon dioxide is limiting', 'until temperature limits it', 'then another factor limits it'];
  const wrong = ['the plant gets tired', 'the leaves are green', 'it is warmer in the day', 'more water'];
  const out: MarkedAnswer[] = [];
  for (let i = 0; i < 240; i++) {
    const kind = i % 4;
    if (kind === 0) out.push({ answer: `${light[i % 3]} ${limit[(i >> 2) % 3]}.`, marks: 2, awarded: ['1', '2'] });
    else if (kind === 1) out.push({ answer: `${light[(i >> 1) % 3]}, ${wrong[i % 4]}.`, marks: 1, awarded: ['1'] });
    else if (kind === 2)
      out.push({ answer: `Because ${wrong[(i >> 2) % 4]} ${limit[i % 3]}.`, marks: 1, awarded: ['2'] });
    else out.push({ answer: `Because ${wrong[(i >> 2) % 4]} and ${wrong[i % 4]}.`, marks: 0, awarded: [] });
  }
  return out;
}

const learner = createMarkingLearner();
afterAll(() => learner.close());

describe('the marking learner', () => {
  it('answers what learnFromMarkedAnswers answers in the process, word models and proposals alike', async () => {
    const examples = markedAnswers();
    for (const options of [
      { ...WORD_MODEL_LEARNING, questionText: question.prompt },
      { questionText: question.prompt, minSupport: 0, synonyms: false, wordModel: false },
    ]) {
      const inThread = await learner.learn(question, examples, options);
      expect(inThread).toEqual(learnFromMarkedAnswers(question, examples, options));
      expect(inThread.wordModels.length + inThread.proposals.length).toBeGreaterThan(0);
    }
  });

  it('answers what fitConceptShare answers in the process', async () => {
    const samples = [{ question, examples: markedAnswers() }];
    const fit = await learner.fitShare(samples);
    expect(fit).toEqual(fitConceptShare(samples));
    expect(fit).not.toBeNull();
  });

  it('leaves the event loop free while it learns', async () => {
    const examples = markedAnswers();
    const options = { questionText: question.prompt };
    await learner.learn(question, examples, options); // a thread is started and kept
    let turns = 0;
    let learning = true;
    const learnt = learner.learn(question, examples, options).finally(() => (learning = false));
    while (learning) {
      turns++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await learnt;
    // learnt on the event loop, the whole task would run before the loop's first turn
    expect(turns).toBeGreaterThan(5);
  });

  it('stops a task past its time limit with a 503 problem, then learns on a new thread', async () => {
    const hasty = createMarkingLearner({ timeoutMs: 1 });
    await expect(hasty.learn(question, markedAnswers(), {})).rejects.toMatchObject({
      status: 503,
      code: 'learning_unavailable',
    });
    await hasty.close();
    const next = await learner.fitShare([]);
    expect(next).toBeNull();
  });

  it("passes on the engine's own error", async () => {
    await expect(learner.learn({ markingPoints: 'none' } as never, [], {})).rejects.toThrow(/marking learner:/);
  });
});
