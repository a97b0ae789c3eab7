import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { anyUser } from '../../../test/helpers';
import { notify } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every test raises the notifications it reads and measures against what was there before, so the
// tests hold in any order.
const inbox = async () => (await t.request('student', { method: 'GET', url: '/api/v2/notifications' })).json();
const headerCount = async () =>
  (await t.request('student', { method: 'GET', url: '/api/v2/me' })).json().notificationsCount as number;

describe('notify() and GET /notifications', () => {
  it('raises notifications other modules report, visible to their users only', async () => {
    const teacher = await t.userId('teacher');
    const student = await t.userId('student');
    const before = await inbox();
    const created = await notify(t.db, [student, student, teacher], {
      title: 'Marks released',
      body: 'Cells test: 18/20',
      link: '/student/assignments/4',
    });
    expect(created).toBe(2);
    await notify(t.db, [student], { title: 'Odd link', link: 'https://evil.example/phish' });

    expect(await t.statusByCaller({ method: 'GET', url: '/api/v2/notifications' })).toEqual(anyUser(200));
    const res = await inbox();
    expect(res.total).toBe(before.total + 2);
    expect(res.unread).toBe(before.unread + 2);
    expect(res.items[0]).toMatchObject({ title: 'Odd link', link: null, readAt: null });
    expect(res.items[1]).toMatchObject({
      title: 'Marks released',
      body: 'Cells test: 18/20',
      link: '/student/assignments/4',
    });
    expect(Object.keys(res.items[0]).sort()).toEqual(['body', 'createdAt', 'id', 'link', 'readAt', 'title']);
    const staff = (await t.request('staff', { method: 'GET', url: '/api/v2/notifications' })).json();
    expect(staff.items.map((n: { title: string }) => n.title)).not.toContain('Marks released');
  });

  it('the demo student has the welcome notification', async () => {
    const all = (await t.request('student', { method: 'GET', url: '/api/v2/notifications?limit=100' })).json();
    expect(all.items.map((n: { title: string }) => n.title)).toContain('Welcome to Markwell');
  });

  it('pages with limit and offset, newest first, and validates them', async () => {
    const student = await t.userId('student');
    await notify(t.db, [student], { title: 'Older page item' });
    await notify(t.db, [student], { title: 'Newer page item' });
    const page = (await t.request('student', { method: 'GET', url: '/api/v2/notifications?limit=1&offset=1' })).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0].title).toBe('Older page item');
    expect(page.total).toBe((await inbox()).total);
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
      expect((await t.request('student', { method: 'GET', url: `/api/v2/notifications?${q}` })).statusCode).toBe(400);
    }
  });

  it('feeds the header counter of /me', async () => {
    const before = await headerCount();
    await notify(t.db, [await t.userId('student')], { title: 'Counted' });
    const me = (await t.request('student', { method: 'GET', url: '/api/v2/me' })).json();
    expect(me.notificationsCount).toBe(before + 1);
    expect(me.notificationsCount).toBe((await inbox()).unread);
    // Messages have their own counter (the messages module), not fed by notifications.
    const messages = (await t.request('student', { method: 'GET', url: '/api/v2/messages/unread-count' })).json();
    expect(me.messagesCount).toBe(messages.unread);
  });
});

describe('marking notifications read', () => {
  it("PATCH /notifications/:id/read marks one of the caller's; another user's is 404", async () => {
    await notify(t.db, [await t.userId('student')], { title: 'To read' });
    const before = await headerCount();
    const id = (await inbox()).items[0].id;
    expect(
      (await t.request('anonymous', { method: 'PATCH', url: `/api/v2/notifications/${id}/read` })).statusCode,
    ).toBe(401);
    expect((await t.request('teacher', { method: 'PATCH', url: `/api/v2/notifications/${id}/read` })).statusCode).toBe(
      404,
    );
    expect((await t.request('student', { method: 'PATCH', url: '/api/v2/notifications/abc/read' })).statusCode).toBe(
      400,
    );
    const res = await t.request('student', { method: 'PATCH', url: `/api/v2/notifications/${id}/read` });
    expect(res.statusCode).toBe(200);
    expect(res.json().readAt).toBeTruthy();
    const again = (await t.request('student', { method: 'PATCH', url: `/api/v2/notifications/${id}/read` })).json();
    expect(again.readAt).toBe(res.json().readAt);
    expect(await headerCount()).toBe(before - 1);
  });

  it("PATCH /notifications/read marks all of the caller's read, nobody else's", async () => {
    const teacherUnread = async () =>
      (await t.request('teacher', { method: 'GET', url: '/api/v2/notifications' })).json().unread as number;
    const studentBefore = (await inbox()).unread;
    const teacherBefore = await teacherUnread();
    await notify(t.db, [await t.userId('student'), await t.userId('teacher')], { title: 'For both' });
    const unread = (await inbox()).unread;
    expect(unread).toBe(studentBefore + 1);
    expect((await t.request('anonymous', { method: 'PATCH', url: '/api/v2/notifications/read' })).statusCode).toBe(401);
    const res = await t.request('student', { method: 'PATCH', url: '/api/v2/notifications/read' });
    expect(res.json()).toEqual({ success: true, updated: unread });
    expect((await inbox()).unread).toBe(0);
    expect(await teacherUnread()).toBe(teacherBefore + 1);
    expect(await t.statusByCaller({ method: 'PATCH', url: '/api/v2/notifications/read' })).toEqual(anyUser(200));
  });
});

describe('GET /notifications pages', () => {
  it('follows next_cursor through the whole inbox, newest first, each item once', async () => {
    const student = await t.userId('student');
    for (let i = 0; i < 7; i += 1) await notify(t.db, [student], { title: `Paged ${i}` });
    const everything = await inbox();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request('student', {
        method: 'GET',
        url: `/api/v2/notifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items.length).toBeLessThanOrEqual(3);
      expect(body).toMatchObject({ total: everything.total, unread: everything.unread, total_capped: false });
      seen.push(...body.items.map((n: { id: number }) => n.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen.length).toBe(everything.total);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, everything.items.length)).toEqual(everything.items.map((n: { id: number }) => n.id));
    // offset still skips, as existing clients send it.
    const skipped = (
      await t.request('student', { method: 'GET', url: '/api/v2/notifications?limit=2&offset=1' })
    ).json();
    expect(skipped.items.map((n: { id: number }) => n.id)).toEqual(seen.slice(1, 3));
    // Past the end: no items, the counts still there.
    const past = (await t.request('student', { method: 'GET', url: '/api/v2/notifications?offset=100000' })).json();
    expect(past).toMatchObject({ items: [], total: everything.total, next_cursor: null });
  });

  it('refuses a page size over the cap and a cursor no page gave (400)', async () => {
    const get = (query: string) => t.request('student', { method: 'GET', url: `/api/v2/notifications?${query}` });
    expect((await get('limit=101')).statusCode).toBe(400);
    expect((await get(`cursor=${Buffer.from('["x"]').toString('base64url')}`)).json().code).toBe('invalid_cursor');
    expect((await get('cursor=%24%24')).statusCode).toBe(400);
  });
});
