import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_IDS } from '@markwell/domain/pricing/index';
import { academyCourses, courses, curricula, qualifications, users } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { createTestApp, type Caller, type TestApp } from '../../../test/test-app';

/**
 * What a school sees follows its subscription's subjects when read: a curriculum added to a
 * subject reaches every school subscribed to that subject at once, with no plan change.
 */
let t: TestApp;
let hillside: { userId: number };
let northfield: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  // A school made by hand, with no subscription: it sees what it was granted, nothing more.
  const [chem] = await t.db.select().from(curricula).where(eq(curricula.name, 'AQA Chemistry'));
  const school = await f.buildSchool({ name: 'Hillside High', curriculaIds: [chem!.id] });
  hillside = { userId: (await f.buildTeacher(school.id)).id };
  const [teacher] = await t.db
    .select({ schoolId: users.schoolId })
    .from(users)
    .where(eq(users.id, await t.userId('teacher')));
  northfield = teacher!.schoolId!;
});
afterAll(() => t.close());

const get = (url: string) => ({ method: 'GET' as const, url });
type Who = Caller | { userId: number };
const names = async (who: Who, url: string) =>
  ((await t.request(who, get(url))).json() as { name: string }[]).map((c) => c.name);

/** A new Biology curriculum with one course and a published academy course, as content staff add one. */
async function addBiologyCurriculum(name: string) {
  const [added] = await t.db.insert(curricula).values({ name, subjectId: SUBJECT_IDS.Biology }).returning();
  const [qualification] = await t.db
    .insert(qualifications)
    .values({ curriculaId: added!.id, name: 'GCSE' })
    .returning();
  await t.db
    .insert(courses)
    .values({ curriculaId: added!.id, qualificationId: qualification!.id, name: `${name} course` });
  await t.db.insert(academyCourses).values({
    curriculaId: added!.id,
    title: `Teaching ${name}`,
    summary: 'New',
    published: true,
  });
  return added!;
}

describe('curricula follow the subscribed subjects', () => {
  it('a curriculum added to a subject reaches every school subscribed to it at once', async () => {
    const added = await addBiologyCurriculum('OCR Biology');

    // Northfield (Biology and Chemistry) and Riverside (Biology) see it with no plan change.
    expect(await names('teacher', '/api/v2/curriculas')).toContain('OCR Biology');
    expect(await names('otherTeacher', '/api/v2/curriculas')).toContain('OCR Biology');
    expect(await names('schoolAdmin', `/api/v2/schools/${northfield}/curriculas`)).toContain('OCR Biology');
    expect(await names('teacher', `/api/v2/curricula/${added.id}/courses`)).toEqual(['OCR Biology course']);
    const filters = (await t.request('teacher', get('/api/v2/filters'))).json();
    expect(filters.curriculas.map((c: { name: string }) => c.name)).toContain('OCR Biology');
    const catalogue = (await t.request('teacher', get('/api/v2/teacher/academy/courses?limit=50'))).json();
    expect(catalogue.items.map((c: { title: string }) => c.title)).toContain('Teaching OCR Biology');

    // A school without a subscription keeps what it was granted.
    expect(await names(hillside, '/api/v2/curriculas')).toEqual(['AQA Chemistry']);
    expect((await t.request(hillside, get(`/api/v2/curricula/${added.id}/courses`))).statusCode).toBe(404);
  });

  it('follows the curriculum being switched off and on by content staff', async () => {
    const added = await addBiologyCurriculum('WJEC Biology');
    const patch = (active: boolean) => ({
      method: 'PATCH' as const,
      url: `/api/v2/curriculas/${added.id}`,
      payload: { active },
    });
    expect((await t.request('staff', patch(false))).statusCode).toBe(200);
    expect(await names('teacher', '/api/v2/curriculas')).not.toContain('WJEC Biology');
    expect((await t.request('teacher', get(`/api/v2/curricula/${added.id}/courses`))).statusCode).toBe(404);
    expect((await t.request('staff', patch(true))).statusCode).toBe(200);
    expect(await names('teacher', '/api/v2/curriculas')).toContain('WJEC Biology');
  });
});
