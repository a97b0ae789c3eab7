// How long learning holds the event loop, on it and off it (apps/server/src/lib/marking-learner):
// a question of 8 points, each with a model answer, learns from 500 marked answers, and a
// curriculum's share is fitted on 2,000, first by calling the domain functions in the process,
// then through the learner's thread. Prints the learning time and the longest and 99th-percentile
// wait of a 5 ms timer while it runs.
//   npx tsx bench/learning-off-thread.ts [--answers 500]
import {
  fitConceptShare,
  learnFromMarkedAnswers,
  WORD_MODEL_LEARNING,
  type MarkedAnswer,
  type QuestionInput,
} from '@markwell/domain/marking/index';
import { createMarkingLearner } from '../apps/server/src/lib/marking-learner/index';

const arg = process.argv.indexOf('--answers');
const count = arg > 0 ? Number(process.argv[arg + 1]) : 500;

const MODEL_ANSWERS = [
  'Light energy is absorbed by chlorophyll in the chloroplasts.',
  'Carbon dioxide diffuses into the leaf through the stomata.',
  'Water is taken up by the roots and moves through the xylem.',
  'Glucose is made and oxygen is released as a waste product.',
  'The rate rises with light intensity until another factor limits it.',
  'A higher temperature speeds up the enzymes until they denature.',
  'Glucose is stored as starch or used in respiration for energy.',
  'Magnesium ions are needed to make chlorophyll in the leaves.',
];
const question: QuestionInput = {
  maxMarks: MODEL_ANSWERS.length,
  structure: null,
  synonyms: [],
  prompt: 'Explain how a plant makes its food by photosynthesis and what limits the rate.',
  markingPoints: MODEL_ANSWERS.map((phrase, i) => ({
    id: String(i + 1),
    marks: 1,
    phrases: [phrase],
    machinePhrases: [],
  })),
};

/** Answers that say some of the model answers, in part or whole, with other words between. */
function markedAnswers(n: number): MarkedAnswer[] {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const filler = ['so', 'because the plant needs it', 'and also', 'I think', 'which is important'];
  return Array.from({ length: n }, () => {
    const awarded: string[] = [];
    const parts: string[] = [];
    MODEL_ANSWERS.forEach((sentence, i) => {
      const r = random();
      if (r < 0.35) {
        awarded.push(String(i + 1));
        parts.push(sentence);
      } else if (r < 0.5) parts.push(sentence.split(' ').slice(0, 4).join(' '));
      if (random() < 0.3) parts.push(filler[Math.floor(random() * filler.length)]!);
    });
    return { answer: parts.join(' '), marks: awarded.length, awarded };
  });
}

/**
 * Runs `learn` while a 5 ms timer waits on the event loop, as a request would: the longest gap
 * between its turns is how long the loop was held (5 ms when it was never held).
 */
async function measure(label: string, learn: () => Promise<unknown>): Promise<void> {
  const gaps: number[] = [];
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await learn();
  const ms = performance.now() - started;
  // the turn after the work: a loop held until now records its gap here
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(tick);
  gaps.sort((x, y) => x - y);
  const longest = gaps[gaps.length - 1] ?? 0;
  const p99 = gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.99))] ?? 0;
  console.log(
    `${label.padEnd(34)} learning ${ms.toFixed(0).padStart(5)} ms; event loop held at most ${longest.toFixed(0).padStart(4)} ms (p99 ${p99.toFixed(0)} ms, ${gaps.length} turns)`,
  );
}

const examples = markedAnswers(count);
const options = { ...WORD_MODEL_LEARNING, questionText: question.prompt };
const learner = createMarkingLearner();
console.log(`${MODEL_ANSWERS.length} points, ${count} marked answers (word models, as the refit job learns)`);
learnFromMarkedAnswers(question, examples, options); // warm-up
await learner.learn(question, examples, options); // starts the thread
for (let round = 0; round < 3; round++) {
  await measure('in the process (on the event loop)', async () => learnFromMarkedAnswers(question, examples, options));
  await measure('marking learner (worker thread)', () => learner.learn(question, examples, options));
}
// the curriculum's share, fitted on the 2,000 newest marked answers as the refit job does
const samples = Array.from({ length: 4 }, (_, i) => ({ question, examples: markedAnswers(500).slice(i) }));
console.log(
  `the curriculum's concept share, fitted on ${samples.reduce((n, s) => n + s.examples.length, 0)} marked answers`,
);
for (let round = 0; round < 2; round++) {
  await measure('in the process (on the event loop)', async () => fitConceptShare(samples));
  await measure('marking learner (worker thread)', () => learner.fitShare(samples));
}
await learner.close();
