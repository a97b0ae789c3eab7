import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const V2 = '/api/v2';
const ONLY_ADMIN = (ok: number) => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: 403,
  staff: 403,
  admin: ok,
});
const list = async (query: string) => {
  const res = await t.request('admin', { method: 'GET', url: `${V2}/admin/contactmessages?${query}` });
  expect(res.statusCode, res.payload).toBe(200);
  return res.json();
};

async function insertMessage(fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Rosa Quill',
      email: 'rosa.quill@school.example',
      subject: 'A question',
      message: 'How do exams work?',
      ...fields,
    })
    .returning();
  return row!;
}

describe('GET /admin/contactmessages', () => {
  it('is for the platform admin only and checks its query', async () => {
    expect(await t.statusByCaller({ method: 'GET', url: `${V2}/admin/contactmessages` })).toEqual(ONLY_ADMIN(200));
    for (const query of ['limit=0', 'limit=101', 'status=later', 'cursor=not%20a%20cursor', `q=${'x'.repeat(201)}`]) {
      const res = await t.request('admin', { method: 'GET', url: `${V2}/admin/contactmessages?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const forged = Buffer.from(JSON.stringify(['drop table'])).toString('base64url');
    const res = await t.request('admin', { method: 'GET', url: `${V2}/admin/contactmessages?cursor=${forged}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_cursor');
  });

  it('pages newest first with the cursor contract, searches and filters by status', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const older = await insertMessage({ name: `Older ${tag}`, message: 'First message' });
    const middle = await insertMessage({ subject: `About ${tag}`, handledAt: new Date() });
    const newer = await insertMessage({ message: `Newest, mentions ${tag} and ${'long text '.repeat(40)}` });

    const first = await list(`q=${tag}&limit=2`);
    expect(first.items.map((m: { id: number }) => m.id)).toEqual([newer.id, middle.id]);
    expect(first).toMatchObject({ total: 3, total_capped: false });
    expect(first.next_cursor).toEqual(expect.any(String));
    expect(first.items[0].excerpt.length).toBeLessThanOrEqual(200);
    expect(first.items[0]).not.toHaveProperty('message');
    const second = await list(`q=${tag}&limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([older.id]);
    expect(second.next_cursor).toBeNull();

    expect((await list(`q=${tag}&status=handled`)).items.map((m: { id: number }) => m.id)).toEqual([middle.id]);
    expect((await list(`q=${tag}&status=unhandled`)).items.map((m: { id: number }) => m.id)).toEqual([
      newer.id,
      older.id,
    ]);
    // Wildcards in the search are plain characters.
    expect((await list('q=%25%25%25zz_nothing')).items).toEqual([]);
  });

  it('lists the demo messages for a newcomer', async () => {
    const page = await list('');
    expect(page.items.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Helen Carter', 'Tom Becker', 'Amira Haddad']),
    );
  });
});

describe('GET and PATCH /admin/contactmessages/:id', () => {
  it('are for the platform admin only', async () => {
    const m = await insertMessage();
    expect(await t.statusByCaller({ method: 'GET', url: `${V2}/admin/contactmessages/${m.id}` })).toEqual(
      ONLY_ADMIN(200),
    );
    expect(
      await t.statusByCaller({
        method: 'PATCH',
        url: `${V2}/admin/contactmessages/${m.id}`,
        payload: { handled: true },
      }),
    ).toEqual(ONLY_ADMIN(200));
  });

  it('refuses bad input and answers 404 for a missing message', async () => {
    const m = await insertMessage();
    const patch = (url: string, payload: unknown) =>
      t.request('admin', { method: 'PATCH', url, payload: payload as object });
    expect((await patch(`${V2}/admin/contactmessages/${m.id}`, {})).statusCode).toBe(400);
    expect((await patch(`${V2}/admin/contactmessages/${m.id}`, { handled: 'yes' })).statusCode).toBe(400);
    expect((await t.request('admin', { method: 'GET', url: `${V2}/admin/contactmessages/x` })).statusCode).toBe(400);
    expect((await t.request('admin', { method: 'GET', url: `${V2}/admin/contactmessages/2000000` })).statusCode).toBe(
      404,
    );
    expect((await patch(`${V2}/admin/contactmessages/2000000`, { handled: true })).statusCode).toBe(404);
  });

  it('opens one message in full, as plain text, and marks it handled and back', async () => {
    const m = await insertMessage({ message: '<img src=x onerror=alert(1)>\nSecond line' });
    const one = (await t.request('admin', { method: 'GET', url: `${V2}/admin/contactmessages/${m.id}` })).json();
    expect(one).toMatchObject({ id: m.id, message: '<img src=x onerror=alert(1)>\nSecond line', handledAt: null });

    const handled = await t.request('admin', {
      method: 'PATCH',
      url: `${V2}/admin/contactmessages/${m.id}`,
      payload: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    const handledAt = handled.json().handledAt;
    expect(handledAt).toEqual(expect.any(String));
    // Marking it again keeps the first time.
    const again = await t.request('admin', {
      method: 'PATCH',
      url: `${V2}/admin/contactmessages/${m.id}`,
      payload: { handled: true },
    });
    expect(again.json().handledAt).toBe(handledAt);
    const reopened = await t.request('admin', {
      method: 'PATCH',
      url: `${V2}/admin/contactmessages/${m.id}`,
      payload: { handled: false },
    });
    expect(reopened.json().handledAt).toBeNull();
  });
});
