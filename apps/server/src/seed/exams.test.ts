import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { curricula, examTemplates, users } from '../db/schema/index';
import type { CoreSeed } from './core';
import { DEMO_TEMPLATES, seedExams } from './exams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;

describe('exam demo data', () => {
  it('gives the demo teacher two templates and 10B an assignment open now, due in 2 days', async () => {
    const mine = (await t.request('teacher', { method: 'GET', url: api('/examstemplate?browse=mine') })).json();
    expect(mine.items.map((i: { name: string }) => i.name).sort()).toEqual(
      [DEMO_TEMPLATES.photosynthesis, DEMO_TEMPLATES.skills].sort(),
    );
    const list = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?when=current') })).json();
    const homework = list.items.find((i: { title: string }) => i.title === 'Photosynthesis homework');
    expect(homework).toMatchObject({ student_count: 6, targets: [{ kind: 'group', label: '10B Biology' }] });
    const dueIn = new Date(homework.due_at).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(47 * 3_600_000);
    expect(dueIn).toBeLessThan(49 * 3_600_000);
  });

  it('gives the demo student open assignments to sit, linked from their notifications', async () => {
    const list = (await t.request('student', { method: 'GET', url: api('/mafassignments?when=current') })).json();
    expect(list.items.length).toBeGreaterThanOrEqual(1);
    expect(list.items.map((i: { title: string }) => i.title)).toContain('Photosynthesis homework');
    const inbox = (await t.request('student', { method: 'GET', url: api('/notifications?limit=50') })).json();
    const homework = list.items.find((i: { title: string }) => i.title === 'Photosynthesis homework');
    expect(inbox.items.map((n: { link: string | null }) => n.link)).toContain(`/student/assignments/${homework.id}`);
  });

  it('gives Riverside its own template and assignment, invisible to Northfield', async () => {
    const theirs = (await t.request('otherTeacher', { method: 'GET', url: api('/examstemplate?browse=mine') })).json();
    expect(theirs.items.map((i: { name: string }) => i.name)).toEqual([DEMO_TEMPLATES.riverside]);
    const student2 = (await t.db.select().from(users)).find((u) => u.email === 'student2@demo.markwell.test')!;
    const sits = (await t.request({ userId: student2.id }, { method: 'GET', url: api('/mafassignments') })).json();
    expect(sits.items.map((i: { title: string }) => i.title)).toContain('Photosynthesis starter');
    const northfield = (await t.request('teacher', { method: 'GET', url: api('/mafassignments?limit=100') })).json();
    expect(northfield.items.map((i: { title: string }) => i.title)).not.toContain('Photosynthesis starter');
  });

  it('runs again without duplicating anything', async () => {
    const before = await t.db.select().from(examTemplates);
    // A second run with the same accounts: the core seed's users are looked up, not re-created.
    const core = await coreOf(t);
    await seedExams(t.db, core);
    expect(await t.db.select().from(examTemplates)).toHaveLength(before.length);
  });
});

/** The parts of the core seed the exam seed reads, from the seeded database. */
async function coreOf(app: TestApp): Promise<CoreSeed> {
  const rows = await app.db.select().from(users);
  const cur = await app.db.select().from(curricula);
  return {
    schools: {} as never,
    curricula: { bio: cur.find((c) => c.name === 'AQA Biology')!, chem: cur.find((c) => c.name === 'AQA Chemistry')! },
    users: new Map(rows.map((u) => [u.email, u])),
  };
}
