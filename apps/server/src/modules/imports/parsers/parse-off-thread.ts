import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { ImportDefaults } from '../../../db/schema/imports';
import { AppError, badRequest } from '../../../lib/errors';
import type { ParsedImport } from './index';
import type { ParseReply, ParseRequest } from './parse-worker';

/** A parse that runs longer than this is stopped: no honest question file needs it. */
export const PARSE_TIMEOUT_MS = 60_000;
/** Parses at once per process; more wait their turn, so hostile uploads cannot pile up threads. */
export const PARSE_CONCURRENCY = 2;
/** An idle parse thread is kept this long for the next file (starting one costs 0.1–1 s). */
const IDLE_MS = 30_000;
/** Heap of one parse thread: well above a full-size workbook's needs, far below the process's. */
const RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512 };

interface ParserLog {
  error(obj: unknown, msg: string): void;
}

const tooComplex = (why: string) =>
  new AppError(413, 'file_too_complex', `The file ${why}: split it into smaller files`);
const unreadable = () => badRequest('unreadable_file', 'The file could not be read');

/**
 * Starts a parse thread. From the bundle (dist/server.js) it runs the bundled
 * import-parse-worker.js beside it; from source (tsx, tests) it runs parse-worker.ts through
 * tsx's loader, which a worker thread does not inherit from its parent.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!/\.ts($|\?)/.test(here)) {
    return new Worker(new URL('./import-parse-worker.js', here), { resourceLimits: RESOURCE_LIMITS });
  }
  const worker = new URL('./parse-worker.ts', here).href;
  // tsx's ES-module API (its package "exports" entry `./esm/api` for `import`); require.resolve
  // would pick the CommonJS build, which cannot register the loader in a thread.
  const tsxRoot = dirname(createRequire(here).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); })`;
  return new Worker(boot, { eval: true, resourceLimits: RESOURCE_LIMITS });
}

/** Sends one file to a thread; `reusable` says whether the thread may take another file. */
function parseWith(
  worker: Worker,
  request: ParseRequest,
  timeoutMs: number,
  log?: ParserLog,
): Promise<{ parsed?: ParsedImport; error?: AppError; reusable: boolean }> {
  return new Promise((resolve) => {
    const done = (outcome: { parsed?: ParsedImport; error?: AppError; reusable: boolean }) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      resolve(outcome);
    };
    const onMessage = (reply: ParseReply) => {
      if (reply.ok) return done({ parsed: reply.parsed, reusable: true });
      if (reply.refusal) {
        const { status, code, message, extra } = reply.refusal;
        return done({ error: new AppError(status, code, message, extra), reusable: true });
      }
      log?.error({ detail: reply.detail }, 'import file parser failed');
      done({ error: unreadable(), reusable: true });
    };
    const onError = (err: Error & { code?: string }) => {
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
        return done({ error: tooComplex('needs too much memory to read'), reusable: false });
      log?.error({ err }, 'import file parser thread failed');
      done({ error: unreadable(), reusable: false });
    };
    const onExit = () => done({ error: unreadable(), reusable: false });
    const timer = setTimeout(
      () => done({ error: tooComplex(`took longer than ${timeoutMs / 1000} s to read`), reusable: false }),
      timeoutMs,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // The request's bytes are the caller's copy: moved to the thread, not copied again.
    worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
  });
}

/**
 * Parses import files in worker threads, so a slow or hostile file never blocks the event loop
 * that answers every other request. At most `concurrency` parses run at once (one per thread);
 * a parse is stopped (its thread ended) after `timeoutMs`; idle threads end after a while.
 * Answers exactly what `parseImportFile` answers, refusals included.
 */
export function createImportParser(options: { concurrency?: number; timeoutMs?: number; log?: ParserLog } = {}) {
  const concurrency = options.concurrency ?? PARSE_CONCURRENCY;
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function acquire() {
    if (running < concurrency) {
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
    return startWorker();
  }
  function keepWorker(worker: Worker) {
    // An idle thread must not keep the process alive; one that ends while idle is never reused.
    worker.unref();
    const entry: IdleWorker = {
      worker,
      timer: setTimeout(() => {
        forget(entry);
        void worker.terminate();
      }, IDLE_MS).unref(),
      gone: () => forget(entry),
    };
    worker.once('exit', entry.gone).once('error', entry.gone);
    idle.push(entry);
  }

  async function parse(kind: 'maf' | 'quiz', bytes: Buffer, defaults: ImportDefaults = {}): Promise<ParsedImport> {
    if (bytes.length === 0) throw badRequest('file_empty', 'The file is empty');
    await acquire();
    try {
      const worker = takeWorker();
      // A copy: the caller keeps its buffer (it is stored with the batch).
      const request: ParseRequest = { kind, bytes: new Uint8Array(bytes), defaults };
      const outcome = await parseWith(worker, request, timeoutMs, options.log);
      if (outcome.reusable) keepWorker(worker);
      else {
        // An error the ending thread still raises must not go unheard (it would end the process).
        worker.on('error', () => undefined);
        void worker.terminate();
      }
      if (outcome.error) throw outcome.error;
      return outcome.parsed!;
    } finally {
      release();
    }
  }

  return {
    parse,
    /** Ends the idle threads (a running parse ends with its own thread). */
    async close() {
      const all = [...idle];
      for (const entry of all) forget(entry);
      await Promise.all(all.map(({ worker }) => worker.terminate()));
    },
  };
}

export type ImportParser = ReturnType<typeof createImportParser>;
