// The import parser's thread: receives a file's bytes and kind, answers its parsed rows (or the
// refusal). One file at a time; the parent stops the thread when a file takes too long.
import { parentPort } from 'node:worker_threads';
import type { ImportDefaults } from '../../../db/schema/imports';
import { AppError } from '../../../lib/errors';
import { parseImportFile, type ParsedImport } from './index';

export interface ParseRequest {
  kind: 'maf' | 'quiz';
  bytes: Uint8Array;
  defaults: ImportDefaults;
}

export type ParseReply =
  | { ok: true; parsed: ParsedImport }
  | {
      ok: false;
      /** A refusal to show the uploader; null for an unexpected failure (see `detail`). */
      refusal: { status: number; code: string; message: string; extra: Record<string, unknown> } | null;
      detail: string;
    };

parentPort?.on('message', (req: ParseRequest) => {
  const bytes = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  parseImportFile(req.kind, bytes, req.defaults).then(
    (parsed) => parentPort!.postMessage({ ok: true, parsed } satisfies ParseReply),
    (err: unknown) => {
      const refusal =
        err instanceof AppError ? { status: err.status, code: err.code, message: err.message, extra: err.extra } : null;
      const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
      parentPort!.postMessage({ ok: false, refusal, detail } satisfies ParseReply);
    },
  );
});
