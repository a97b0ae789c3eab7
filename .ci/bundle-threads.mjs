// The production bundle's worker threads start only when a file is imported or marking is learnt:
// each must load from beside dist/server.js and answer a task.
import { Worker } from 'node:worker_threads';

const dist = new URL('../apps/server/dist/', import.meta.url);
const ask = (file, task) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL(file, dist));
    worker
      .once('message', (reply) => {
        void worker.terminate();
        resolve(reply);
      })
      .once('error', reject);
    worker.postMessage(task);
  });

const learnt = await ask('marking-learner-thread.js', { task: 'fit-share', samples: [] });
if (!learnt.ok) throw new Error(`the marking learner thread failed: ${learnt.detail}`);
const bytes = new TextEncoder().encode('question,curricula\nWhat?,AQA Biology\n');
const parsed = await ask('import-parse-worker.js', { kind: 'maf', bytes, defaults: {} });
if (!parsed.ok || parsed.parsed.rows.length !== 1) throw new Error('the import parser thread failed');
console.log('  worker threads of the bundle: the marking learner and the import parser answer');
