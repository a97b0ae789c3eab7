import type { ResourceLimits } from 'node:worker_threads';
import type { ImportDefaults } from '../../../db/schema/imports';
import { AppError, badRequest } from '../../../lib/errors';
import { createThreadPool } from '../../../lib/thread-pool';
import type { ParsedImport } from './index';
import type { ParseReply, ParseRequest } from './parse-worker';

/** A parse that runs longer than this is stopped: no honest question file needs it. */
export const PARSE_TIMEOUT_MS = 60_000;
/** Parses at once per process; more wait their turn, so hostile uploads cannot pile up threads. */
export const PARSE_CONCURRENCY = 2;
/** Heap of one parse thread: well above a full-size workbook's needs, far below the process's. */
const RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512 };

interface ParserLog {
  error(obj: unknown, msg: string): void;
}

const tooComplex = (why: string) =>
  new AppError(413, 'file_too_complex', `The file ${why}: split it into smaller files`);
const unreadable = () => badRequest('unreadable_file', 'The file could not be read');

/**
 * Parses import files in worker threads (parse-worker.ts; dist/import-parse-worker.js in the
 * bundle), so a slow or hostile file never blocks the event loop that answers every other request.
 * At most `concurrency` parses run at once (one per thread); a parse is stopped (its thread ended)
 * after `timeoutMs`. Answers exactly what `parseImportFile` answers, refusals included.
 */
export function createImportParser(options: { concurrency?: number; timeoutMs?: number; log?: ParserLog } = {}) {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const pool = createThreadPool<ParseRequest, ParseReply>({
    entry: { from: import.meta.url, source: './parse-worker.ts', bundled: 'import-parse-worker.js' },
    concurrency: options.concurrency ?? PARSE_CONCURRENCY,
    timeoutMs,
    resourceLimits: RESOURCE_LIMITS,
  });

  async function parse(kind: 'maf' | 'quiz', bytes: Buffer, defaults: ImportDefaults = {}): Promise<ParsedImport> {
    if (bytes.length === 0) throw badRequest('file_empty', 'The file is empty');
    // A copy, moved to the thread: the caller keeps its buffer (it is stored with the batch).
    const request: ParseRequest = { kind, bytes: new Uint8Array(bytes), defaults };
    const outcome = await pool.run(request, [request.bytes.buffer as ArrayBuffer]);
    if (!outcome.ok) {
      if (outcome.failure === 'timeout') throw tooComplex(`took longer than ${timeoutMs / 1000} s to read`);
      if (outcome.failure === 'memory') throw tooComplex('needs too much memory to read');
      if (outcome.error) options.log?.error({ err: outcome.error }, 'import file parser thread failed');
      throw unreadable();
    }
    const reply = outcome.reply;
    if (reply.ok) return reply.parsed;
    if (reply.refusal) {
      const { status, code, message, extra } = reply.refusal;
      throw new AppError(status, code, message, extra);
    }
    options.log?.error({ detail: reply.detail }, 'import file parser failed');
    throw unreadable();
  }

  return {
    parse,
    /** Ends the idle threads (a running parse ends with its own thread). */
    close: pool.close,
  };
}

export type ImportParser = ReturnType<typeof createImportParser>;
