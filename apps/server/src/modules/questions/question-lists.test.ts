import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_COUNT_CAP, QUESTION_PAGE_MAX, QUESTION_SEARCH_PAGES_AHEAD } from '@markwell/contracts';
import { markingPoints, questions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { questionFixtures } from '../../../test/question-fixtures';

// Paging and counting of the question lists at a size past the count cap, and the trigram index
// the word search uses (on PGlite through its pg_trgm extension as on PostgreSQL).

let t: TestApp;
let f: Awaited<ReturnType<typeof questionFixtures>>;
const BULK = QUESTION_COUNT_CAP + 5;

beforeAll(async () => {
  t = await createTestApp();
  f = await questionFixtures(t);
  const staffId = await t.userId('staff');
  // Past the cap, each with a distinct edit time so the list order is known; every third mentions osmosis.
  const start = Date.UTC(2020, 0, 1);
  const rows = await t.db
    .insert(questions)
    .values(
      Array.from({ length: BULK }, (_, i) => ({
        kind: 'maf' as const,
        text: `Bulk question ${i}${i % 3 === 0 ? ': explain osmosis in root hair cells' : ': name the organelle'}`,
        curriculaId: f.bio,
        maxMarks: 1,
        createdBy: staffId,
        contentHash: `bulk-${i}`,
        updatedAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: questions.id });
  await t.db
    .insert(markingPoints)
    .values(rows.map((r) => ({ questionId: r.id, position: 0, marks: 1, text: 'Water moves', phrases: ['water'] })));
});
afterAll(() => t.close());

const get = (url: string, caller: 'staff' | 'teacher' = 'staff') =>
  t.request(caller, { method: 'GET', url: `/api/v2${url}` });

describe('question lists at scale', () => {
  it(`refuses a page larger than ${QUESTION_PAGE_MAX} with a 400 problem, on every list`, async () => {
    for (const path of ['/questionmafs', '/questionmaf/exam', '/questions']) {
      const res = await get(`${path}?limit=${QUESTION_PAGE_MAX + 1}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect((await get(`${path}?limit=${QUESTION_PAGE_MAX}`)).statusCode, path).toBe(200);
    }
  });

  it('counts up to the cap and says so past it; a narrower search is counted exactly', async () => {
    const all = (await get(`/questionmafs?curricula=${f.bio}`)).json();
    expect(all).toMatchObject({ total: QUESTION_COUNT_CAP, total_capped: true });
    expect(all.items).toHaveLength(20);

    const osmosis = (await get('/questionmafs?query=osmosis%20root')).json();
    expect(osmosis).toMatchObject({ total: Math.ceil(BULK / 3), total_capped: false });

    const exam = (await get(`/questionmaf/exam?curricula=${f.bio}&limit=10`)).json();
    expect(exam).toMatchObject({ total: QUESTION_COUNT_CAP, total_capped: true });
    expect(exam.items).toHaveLength(10);

    // The count rides on the page's rows; a page past the end still says how many there are.
    const pastTheEnd = (await get('/questionmafs?query=osmosis%20root&limit=10&page=50')).json();
    expect(pastTheEnd).toMatchObject({ items: [], total: Math.ceil(BULK / 3), total_capped: false });
    const pastTheEndUnsearched = (await get(`/questionmafs?curricula=${f.bio}&limit=100&page=50`)).json();
    expect(pastTheEndUnsearched).toMatchObject({ items: [], total: QUESTION_COUNT_CAP, total_capped: true });
    const nothing = (await get('/questionmafs?query=nowordlikethis')).json();
    expect(nothing).toMatchObject({ items: [], total: 0, total_capped: false });
  });

  it('counts a word search only a few pages past the page asked for', async () => {
    const ahead = QUESTION_SEARCH_PAGES_AHEAD;
    const first = (await get('/questionmafs?query=bulk&limit=20')).json();
    expect(first).toMatchObject({ total: (1 + ahead) * 20, total_capped: true });
    const third = (await get('/questionmafs?query=bulk&limit=20&page=3')).json();
    expect(third).toMatchObject({ total: (3 + ahead) * 20, total_capped: true });
    const exam = (await get('/questionmaf/exam?query=bulk&limit=10')).json();
    expect(exam).toMatchObject({ total: (1 + ahead) * 10, total_capped: true });
    // Far enough on, the general cap holds, and the last page is still reached.
    const deep = (await get('/questionmafs?query=bulk&limit=20&page=9')).json();
    expect(deep).toMatchObject({ total: QUESTION_COUNT_CAP, total_capped: true });
    const last = (await get('/questionmafs?query=bulk&limit=100&page=3')).json();
    expect(last).toMatchObject({ total: QUESTION_COUNT_CAP, total_capped: true });
    expect(last.items).toHaveLength(BULK - 200);
  });

  it('pages newest edit first without gaps or repeats', async () => {
    const seen: number[] = [];
    const times: string[] = [];
    for (let page = 1; ; page++) {
      const res = (await get(`/questionmafs?query=osmosis%20root&limit=7&page=${page}`)).json();
      seen.push(...res.items.map((q: { id: number }) => q.id));
      times.push(...res.items.map((q: { updated_at: string }) => q.updated_at));
      if (res.items.length < 7) break;
    }
    expect(seen).toHaveLength(Math.ceil(BULK / 3));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...times].sort().reverse()).toEqual(times);

    const examPages = await Promise.all(
      [1, 2].map(async (page) => (await get(`/questionmaf/exam?query=osmosis&limit=5&page=${page}`)).json()),
    );
    const [first, second] = examPages.map((p) => p.items.map((q: { id: number }) => q.id));
    expect(first).toEqual(seen.slice(0, 5));
    expect(second).toEqual(seen.slice(5, 10));
  });

  it("keeps a teacher's lists to their school's curricula", async () => {
    const other = (await get('/questionmafs?query=osmosis', 'teacher')).json();
    const bioVisible = other.items.every((q: { curricula_id: number }) => q.curricula_id === f.bio);
    expect(bioVisible).toBe(true);
    const outside = (
      await t.request('otherTeacher', { method: 'GET', url: `/api/v2/questionmaf/exam?curricula=${f.chem}` })
    ).json();
    expect(outside.items.every((q: { curricula_id: number }) => q.curricula_id !== f.chem)).toBe(true);
  });

  it('searches words anywhere in the text, in any case, through the trigram index on its lower-case copy', async () => {
    const found = (await get('/questionmafs?query=HAIR%20cells&limit=100')).json();
    expect(found.total).toBe(Math.ceil(BULK / 3));
    const plan = await t.db.transaction(async (tx) => {
      // Without a sequential scan to fall back on, the plan shows whether the index can serve the search.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN SELECT id FROM questions WHERE search_text LIKE lower('%Osmosis%')`);
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return JSON.stringify(rows);
    });
    expect(plan).toContain('questions_search_trgm_idx');
  });
});
