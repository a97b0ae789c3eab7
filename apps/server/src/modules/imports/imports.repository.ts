import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chapters,
  courses,
  curricula,
  importBatches,
  lessons,
  topics,
  type ImportRowError,
} from '../../db/schema/index';

export type ImportBatchRow = typeof importBatches.$inferSelect;
export type ImportBatchInsert = typeof importBatches.$inferInsert;

/** What a batch has gained since its counters were last written. */
export interface ProgressDelta {
  processed: number;
  created: number;
  skipped: number;
  errors: ImportRowError[];
}

const batchColumns = {
  id: importBatches.id,
  kind: importBatches.kind,
  status: importBatches.status,
  format: importBatches.format,
  fileName: importBatches.fileName,
  fileHash: importBatches.fileHash,
  defaults: importBatches.defaults,
  total: importBatches.total,
  processed: importBatches.processed,
  created: importBatches.created,
  skipped: importBatches.skipped,
  errors: importBatches.errors,
  createdBy: importBatches.createdBy,
  createdAt: importBatches.createdAt,
  updatedAt: importBatches.updatedAt,
  startedAt: importBatches.startedAt,
  finishedAt: importBatches.finishedAt,
};
export type ImportBatchSummary = Omit<ImportBatchRow, 'fileBytes'>;

/**
 * Drizzle queries of the imports module: its batches, and the curriculum tree read to resolve the
 * names a file uses. Questions and synonym sets are written through the questions module.
 */
export function createImportsRepository(db: Db) {
  return {
    async insertBatch(values: ImportBatchInsert) {
      const [row] = await db
        .insert(importBatches)
        .values(values)
        .returning({ id: importBatches.id, status: importBatches.status });
      return row!;
    },

    /** A batch without its file bytes. */
    async findBatch(id: number): Promise<ImportBatchSummary | null> {
      const [row] = await db.select(batchColumns).from(importBatches).where(eq(importBatches.id, id));
      return row ?? null;
    },

    async fileOf(id: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ bytes: importBatches.fileBytes })
        .from(importBatches)
        .where(eq(importBatches.id, id));
      return row?.bytes ?? null;
    },

    async markRunning(id: number) {
      await db
        .update(importBatches)
        .set({ status: 'running', startedAt: sql`coalesce(${importBatches.startedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(importBatches.id, id));
    },

    /** Adds a progress delta to the counters (in the caller's transaction when `db` is one). */
    async addProgress(id: number, d: ProgressDelta) {
      await db
        .update(importBatches)
        .set({
          processed: sql`${importBatches.processed} + ${d.processed}`,
          created: sql`${importBatches.created} + ${d.created}`,
          skipped: sql`${importBatches.skipped} + ${d.skipped}`,
          ...(d.errors.length ? { errors: sql`${importBatches.errors} || ${JSON.stringify(d.errors)}::jsonb` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(importBatches.id, id));
    },

    /** Ends a batch; the file bytes are dropped once it is done (the hash stays). */
    async finish(id: number, status: 'done' | 'failed', extraErrors: ImportRowError[] = []) {
      await db
        .update(importBatches)
        .set({
          status,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(status === 'done' ? { fileBytes: null } : {}),
          ...(extraErrors.length
            ? { errors: sql`${importBatches.errors} || ${JSON.stringify(extraErrors)}::jsonb` }
            : {}),
        })
        .where(eq(importBatches.id, id));
    },

    // --- the curriculum tree, to resolve the names a file uses
    listCurricula() {
      return db.select({ id: curricula.id, name: curricula.name }).from(curricula).orderBy(asc(curricula.id));
    },
    coursesOf(curriculaId: number) {
      return db
        .select({ id: courses.id, name: courses.name })
        .from(courses)
        .where(eq(courses.curriculaId, curriculaId))
        .orderBy(asc(courses.id));
    },
    lessonsOf(curriculaId: number) {
      return db
        .select({ id: lessons.id, name: lessons.name, topicId: lessons.topicId, courseId: chapters.courseId })
        .from(lessons)
        .innerJoin(topics, eq(topics.id, lessons.topicId))
        .innerJoin(chapters, eq(chapters.id, topics.chapterId))
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(eq(courses.curriculaId, curriculaId))
        .orderBy(asc(lessons.id));
    },

    // --- inside one question's transaction
    /** Serialises imports of the same question (same content hash) across batches and instances. */
    async lockContent(hash: string) {
      // 52 bits of the sha256 fit a JavaScript number and a bigint alike.
      const key = parseInt(hash.slice(0, 13), 16);
      await db.execute(sql`select pg_advisory_xact_lock(${String(key)}::bigint)`);
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
