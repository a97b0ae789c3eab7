import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMenuItems } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Production runs one API process per core on PostgreSQL, each with its own copy of the public
 * content. A write through one process must reach the others' copies at once, through NOTIFY on
 * the database, not when their copies expire.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANNEL = 'markwell_public_content';
const headerLabels = async () => {
  const res = await t.request('anonymous', { method: 'GET', url: '/api/v2/public/menus' });
  return (res.json() as { header: { label: string }[] }).header.map((item) => item.label);
};

describe('public content cached by each process', () => {
  it('drops its copy when another process announces a change', async () => {
    const label = `Announced ${Date.now()}`;
    expect(await headerLabels()).not.toContain(label); // now cached here
    // Another process's write: straight to the database, then its announcement.
    await t.db.insert(siteMenuItems).values({ menu: 'header', position: 99, label, targetKind: 'blog' });
    expect(await headerLabels()).not.toContain(label); // still this process's copy
    await t.database.notify(CHANNEL, '');
    await expect.poll(headerLabels, { timeout: 2_000, interval: 10 }).toContain(label);
  });

  it('announces its own writes to the other processes', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(CHANNEL, (payload) => heard.push(payload));
    try {
      const res = await t.request('staff', {
        method: 'POST',
        url: '/api/v2/cmsmenuitems',
        payload: { menu: 'footer', label: 'Blog again', target: { kind: 'blog' } },
      });
      expect(res.statusCode).toBe(201);
      await expect.poll(() => heard.length, { timeout: 2_000, interval: 10 }).toBeGreaterThan(0);

      // A refused write changes nothing and announces nothing.
      const before = heard.length;
      const bad = await t.request('staff', { method: 'POST', url: '/api/v2/cmsmenuitems', payload: { menu: 'side' } });
      expect(bad.statusCode).toBe(400);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard.length).toBe(before);
    } finally {
      await stop();
    }
  });
});
