import { TIP_PLACES } from '@markwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { patchOf, statusesFor } from '../../../test/exam-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;
interface TipJson {
  id: number;
  place: string;
  title: string;
  text: string;
  shown?: boolean;
}
const staffTips = async (): Promise<TipJson[]> =>
  (await t.request('staff', { method: 'GET', url: api('/staff/tips') })).json();

describe('GET /tips', () => {
  it('gives every signed-in user one tip per place of the app', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/tips') })).toEqual(
      statusesFor({ student: 200, otherTeacher: 200, school: 200, platform: 200 }),
    );
    const tips: TipJson[] = (await t.request('student', { method: 'GET', url: api('/tips') })).json();
    expect(tips.map((x) => x.place).sort()).toEqual([...TIP_PLACES].sort());
    expect(tips.find((x) => x.place === 'dashboards.progress')!.text).toContain(
      'Tutorial completion can be tracked in the progress tab',
    );
  });
});

describe('GET /staff/tips and PATCH /tips/:id', () => {
  it('are for content staff', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: api('/staff/tips') })).toEqual(
      statusesFor({ student: 403, otherTeacher: 403, school: 403, platform: 200 }),
    );
    const id = (await staffTips())[0]!.id;
    expect(await t.statusByCaller(() => patchOf(`/tips/${id}`, { title: 'Edited title' }))).toEqual(
      statusesFor({ student: 403, otherTeacher: 403, school: 403, platform: 200 }),
    );
  });

  it('edits the words and icon, hides and shows a tip, and keeps text as text', async () => {
    const tip = (await staffTips()).find((x) => x.place === 'marking.question')!;
    const res = await t.request(
      'staff',
      patchOf(`/tips/${tip.id}`, { title: 'Keys', text: '<b>Press ?</b> for the keys', icon: 'lightbulb' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Keys',
      text: '<b>Press ?</b> for the keys',
      icon: 'lightbulb',
      shown: true,
    });

    expect((await t.request('staff', patchOf(`/tips/${tip.id}`, { shown: false }))).statusCode).toBe(200);
    const shown: TipJson[] = (await t.request('teacher', { method: 'GET', url: api('/tips') })).json();
    expect(shown.some((x) => x.id === tip.id)).toBe(false);
    expect((await staffTips()).find((x) => x.id === tip.id)!.shown).toBe(false);
    await t.request('staff', patchOf(`/tips/${tip.id}`, { shown: true }));
    const back: TipJson[] = (await t.request('teacher', { method: 'GET', url: api('/tips') })).json();
    expect(back.find((x) => x.id === tip.id)!.title).toBe('Keys');
  });

  it('refuses bad input with a problem, and an unknown tip with 404', async () => {
    const id = (await staffTips())[0]!.id;
    for (const payload of [
      {},
      { title: '  ' },
      { text: 'x'.repeat(401) },
      { icon: 'rocket' },
      { place: 'elsewhere' },
    ]) {
      const res = await t.request('staff', patchOf(`/tips/${id}`, payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await t.request('staff', patchOf('/tips/999999', { title: 'x' }))).statusCode).toBe(404);
    expect((await t.request('staff', patchOf('/tips/abc', { title: 'x' }))).statusCode).toBe(400);
  });
});
