import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStructures, importBatches, markingPoints, questions, synonyms } from '../../db/schema/index';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const templates = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const example = (name: string) => readFileSync(join(templates, name));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body: text fields first, then the file. */
function multipart(bytes: Buffer, filename = 'questions.csv', fields: Record<string, string> = {}) {
  const boundary = '----markwellimporttest';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  kind: 'maf' | 'quiz',
  bytes: Buffer,
  filename?: string,
  fields?: Record<string, string>,
  caller: Caller = 'staff',
) =>
  t.request(caller, { method: 'POST', url: `/import/questions/${kind}/file`, ...multipart(bytes, filename, fields) });

/** Uploads, runs the job, and answers the finished batch. */
async function importFile(kind: 'maf' | 'quiz', bytes: Buffer, fields?: Record<string, string>) {
  const res = await upload(kind, bytes, undefined, fields);
  expect(res.statusCode, res.body).toBe(202);
  const { id, status } = res.json();
  expect(status).toBe('queued');
  await t.app.jobs.drain();
  const batch = await t.request('staff', { method: 'GET', url: `/import/questions/${kind}/batch/${id}` });
  expect(batch.statusCode).toBe(200);
  return batch.json();
}

const questionsWithText = (texts: string[]) =>
  t.db.select().from(questions).where(inArray(questions.text, texts)).orderBy(asc(questions.id));

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);

describe('POST /import/questions/maf/file', () => {
  it('is for content staff only', async () => {
    const body = csv(['question,curricula,point_1_phrases', 'Access check question?,AQA Biology,yes']);
    expect(
      await t.statusByCaller(() => ({ method: 'POST', url: '/import/questions/maf/file', ...multipart(body) })),
    ).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 202,
      admin: 202,
    });
  });

  it('refuses bad uploads with a problem', async () => {
    const cases: [Awaited<ReturnType<typeof upload>>, string][] = [
      [
        await t.request('staff', { method: 'POST', url: '/import/questions/maf/file', payload: { file: 'x' } }),
        'not_multipart',
      ],
      [await upload('maf', Buffer.alloc(0)), 'file_empty'],
      [await upload('maf', PNG, 'questions.csv'), 'unsupported_file_type'],
      [await upload('maf', Buffer.from('just some words\n'), 'questions.csv'), 'unsupported_file_type'],
      [await upload('maf', csv(['question,point_1_phrase', 'A,b'])), 'unknown_columns'],
      [await upload('maf', csv(['question,max_marks'])), 'no_rows'],
      [await upload('maf', csv(['question', ...Array.from({ length: 5001 }, (_, i) => `Q${i}`)])), 'too_many_rows'],
      [await upload('maf', csv(['question', 'A']), 'q.csv', { max_marks: 'many' }), 'validation_failed'],
    ];
    for (const [res, code] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe(code);
    }
  });

  it('imports the good rows, reports the bad ones with their line, and creates nothing for them', async () => {
    const file = csv([
      'question,max_marks,curricula,course,lesson,point_1_marks,point_1_phrases,point_2_marks,point_2_phrases,synonyms,numeric_value,numeric_tolerance,numeric_unit',
      'Import test: what does a leaf need light for?,2,AQA Biology,Bioenergetics,Rate of photosynthesis,1,photosynthesis,1,making glucose | produce sugar,sunlight; light; import-test-light,,,',
      'Import test: where is this question?,1,Nowhere Studies,,,1,here,,,,,,',
      'Import test: which course?,1,AQA Biology,Astrophysics,,1,there,,,,,,',
      'Import test: unreadable phrase?,1,AQA Biology,,,1,!!!,,,,,,',
      '"Import test: how fast',
      'does it fall?",1,AQA Biology,,,,,,,,9.8,0.1,m/s2',
      'Import test: bad marks?,lots,AQA Biology,,,1,x,,,,,,',
    ]);
    const batch = await importFile('maf', file);
    expect(batch).toMatchObject({
      kind: 'maf',
      status: 'done',
      format: 'csv',
      file_name: 'questions.csv',
      total: 6,
      processed: 6,
      created: 2,
      skipped: 0,
      failed: 4,
    });
    expect(batch.finished_at).not.toBeNull();
    expect(batch.errors).toEqual([
      { line: 3, message: 'unknown curricula "Nowhere Studies"' },
      { line: 4, message: 'unknown course "Astrophysics" in AQA Biology' },
      { line: 5, message: expect.stringContaining('point_1_phrases') },
      { line: 8, message: 'max_marks must be a whole number from 0 to 100, not "lots"' },
    ]);

    const created = await questionsWithText([
      'Import test: what does a leaf need light for?',
      'Import test: how fast\ndoes it fall?',
      'Import test: where is this question?',
      'Import test: which course?',
      'Import test: unreadable phrase?',
      'Import test: bad marks?',
    ]);
    expect(created.map((q) => q.text)).toEqual([
      'Import test: what does a leaf need light for?',
      'Import test: how fast\ndoes it fall?',
    ]);
    const [leaf, fall] = created;
    expect(leaf).toMatchObject({ kind: 'maf', maxMarks: 2, markingType: 'points', createdBy: await t.userId('staff') });
    expect(leaf!.lessonId).not.toBeNull();
    expect(leaf!.topicId).not.toBeNull();
    const points = await t.db
      .select()
      .from(markingPoints)
      .where(eq(markingPoints.questionId, leaf!.id))
      .orderBy(asc(markingPoints.position));
    expect(points.map((p) => ({ marks: p.marks, phrases: p.phrases, text: p.text }))).toEqual([
      { marks: 1, phrases: ['photosynthesis'], text: 'photosynthesis' },
      { marks: 1, phrases: ['making glucose', 'produce sugar'], text: 'making glucose' },
    ]);
    const [structure] = await t.db.select().from(answerStructures).where(eq(answerStructures.questionId, fall!.id));
    expect(structure?.structure).toEqual({ type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' });
    const syn = await t.db.select().from(synonyms).where(eq(synonyms.text, 'sunlight; light; import-test-light'));
    expect(syn).toEqual([expect.objectContaining({ curriculaId: leaf!.curriculaId })]);
  });

  it('does not duplicate on a re-run of the same file: existing questions count as skipped', async () => {
    const file = csv([
      'question,curricula,point_1_phrases',
      'Rerun test: first?,AQA Biology,one',
      'Rerun test: second?,AQA Biology,two',
      'Rerun test:   FIRST?,AQA Biology,again',
      'Rerun test: bad?,Nowhere,x',
    ]);
    const first = await importFile('maf', file);
    // The third row is the first question again (case and spacing do not matter).
    expect(first).toMatchObject({ status: 'done', total: 4, created: 2, skipped: 1, failed: 1 });
    const before = await questionsWithText(['Rerun test: first?', 'Rerun test: second?', 'Rerun test:   FIRST?']);
    expect(before).toHaveLength(2);

    // The uploader is told how it went, in the header's notifications.
    const notes = (await t.request('staff', { method: 'GET', url: '/api/v2/notifications?limit=5&offset=0' })).json();
    expect(notes.items[0]).toMatchObject({
      title: 'Question import finished: 2 created, 1 already there, 1 with errors',
      link: '/staff/questions/import',
      readAt: null,
    });

    const again = await importFile('maf', file);
    expect(again).toMatchObject({ status: 'done', total: 4, processed: 4, created: 0, skipped: 3, failed: 1 });
    expect(again.errors).toEqual([{ line: 5, message: 'unknown curricula "Nowhere"' }]);
    expect(await questionsWithText(['Rerun test: first?', 'Rerun test: second?', 'Rerun test:   FIRST?'])).toEqual(
      before,
    );
    const points = await t.db
      .select()
      .from(markingPoints)
      .where(
        inArray(
          markingPoints.questionId,
          before.map((q) => q.id),
        ),
      );
    expect(points).toHaveLength(2);
  });

  it('keeps exact counts and lines across many rows', async () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      i % 7 === 3 ? `Bulk test ${i}?,Nowhere,x` : `Bulk test ${i}?,AQA Biology,answer ${i}`,
    );
    const batch = await importFile('maf', csv(['question,curricula,point_1_phrases', ...rows]));
    const bad = rows.map((_, i) => i).filter((i) => i % 7 === 3);
    expect(batch).toMatchObject({
      status: 'done',
      total: 60,
      processed: 60,
      created: 60 - bad.length,
      skipped: 0,
      failed: bad.length,
    });
    expect(batch.errors.map((e: { line: number }) => e.line)).toEqual(bad.map((i) => i + 2));
  });

  it('resumes a batch at its first unprocessed row (a job retried after a crash)', async () => {
    const res = await upload(
      'maf',
      csv([
        'question,curricula,point_1_phrases',
        'Resume test 1?,AQA Biology,a',
        'Resume test 2?,AQA Biology,b',
        'Resume test 3?,AQA Biology,c',
      ]),
    );
    const { id } = res.json();
    // As a crashed run would have left it after the first row.
    await t.db
      .update(importBatches)
      .set({ status: 'running', processed: 1, created: 1 })
      .where(eq(importBatches.id, id));
    await t.app.jobs.drain();
    const batch = (await t.request('staff', { method: 'GET', url: `/import/questions/maf/batch/${id}` })).json();
    expect(batch).toMatchObject({ status: 'done', processed: 3, created: 3, skipped: 0 });
    expect(
      (await questionsWithText(['Resume test 1?', 'Resume test 2?', 'Resume test 3?'])).map((q) => q.text),
    ).toEqual(['Resume test 2?', 'Resume test 3?']);
  });

  it('imports the example CSV, then skips the same questions from the example XLSX', async () => {
    const fromCsv = await importFile('maf', example('maf-example.csv'));
    expect(fromCsv).toMatchObject({ status: 'done', format: 'csv', total: 6, created: 6, skipped: 0, errors: [] });
    const levelled = await questionsWithText(['Evaluate the use of anaerobic respiration during a sprint.']);
    expect(levelled[0]).toMatchObject({
      markingType: 'levelled',
      levels: [
        { level: 1, minPoints: 1 },
        { level: 2, minPoints: 2 },
        { level: 3, minPoints: 3 },
      ],
    });
    const fromXlsx = await importFile('maf', example('maf-example.xlsx'));
    expect(fromXlsx).toMatchObject({ status: 'done', format: 'xlsx', total: 6, created: 0, skipped: 6, errors: [] });
  });

  it('imports Moodle XML and GIFT short-answer questions into the chosen curriculum', async () => {
    const moodle = await importFile('maf', example('maf-example-moodle.xml'), {
      curricula: 'AQA Biology',
      course: 'Cell Biology',
    });
    expect(moodle).toMatchObject({ status: 'done', format: 'moodle', total: 3, created: 2, skipped: 0, failed: 1 });
    expect(moodle.errors).toEqual([{ line: 3, message: expect.stringContaining('multichoice') }]);
    const [osmosis] = await questionsWithText(['What moves across the membrane in osmosis?']);
    expect(osmosis).toMatchObject({ maxMarks: 1 });
    expect(osmosis!.courseId).not.toBeNull();
    const points = await t.db.select().from(markingPoints).where(eq(markingPoints.questionId, osmosis!.id));
    expect(points.map((p) => p.phrases)).toEqual([['water', 'water molecules']]);

    const gift = await importFile('maf', example('maf-example.gift'), { curricula: 'AQA Biology', max_marks: '2' });
    // The osmosis question is already there from the Moodle file.
    expect(gift).toMatchObject({ status: 'done', format: 'gift', total: 4, created: 2, skipped: 1, failed: 1 });
    expect(gift.errors).toEqual([{ line: 13, message: expect.stringContaining('multiple-choice') }]);
    const [enzyme] = await questionsWithText(['Name the molecule that an enzyme acts on.']);
    expect(enzyme).toMatchObject({ maxMarks: 2 });
  });

  it('refuses a GIFT or Moodle XML file without a curriculum before accepting it', async () => {
    const before = await t.db.select().from(importBatches);
    for (const [file, name] of [
      ['maf-example.gift', 'GIFT'],
      ['maf-example-moodle.xml', 'Moodle XML'],
    ] as const) {
      for (const fields of [{}, { curricula: '  ', course: 'Cell Biology' }] as Record<string, string>[]) {
        const res = await upload('maf', example(file), undefined, fields);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({
          code: 'validation_failed',
          detail: `Choose the curriculum before uploading a ${name} file`,
          errors: [{ path: 'body.curricula' }],
        });
      }
    }
    expect(await t.db.select().from(importBatches)).toHaveLength(before.length);
  });
});

describe('POST /import/questions/quiz/file', () => {
  it('is for content staff only', async () => {
    const body = csv(['question,option_a,option_b,correct,curricula', 'Quiz access check?,x,y,A,AQA Biology']);
    expect(
      await t.statusByCaller(() => ({ method: 'POST', url: '/import/questions/quiz/file', ...multipart(body) })),
    ).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 202,
      admin: 202,
    });
  });

  it('imports multiple-choice questions, reports bad rows and skips them on a re-run', async () => {
    const file = Buffer.concat([
      example('quiz-example.csv'),
      csv([
        'Quiz test: no answer?,a,b,,,,,AQA Biology,,,1',
        'Quiz test: unknown lesson?,a,b,,,,A,AQA Biology,,Astronomy,1',
      ]),
    ]);
    const batch = await importFile('quiz', file);
    expect(batch).toMatchObject({ kind: 'quiz', status: 'done', total: 6, created: 4, skipped: 0, failed: 2 });
    expect(batch.errors).toEqual([
      { line: 6, message: expect.stringContaining('correct is empty') },
      { line: 7, message: 'unknown lesson "Astronomy" in AQA Biology' },
    ]);
    const [respiration] = await t.db
      .select()
      .from(questions)
      .where(
        and(eq(questions.kind, 'quiz'), eq(questions.text, 'Which of these are products of aerobic respiration?')),
      );
    expect(respiration).toMatchObject({
      maxMarks: 2,
      options: { choices: ['Carbon dioxide', 'Oxygen', 'Water', 'Glucose', 'Lactic acid'], correct: [0, 2] },
    });
    expect(respiration!.lessonId).not.toBeNull();

    const again = await importFile('quiz', file);
    expect(again).toMatchObject({ status: 'done', created: 0, skipped: 4, failed: 2 });
    const fromXlsx = await importFile('quiz', example('quiz-example.xlsx'));
    expect(fromXlsx).toMatchObject({ format: 'xlsx', created: 0, skipped: 4 });
  });

  it('refuses Moodle XML, GIFT and images for quizzes', async () => {
    for (const bytes of [example('maf-example-moodle.xml'), example('maf-example.gift'), PNG]) {
      const res = await upload('quiz', bytes, 'questions.xlsx');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('unsupported_file_type');
    }
  });
});

describe('GET /import/questions/:kind/batch/:id', () => {
  it('is for content staff only, per kind, and 404s an unknown batch', async () => {
    const res = await upload(
      'quiz',
      csv(['question,option_a,option_b,correct,curricula', 'Batch access?,x,y,B,AQA Biology']),
    );
    const { id } = res.json();
    expect(await t.statusByCaller({ method: 'GET', url: `/import/questions/quiz/batch/${id}` })).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 200,
      admin: 200,
    });
    const queued = await t.request('admin', { method: 'GET', url: `/import/questions/quiz/batch/${id}` });
    expect(queued.json()).toMatchObject({ id, status: 'queued', total: 1, processed: 0, created: 0, errors: [] });
    expect((await t.request('staff', { method: 'GET', url: `/import/questions/maf/batch/${id}` })).statusCode).toBe(
      404,
    );
    expect((await t.request('staff', { method: 'GET', url: '/import/questions/maf/batch/999999' })).statusCode).toBe(
      404,
    );
    const bad = await t.request('staff', { method: 'GET', url: '/import/questions/maf/batch/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    await t.app.jobs.drain();
  });

  it('drops the stored file once the batch is done and keeps its hash', async () => {
    const batch = await importFile(
      'maf',
      csv(['question,curricula,point_1_phrases', 'Stored file test?,AQA Biology,yes']),
    );
    const [row] = await t.db.select().from(importBatches).where(eq(importBatches.id, batch.id));
    expect(row!.fileBytes).toBeNull();
    expect(row!.fileHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fails a batch whose stored file cannot be read, without creating anything', async () => {
    const res = await upload('maf', csv(['question,curricula,point_1_phrases', 'Broken batch?,AQA Biology,yes']));
    const { id } = res.json();
    await t.db
      .update(importBatches)
      .set({ fileBytes: Buffer.from('not a question file at all') })
      .where(eq(importBatches.id, id));
    await t.app.jobs.drain();
    const batch = (await t.request('staff', { method: 'GET', url: `/import/questions/maf/batch/${id}` })).json();
    expect(batch).toMatchObject({
      status: 'failed',
      created: 0,
      errors: [{ line: 0, message: expect.stringContaining('no header row') }],
    });
    expect(await questionsWithText(['Broken batch?'])).toEqual([]);
  });
});

describe('GET /import/questions/:kind/template.csv', () => {
  it('serves a formula-safe CSV template to content staff', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: '/import/questions/maf/template.csv' })).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 403,
      teacher: 403,
      schoolAdmin: 403,
      staff: 200,
      admin: 200,
    });
    for (const kind of ['maf', 'quiz'] as const) {
      const res = await t.request('staff', { method: 'GET', url: `/import/questions/${kind}/template.csv` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${kind}-questions-template.csv"`);
      expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
        kind === 'maf'
          ? /^question,max_marks,curricula,course,lesson,marking_type,point_1_marks/
          : /^question,option_a,option_b/,
      );
    }
  });
});
