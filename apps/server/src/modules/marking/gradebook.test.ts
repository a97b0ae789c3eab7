import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES_COLUMNS, LINE_ITEMS_COLUMNS, MANIFEST_FILE_NAMES, RESULTS_COLUMNS } from '@markwell/domain';
import { answerMarks, attempts, schoolGroups, schools, users } from '../../db/schema/index';
import { markingFixtures } from '../../../test/marking-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let fx: Awaited<ReturnType<typeof markingFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await markingFixtures(t);
});
afterAll(() => t.close());

const url = (id: number | string) => `/api/v2/mafanswers/${id}/oneroster-gradebook`;
const filesOf = (body: Buffer) =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));
const rows = (text: string) => parse(text, { bom: true }) as string[][];

describe('GET /mafanswers/:id/oneroster-gradebook', () => {
  it('answers 401, 403, 400 and another school’s teacher 404', async () => {
    const a = await fx.assign();
    expect(await t.statusByCaller({ method: 'GET', url: url(a.id) })).toEqual({
      anonymous: 401,
      student: 403,
      otherTeacher: 404,
      teacher: 200,
      schoolAdmin: 200,
      staff: 403,
      admin: 403,
    });
    expect((await t.request('teacher', { method: 'GET', url: url('abc') })).statusCode).toBe(400);
    expect((await t.request('teacher', { method: 'GET', url: url(2_000_000) })).statusCode).toBe(404);
  });

  it('exports released marks keyed by sourcedIds, with the spec’s headers, and lists the students it skipped', async () => {
    const a = await fx.assign();
    await t.db
      .update(schoolGroups)
      .set({ sourcedId: 'class-sis-1', termSourcedId: 'term-sis-1' })
      .where(eq(schoolGroups.id, fx.group.id));
    await t.db.update(schools).set({ sourcedId: 'org-sis-1' }).where(eq(schools.id, fx.group.schoolId));
    await t.db.update(users).set({ sourcedId: 'student-sis-ann' }).where(eq(users.id, fx.ann.id));

    // Nothing released yet: the headers, no results.
    const before = await t.request('teacher', { method: 'GET', url: url(a.id) });
    expect(before.statusCode).toBe(200);
    expect(rows(filesOf(before.rawPayload)['results.csv']!)).toEqual([[...RESULTS_COLUMNS]]);

    await t.db
      .update(attempts)
      .set({ releasedAt: new Date('2026-10-01T10:00:00Z') })
      .where(eq(attempts.assignmentId, a.id));
    const res = await t.request('teacher', { method: 'GET', url: url(a.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-oneroster-skipped']).toBe('1');
    const files = filesOf(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'categories.csv',
      'lineItems.csv',
      'manifest.csv',
      'results.csv',
      'skipped.csv',
    ]);
    expect(rows(files['categories.csv']!)).toEqual([
      [...CATEGORIES_COLUMNS],
      ['markwell-assessments', 'active', expect.any(String), 'Markwell assessments', ''],
    ]);
    const lineItems = rows(files['lineItems.csv']!);
    expect(lineItems[0]).toEqual([...LINE_ITEMS_COLUMNS]);
    expect(lineItems).toHaveLength(2);
    const item = Object.fromEntries(LINE_ITEMS_COLUMNS.map((c, i) => [c, lineItems[1]![i]]));
    expect(item).toMatchObject({
      sourcedId: `markwell-assignment-${a.id}-class-sis-1`,
      classSourcedId: 'class-sis-1',
      title: a.title,
      categorySourcedId: 'markwell-assessments',
      academicSessionSourcedId: 'term-sis-1',
      schoolSourcedId: 'org-sis-1',
      resultValueMin: '0',
      resultValueMax: '5',
    });
    const results = rows(files['results.csv']!);
    expect(results[0]).toEqual([...RESULTS_COLUMNS]);
    expect(results).toHaveLength(2); // Ann only: Ben has no sourcedId
    const result = Object.fromEntries(RESULTS_COLUMNS.map((c, i) => [c, results[1]![i]]));
    const [annAttempt] = await t.db.select().from(attempts).where(eq(attempts.studentId, fx.ann.id));
    const annMarks = await t.db.select().from(answerMarks).where(eq(answerMarks.attemptId, annAttempt!.id));
    expect(result).toMatchObject({
      lineItemSourcedId: item.sourcedId,
      studentSourcedId: 'student-sis-ann',
      scoreStatus: 'fully graded',
      scoreDate: '2026-10-01',
      classSourcedId: 'class-sis-1',
      inProgress: 'false',
      incomplete: 'false',
      late: 'false',
      missing: 'false',
    });
    expect(annMarks).toHaveLength(1);
    expect(Number(result.score)).toBe(annMarks[0]!.marks);
    expect(rows(files['skipped.csv']!)).toEqual([
      ['name', 'reason'],
      ['Ben Brief', 'not on the roster (no sourcedId)'],
    ]);
    const manifest = rows(files['manifest.csv']!);
    expect(manifest[0]).toEqual(['propertyName', 'value']);
    expect(manifest).toContainEqual(['oneroster.version', '1.2']);
    // every file of the binding is named: the three held bulk, the rest absent
    for (const f of MANIFEST_FILE_NAMES)
      expect(manifest).toContainEqual([
        `file.${f}`,
        ['categories', 'lineItems', 'results'].includes(f) ? 'bulk' : 'absent',
      ]);
  });

  it('leaves out a class with no roster term, and says why', async () => {
    const a = await fx.assign();
    await t.db
      .update(schoolGroups)
      .set({ sourcedId: 'class-sis-1', termSourcedId: null })
      .where(eq(schoolGroups.id, fx.group.id));
    await t.db.update(users).set({ sourcedId: 'student-sis-ann' }).where(eq(users.id, fx.ann.id));
    await t.db.update(attempts).set({ releasedAt: new Date() }).where(eq(attempts.assignmentId, a.id));
    const res = await t.request('teacher', { method: 'GET', url: url(a.id) });
    const files = filesOf(res.rawPayload);
    expect(rows(files['results.csv']!)).toEqual([[...RESULTS_COLUMNS]]);
    expect(rows(files['lineItems.csv']!)).toEqual([[...LINE_ITEMS_COLUMNS]]);
    expect(rows(files['skipped.csv']!)).toContainEqual([
      'Ann Able',
      `class ${fx.group.name} has no roster term: import the roster again`,
    ]);
  });
});
