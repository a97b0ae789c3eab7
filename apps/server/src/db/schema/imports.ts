import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schools';

export const importKinds = ['maf', 'quiz'] as const;
export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const importFormats = ['csv', 'xlsx', 'moodle', 'gift'] as const;

/** One problem of an import: `line` is the file line (CSV, GIFT), sheet row (XLSX) or question index (Moodle XML). */
export interface ImportRowError {
  line: number;
  message: string;
}

/** Values sent with the upload that fill blank cells (and give Moodle XML / GIFT questions their place). */
export interface ImportDefaults {
  curricula?: string | undefined;
  course?: string | undefined;
  lesson?: string | undefined;
  max_marks?: string | undefined;
}

/** Raw bytes: Buffer on node-postgres, Uint8Array on PGlite; always a Buffer to the code. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A question import: the uploaded file waits here (bytes dropped once the batch is done) while
 * the `question-import` job works through it; counters and row errors are the progress report.
 * Counters and errors always describe exactly the first `processed` rows, so a job that is
 * retried after a crash resumes at row `processed` (see docs/adr/0008-import-jobs.md).
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: importKinds }).notNull(),
    status: text('status', { enum: importStatuses }).notNull().default('queued'),
    format: text('format', { enum: importFormats }).notNull(),
    fileName: text('file_name').notNull().default(''),
    /** sha256 of the uploaded bytes. */
    fileHash: text('file_hash').notNull(),
    fileBytes: bytea('file_bytes'),
    defaults: jsonb('defaults').$type<ImportDefaults>().notNull().default({}),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    /** Rows whose question is already in the bank (same content hash). */
    skipped: integer('skipped').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_batches_created_idx').on(t.createdBy, t.createdAt),
    index('import_batches_file_hash_idx').on(t.fileHash),
    check('import_batches_counts_check', sql`${t.processed} >= 0 AND ${t.processed} <= ${t.total}`),
  ],
);
