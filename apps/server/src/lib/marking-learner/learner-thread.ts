// A marking-learner thread: runs one learning task of the marking engine at a time and answers its
// result (or why it failed). The parent ends the thread when a task takes too long.
import { parentPort } from 'node:worker_threads';
import { fitConceptShare, learnFromMarkedAnswers } from '@markwell/domain/marking/index';
import type { LearnerReply, LearnerRequest } from './tasks';

function perform(request: LearnerRequest): LearnerReply {
  if (request.task === 'learn') {
    const { question, examples, options } = request;
    return { ok: true, task: 'learn', result: learnFromMarkedAnswers(question, examples, options) };
  }
  return { ok: true, task: 'fit-share', result: fitConceptShare(request.samples) };
}

parentPort?.on('message', (request: LearnerRequest) => {
  let reply: LearnerReply;
  try {
    reply = perform(request);
  } catch (err) {
    reply = { ok: false, detail: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  parentPort!.postMessage(reply);
});
