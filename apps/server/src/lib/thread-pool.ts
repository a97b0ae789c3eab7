import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Where a thread's code is: `source`, the TypeScript file run from source (tsx, tests), and
 * `bundled`, the esbuild entry the production build writes beside dist/server.js
 * (scripts/build.mjs). `from` is the `import.meta.url` of the module that starts the threads.
 */
export interface ThreadEntry {
  from: string;
  source: string;
  bundled: string;
}

export interface ThreadPoolOptions {
  entry: ThreadEntry;
  /** Tasks at once (one per thread); more wait their turn, so callers cannot pile up threads. */
  concurrency: number;
  /** A task running longer is stopped: its thread is ended. */
  timeoutMs: number;
  /** An idle thread is kept this long for the next task (starting one costs 0.1–1 s). */
  idleMs?: number;
  resourceLimits?: ResourceLimits;
}

/**
 * How a task ended: its thread's reply, or why there is none. `timeout`: stopped at the time
 * limit; `memory`: the thread ran out of its heap; `crashed`: it threw outside the task's own
 * error handling; `exited`: it ended without answering.
 */
export type ThreadOutcome<Reply> =
  { ok: true; reply: Reply } | { ok: false; failure: 'timeout' | 'memory' | 'crashed' | 'exited'; error?: Error };

/**
 * Starts a thread. From the bundle (dist/server.js) it runs the bundled entry beside it; from
 * source (tsx, tests) it runs the TypeScript file through tsx's loader, which a worker thread does
 * not inherit from its parent.
 */
function startWorker(entry: ThreadEntry, resourceLimits: ResourceLimits | undefined): Worker {
  if (!/\.ts($|\?)/.test(entry.from)) return new Worker(new URL(`./${entry.bundled}`, entry.from), { resourceLimits });
  const worker = new URL(entry.source, entry.from).href;
  // tsx's ES-module API (its package "exports" entry `./esm/api` for `import`); require.resolve
  // would pick the CommonJS build, which cannot register the loader in a thread.
  const tsxRoot = dirname(createRequire(entry.from).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); })`;
  return new Worker(boot, { eval: true, resourceLimits });
}

/** Sends one task to a thread and waits for its one reply. */
function runOn<Reply>(worker: Worker, request: unknown, transfer: ArrayBuffer[], timeoutMs: number) {
  return new Promise<ThreadOutcome<Reply>>((resolve) => {
    const done = (outcome: ThreadOutcome<Reply>) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      resolve(outcome);
    };
    const onMessage = (reply: Reply) => done({ ok: true, reply });
    const onError = (error: Error & { code?: string }) =>
      done({ ok: false, failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', error });
    const onExit = () => done({ ok: false, failure: 'exited' });
    const timer = setTimeout(() => done({ ok: false, failure: 'timeout' }), timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(request, transfer);
  });
}

/**
 * Runs tasks in worker threads, so heavy work never blocks the event loop that answers every
 * request. A thread takes one task at a time and answers it with one message; at most
 * `concurrency` tasks run at once; a task past `timeoutMs` has its thread ended; idle threads are
 * kept a while, never keep the process alive, and end after `idleMs`.
 */
export function createThreadPool<Request, Reply>(options: ThreadPoolOptions) {
  const idleMs = options.idleMs ?? 30_000;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function acquire() {
    if (running < options.concurrency) {
      running++;
      return;
    }
    // The slot is handed over by release() without being freed in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  interface IdleWorker {
    worker: Worker;
    timer: NodeJS.Timeout;
    gone: () => void;
  }
  const idle: IdleWorker[] = [];
  function forget(entry: IdleWorker) {
    const i = idle.indexOf(entry);
    if (i >= 0) idle.splice(i, 1);
    clearTimeout(entry.timer);
    entry.worker.off('exit', entry.gone).off('error', entry.gone);
  }
  function takeWorker(): Worker {
    const kept = idle.pop();
    if (kept) {
      forget(kept);
      kept.worker.ref();
      return kept.worker;
    }
    return startWorker(options.entry, options.resourceLimits);
  }
  function keepWorker(worker: Worker) {
    // An idle thread must not keep the process alive; one that ends while idle is never reused.
    worker.unref();
    const entry: IdleWorker = {
      worker,
      timer: setTimeout(() => {
        forget(entry);
        void worker.terminate();
      }, idleMs).unref(),
      gone: () => forget(entry),
    };
    worker.once('exit', entry.gone).once('error', entry.gone);
    idle.push(entry);
  }

  return {
    /**
     * Runs one task: `request` is copied to the thread (the buffers in `transfer` are moved, not
     * copied). A thread that answered is kept for the next task; one that failed is ended.
     */
    async run(request: Request, transfer: ArrayBuffer[] = []): Promise<ThreadOutcome<Reply>> {
      await acquire();
      try {
        const worker = takeWorker();
        const outcome = await runOn<Reply>(worker, request, transfer, options.timeoutMs);
        if (outcome.ok) keepWorker(worker);
        else {
          // An error the ending thread still raises must not go unheard (it would end the process).
          worker.on('error', () => undefined);
          void worker.terminate();
        }
        return outcome;
      } finally {
        release();
      }
    },
    /** Ends the idle threads (a running task ends with its own thread). */
    async close() {
      const all = [...idle];
      for (const entry of all) forget(entry);
      await Promise.all(all.map(({ worker }) => worker.terminate()));
    },
  };
}

export type ThreadPool<Request, Reply> = ReturnType<typeof createThreadPool<Request, Reply>>;
