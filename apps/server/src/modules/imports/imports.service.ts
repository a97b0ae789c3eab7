import { createHash } from 'node:crypto';
import {
  importUploadFieldsSchema,
  type ImportBatch,
  type ImportBatchCreated,
  type ImportKind,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { ImportDefaults, ImportRowError } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { JobQueue } from '../../plugins/jobs';
import { notify } from '../notifications/index';
import { questionContentHash, type QuestionsService } from '../questions/index';
import { createImportsRepository, type ImportBatchSummary, type ProgressDelta } from './imports.repository';
import type { MafDraft, PlaceRef, QuizDraft } from './parsers/index';
import { createImportParser } from './parsers/parse-off-thread';
import { templateCsv } from './imports.templates';

/** The job queue the imports run on. */
export const IMPORT_QUEUE = 'question-import';
/** Skipped and failed rows are written to the batch at least this often (created ones at once). */
const FLUSH_EVERY = 25;

export interface UploadedFile {
  bytes: Buffer;
  originalName: string;
  fields: Record<string, string>;
}

interface Place {
  curriculaId: number;
  courseId: number | null;
  topicId: number | null;
  lessonId: number | null;
}

type Named = { id: number; name: string };
const normName = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Finds one item by id ("12") or by name (case and spacing ignored). */
function pick<T extends Named>(items: T[], ref: string, what: string, where: string): T | string {
  const byId = /^\d+$/.test(ref.trim()) ? items.filter((i) => i.id === Number(ref)) : [];
  const matches = byId.length ? byId : items.filter((i) => normName(i.name) === normName(ref));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1)
    return `${what} "${ref}" is ambiguous${where}: use its id (${matches.map((m) => m.id).join(', ')})`;
  return `unknown ${what} "${ref}"${where}`;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Column names for the paths the question service reports in its validation problems. */
function columnOf(path: string): string {
  const point = /marking_points\.(\d+)\.(\w+)/.exec(path);
  if (point) return `point_${Number(point[1]) + 1}_${point[2]}`;
  const field = path.replace(/^body\./, '');
  const map: Record<string, string> = {
    text: 'question',
    curricula_id: 'curricula',
    course_id: 'course',
    lesson_id: 'lesson',
    topic_id: 'lesson',
  };
  return map[field] ?? field;
}

/** The sentences a row error shows for an AppError of the question service. */
function messagesOf(err: AppError): string[] {
  const list = (err.extra.errors as { path: string; message: string }[] | undefined) ?? [];
  return list.length ? list.map((e) => `${columnOf(e.path)}: ${e.message}`) : [err.message];
}

export function toBatchBody(b: ImportBatchSummary): ImportBatch {
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    format: b.format,
    file_name: b.fileName,
    total: b.total,
    processed: b.processed,
    created: b.created,
    skipped: b.skipped,
    failed: Math.max(0, b.processed - b.created - b.skipped),
    errors: b.errors,
    created_by: b.createdBy,
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
    finished_at: b.finishedAt ? iso(b.finishedAt) : null,
  };
}

/**
 * Question imports: an upload is checked and stored as a batch, and the `question-import` job
 * creates its questions one transaction each, skipping those already in the bank.
 */
export function createImportsService(deps: {
  db: Db;
  jobs: JobQueue;
  questions: QuestionsService;
  log?: { error(obj: unknown, msg: string): void };
}) {
  const { db, jobs, questions } = deps;
  const repo = createImportsRepository(db);
  // Files are parsed in worker threads: a slow or hostile file must not stall other requests.
  const parser = createImportParser({ log: deps.log });
  const parseImportFile = parser.parse;

  /** Resolves curricula / course / lesson references with per-run caches. */
  function createResolver() {
    let allCurricula: Named[] | null = null;
    const courseCache = new Map<number, Named[]>();
    const lessonCache = new Map<number, { id: number; name: string; topicId: number; courseId: number }[]>();
    return async function resolve(ref: PlaceRef): Promise<Place | string[]> {
      allCurricula ??= await repo.listCurricula();
      const curriculum = pick(allCurricula, ref.curricula, 'curricula', '');
      if (typeof curriculum === 'string') return [curriculum];
      const place: Place = { curriculaId: curriculum.id, courseId: null, topicId: null, lessonId: null };
      const errors: string[] = [];
      if (ref.course) {
        if (!courseCache.has(curriculum.id)) courseCache.set(curriculum.id, await repo.coursesOf(curriculum.id));
        const course = pick(courseCache.get(curriculum.id)!, ref.course, 'course', ` in ${curriculum.name}`);
        if (typeof course === 'string') errors.push(course);
        else place.courseId = course.id;
      }
      if (ref.lesson && errors.length === 0) {
        if (!lessonCache.has(curriculum.id)) lessonCache.set(curriculum.id, await repo.lessonsOf(curriculum.id));
        const candidates = lessonCache
          .get(curriculum.id)!
          .filter((l) => place.courseId === null || l.courseId === place.courseId);
        const lesson = pick(
          candidates,
          ref.lesson,
          'lesson',
          place.courseId === null ? ` in ${curriculum.name}` : ` in course "${ref.course}"`,
        );
        if (typeof lesson === 'string') errors.push(lesson);
        else Object.assign(place, { lessonId: lesson.id, topicId: lesson.topicId, courseId: lesson.courseId });
      }
      return errors.length ? errors : place;
    };
  }

  async function createMaf(tx: Db, draft: MafDraft, place: Place, userId: number) {
    await questions.createMafQuestion(
      {
        text: draft.text,
        curricula_id: place.curriculaId,
        course_id: place.courseId,
        topic_id: place.topicId,
        lesson_id: place.lessonId,
        max_marks: draft.maxMarks,
        marking_type: draft.markingType,
        levels: draft.levels,
        marking_points: draft.points.map((p, i) => ({ text: p.text, marks: p.marks, phrases: p.phrases, position: i })),
        structure: draft.structure,
      },
      userId,
      tx,
    );
    for (const set of draft.synonyms) await questions.ensureSynonym(set, place.curriculaId, tx);
  }

  async function createQuiz(tx: Db, draft: QuizDraft, place: Place, userId: number) {
    await questions.createQuizQuestion(
      {
        text: draft.text,
        ...place,
        maxMarks: draft.marks,
        choices: draft.choices,
        correct: draft.correct,
        createdBy: userId,
      },
      tx,
    );
  }

  /**
   * Works through a batch from its first unprocessed row. Each question is created in its own
   * transaction together with the batch counters, so the counters always describe exactly the
   * rows before `processed` and a retried job resumes where the last one stopped.
   */
  /** Ends a batch and tells the person who uploaded it how it went. */
  async function finishBatch(batchId: number, status: 'done' | 'failed', errors: ImportRowError[] = []) {
    await repo.finish(batchId, status, errors);
    const batch = await repo.findBatch(batchId);
    if (!batch || batch.createdBy === null) return;
    const errorCount = Array.isArray(batch.errors) ? batch.errors.length : 0;
    await notify(db, [batch.createdBy], {
      title:
        status === 'done'
          ? `Question import finished: ${batch.created} created, ${batch.skipped} already there, ${errorCount} with errors`
          : 'Question import stopped before the end',
      body: status === 'done' ? undefined : (errors[0]?.message ?? 'See the import page for details.'),
      link: '/staff/questions/import',
    });
  }

  async function runBatch(batchId: number): Promise<void> {
    const batch = await repo.findBatch(batchId);
    if (!batch || batch.status === 'done' || batch.status === 'failed') return;
    const bytes = await repo.fileOf(batchId);
    if (!bytes || batch.createdBy === null) {
      await finishBatch(batchId, 'failed', [
        {
          line: 0,
          message: bytes
            ? 'The person who uploaded the file no longer exists'
            : 'The uploaded file is no longer stored: upload it again',
        },
      ]);
      return;
    }
    const userId = batch.createdBy;
    await repo.markRunning(batchId);

    let parsed;
    try {
      parsed = await parseImportFile(batch.kind, bytes, batch.defaults);
    } catch (err) {
      await finishBatch(batchId, 'failed', [
        { line: 0, message: err instanceof AppError ? err.message : 'The file could not be read' },
      ]);
      return;
    }

    const resolve = createResolver();
    let pending: ProgressDelta = { processed: 0, created: 0, skipped: 0, errors: [] };
    const flush = async () => {
      if (pending.processed === 0) return;
      await repo.addProgress(batchId, pending);
      pending = { processed: 0, created: 0, skipped: 0, errors: [] };
    };
    const fail = (line: number, messages: string[]) => {
      pending.processed++;
      for (const message of messages) pending.errors.push({ line, message: message.slice(0, 1000) });
    };

    const rows = parsed.rows as { line: number; draft: MafDraft | QuizDraft | null; errors: string[] }[];
    let current = 0;
    try {
      for (let i = batch.processed; i < rows.length; i++) {
        const row = rows[i]!;
        current = row.line;
        if (!row.draft) fail(row.line, row.errors);
        else {
          const draft = row.draft;
          const place = await resolve(draft.place);
          if (Array.isArray(place)) fail(row.line, place);
          else {
            const hash = questionContentHash(draft.kind, place.curriculaId, draft.text);
            try {
              const outcome = await db.transaction(async (tx) => {
                const r = createImportsRepository(tx);
                await r.lockContent(hash);
                if (await questions.questionExists(draft.kind, hash, tx)) return 'skipped' as const;
                if (draft.kind === 'maf') await createMaf(tx, draft, place, userId);
                else await createQuiz(tx, draft, place, userId);
                await r.addProgress(batchId, {
                  ...pending,
                  processed: pending.processed + 1,
                  created: pending.created + 1,
                });
                return 'created' as const;
              });
              if (outcome === 'created') pending = { processed: 0, created: 0, skipped: 0, errors: [] };
              else {
                pending.processed++;
                pending.skipped++;
              }
            } catch (err) {
              if (!(err instanceof AppError)) throw err;
              fail(row.line, messagesOf(err));
            }
          }
        }
        if (pending.processed >= FLUSH_EVERY) await flush();
      }
      await flush();
      await finishBatch(batchId, 'done');
    } catch (err) {
      deps.log?.error({ err, batchId }, 'question import failed');
      await flush().catch(() => undefined);
      await finishBatch(batchId, 'failed', [
        {
          line: current,
          message:
            'The import stopped here because of an unexpected error; upload the file again to import the rest (nothing is duplicated)',
        },
      ]);
    }
  }

  return {
    /**
     * Checks an upload (type by content, rows, columns) and queues it as a batch.
     * @throws AppError 400 for a bad file or bad fields
     */
    async upload(user: AuthUser, kind: ImportKind, file: UploadedFile): Promise<ImportBatchCreated> {
      const fields = importUploadFieldsSchema.safeParse(file.fields);
      if (!fields.success) {
        throw badRequest('validation_failed', 'The upload fields are invalid', {
          errors: fields.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })),
        });
      }
      const defaults: ImportDefaults = {};
      for (const [k, v] of Object.entries(fields.data)) if (v) defaults[k as keyof ImportDefaults] = v;
      const parsed = await parseImportFile(kind, file.bytes, defaults);
      const batch = await repo.insertBatch({
        kind,
        format: parsed.format,
        fileName: file.originalName.slice(0, 255),
        fileHash: createHash('sha256').update(file.bytes).digest('hex'),
        fileBytes: file.bytes,
        defaults,
        total: parsed.rows.length,
        createdBy: user.id,
      });
      await jobs.enqueue(IMPORT_QUEUE, { batchId: batch.id });
      return { id: batch.id, status: batch.status };
    },

    /** A batch of this kind, with its progress and errors. Content staff see every batch. */
    async getBatch(kind: ImportKind, id: number): Promise<ImportBatch> {
      const batch = await repo.findBatch(id);
      if (!batch || batch.kind !== kind) throw notFound('Import batch');
      return toBatchBody(batch);
    },

    runBatch,

    /** Ends the idle parse threads (on app close). */
    close: () => parser.close(),

    /** The downloadable CSV template of a kind. */
    template: (kind: ImportKind) => templateCsv(kind),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
