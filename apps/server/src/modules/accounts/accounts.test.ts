import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersPage } from '@markwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const ONLY_ADMIN = (ok: number) => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: 403,
  staff: 403,
  admin: ok,
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload?: object) => ({ method: 'POST' as const, url, ...(payload ? { payload } : {}) });

/** The 400s of a keyset-paged list: a limit out of range and cursors no page answered. */
async function expectPagingChecked(url: string, forgedCursor: unknown[]) {
  const forged = Buffer.from(JSON.stringify(forgedCursor)).toString('base64url');
  for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=not%20a%20cursor', `cursor=${forged}`]) {
    const res = await t.request('admin', get(`${url}?${query}`));
    expect(res.statusCode, query).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  }
  expect((await t.request('admin', get(`${url}?cursor=${forged}`))).json().code).toBe('invalid_cursor');
}

describe('GET /api/v2/admin/users', () => {
  it('is for the platform admin only and checks its query', async () => {
    expect(await t.statusByCaller(get('/api/v2/admin/users'))).toEqual(ONLY_ADMIN(200));
    await expectPagingChecked('/api/v2/admin/users', [42, 'not a name']);
    expect((await t.request('admin', get('/api/v2/admin/users?role=owner'))).statusCode).toBe(400);
    expect((await t.request('admin', get('/api/v2/admin/users?schoolId=0'))).statusCode).toBe(400);
    expect((await t.request('admin', get(`/api/v2/admin/users?q=${'x'.repeat(201)}`))).statusCode).toBe(400);
  });

  it('finds users across schools by name or e-mail, a keyset page at a time by name', async () => {
    const a = await f.buildSchool();
    const b = await f.buildSchool();
    const tag = f.unique('zebra');
    const one = await f.buildStudent(a.id, { name: `${tag} One` });
    const two = await f.buildTeacher(b.id, { name: `${tag} Same` });
    const same = await f.buildStudent(b.id, { name: `${tag} Same` });
    const byMail = await f.buildStudent(b.id, { email: `${tag}-three@factory.test`, name: 'Third Person' });
    const list = async (query: string) => {
      const res = await t.request('admin', get(`/api/v2/admin/users?${query}`));
      expect(res.statusCode, res.payload).toBe(200);
      return res.json() as AdminUsersPage;
    };

    const [first, second] = [Math.min(two.id, same.id), Math.max(two.id, same.id)];
    const page1 = await list(`q=${tag}&limit=3`);
    expect(page1).toMatchObject({ total: 4, total_capped: false });
    // "Third Person" (found by e-mail) sorts before the tagged names; the page ends between the
    // two of the same name, so the cursor carries the id that breaks the tie.
    expect(page1.items.map((u) => u.id)).toEqual([byMail.id, one.id, first]);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const page2 = await list(`q=${tag}&limit=3&cursor=${page1.next_cursor}`);
    expect(page2).toMatchObject({ total: 4, total_capped: false, next_cursor: null });
    expect(page2.items.map((u) => u.id)).toEqual([second]);
    expect(page1.items.map((u) => u.schoolId)).toEqual([b.id, a.id, b.id]);

    const teachers = await list(`q=${tag}&role=teacher`);
    expect(teachers.items.map((u) => u.id)).toEqual([two.id]);
    const ofSchoolA = await list(`q=${tag}&schoolId=${a.id}`);
    expect(ofSchoolA.items.map((u) => u.id)).toEqual([one.id]);
    // A page size the route no longer takes is ignored, as any unknown parameter.
    expect((await list(`q=${tag}&pageSize=1`)).items).toHaveLength(4);
    // LIKE wildcards in the search are plain characters.
    expect((await list('q=%25%25')).total).toBe(0);
  });
});

describe('indexes of the admin lists', () => {
  /** The plan of a statement without a sequential scan to fall back on: which indexes can serve it. */
  const planOf = (statement: SQL) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${statement}`);
      return JSON.stringify(Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
    });

  it('serve the user order and the name or e-mail search', async () => {
    expect(await planOf(sql`SELECT id FROM users ORDER BY name, id LIMIT 21`)).toContain('users_name_id_idx');
    const search = await planOf(sql`SELECT id FROM users WHERE name ILIKE '%zebra%' OR email ILIKE '%zebra%'`);
    expect(search).toContain('users_name_trgm_idx');
    expect(search).toContain('users_email_trgm_idx');
  });
});

describe('POST /api/v2/admin/users/:id/password-reset', () => {
  it('is for the platform admin only; 400 for a bad id, 404 for a missing user', async () => {
    const school = await f.buildSchool();
    const student = await f.buildStudent(school.id);
    expect(await t.statusByCaller(post(`/api/v2/admin/users/${student.id}/password-reset`))).toEqual(ONLY_ADMIN(200));
    expect((await t.request('admin', post('/api/v2/admin/users/x/password-reset'))).statusCode).toBe(400);
    expect((await t.request('admin', post('/api/v2/admin/users/99999999/password-reset'))).statusCode).toBe(404);
  });

  it('gives any user of any school a one-time password they must change', async () => {
    const school = await f.buildSchool();
    const teacher = await f.buildTeacher(school.id, { schoolAdmin: true, owner: true });
    const res = await t.request('admin', post(`/api/v2/admin/users/${teacher.id}/password-reset`));
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login_check',
      payload: { username: teacher.email, password: res.json().initialPassword },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row!.mustChangePassword).toBe(true);
  });
});

describe('PATCH /api/v2/admin/users/:id (e-mail)', () => {
  const patch = (id: number | string, payload: object) => ({
    method: 'PATCH' as const,
    url: `/api/v2/admin/users/${id}`,
    payload,
  });

  it('is for the platform admin only and checks its input', async () => {
    const school = await f.buildSchool();
    const student = await f.buildStudent(school.id);
    expect(await t.statusByCaller(() => patch(student.id, { email: `${f.unique('moved')}@factory.test` }))).toEqual(
      ONLY_ADMIN(200),
    );
    expect((await t.request('admin', patch(student.id, { email: 'not an address' }))).statusCode).toBe(400);
    expect((await t.request('admin', patch('x', { email: 'a@factory.test' }))).statusCode).toBe(400);
    expect((await t.request('admin', patch(99999999, { email: 'a@factory.test' }))).statusCode).toBe(404);
  });

  it("changes a school owner's login, which the school's other admins may not", async () => {
    const school = await f.buildSchool();
    const owner = await f.buildTeacher(school.id, { schoolAdmin: true, owner: true });
    const deputy = await f.buildTeacher(school.id, { schoolAdmin: true });
    const wanted = `${f.unique('new-owner')}@factory.test`;
    const byDeputy = await t.request(
      { userId: deputy.id },
      { method: 'PATCH', url: `/api/v2/school/teachers/${owner.id}`, payload: { email: wanted } },
    );
    expect(byDeputy.json()).toMatchObject({ status: 403, code: 'owner_email_forbidden' });

    const { initialPassword } = (
      await t.request('admin', post(`/api/v2/admin/users/${owner.id}/password-reset`))
    ).json();
    const res = await t.request('admin', patch(owner.id, { email: `  ${wanted.toUpperCase()} ` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.id, email: wanted, owner: true, schoolId: school.id });
    const login = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login_check',
        payload: { username, password: initialPassword },
        remoteAddress: '10.60.0.1',
      });
    expect((await login(owner.email)).statusCode).toBe(401);
    expect((await login(wanted)).statusCode).toBe(200);
  });

  it("refuses another account's address in any case (409), and keeps the same one as it is", async () => {
    const school = await f.buildSchool();
    const a = await f.buildStudent(school.id);
    const b = await f.buildStudent(school.id);
    const taken = await t.request('admin', patch(a.id, { email: b.email.toUpperCase() }));
    expect(taken.json()).toMatchObject({ status: 409, code: 'email_taken' });
    const same = await t.request('admin', patch(a.id, { email: a.email }));
    expect(same.statusCode).toBe(200);
    expect(same.json().email).toBe(a.email);
  });
});

describe('POST /api/v2/admin/schools', () => {
  const body = () => ({
    name: f.unique('Hilltop School'),
    type: 'largeschool',
    ownerName: 'Olive Owner',
    ownerEmail: `${f.unique('owner')}@factory.test`,
  });

  it('is for the platform admin only and checks its body', async () => {
    expect(await t.statusByCaller(() => post('/api/v2/admin/schools', body()))).toEqual(ONLY_ADMIN(201));
    const bad = await t.request('admin', post('/api/v2/admin/schools', { ...body(), ownerEmail: 'nope' }));
    expect(bad.statusCode).toBe(400);
  });

  it('opens the school with its owner, whose one-time password is shown once', async () => {
    const input = body();
    const res = await t.request('admin', post('/api/v2/admin/schools', input));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      school: { name: input.name, type: 'largeschool' },
      owner: { name: 'Olive Owner', email: input.ownerEmail },
    });
    const [owner] = await t.db.select().from(users).where(eq(users.id, created.owner.id));
    expect(owner).toMatchObject({
      schoolId: created.school.id,
      owner: true,
      schoolAdmin: true,
      kind: 'teacher',
      mustChangePassword: true,
    });
    expect(owner!.passwordHash).not.toContain(created.initialPassword);
    const again = await t.request('admin', post('/api/v2/admin/schools', { ...body(), ownerEmail: input.ownerEmail }));
    expect(again.json()).toMatchObject({ status: 409, code: 'email_taken' });
  });
});

describe('GET /api/v2/admin/mailbox', () => {
  it('is for the platform admin only and checks its query', async () => {
    expect(await t.statusByCaller(get('/api/v2/admin/mailbox'))).toEqual(ONLY_ADMIN(200));
    await expectPagingChecked('/api/v2/admin/mailbox', ['newest']);
    expect((await t.request('admin', get(`/api/v2/admin/mailbox?to=${'x'.repeat(255)}`))).statusCode).toBe(400);
  });

  it('lists e-mails kept without SMTP, to one address', async () => {
    const school = await f.buildSchool();
    const student = await f.buildStudent(school.id);
    await t.app.inject({ method: 'POST', url: '/api/v2/password-resets', payload: { email: student.email } });
    await t.app.jobs.drain();
    const page = (
      await t.request('admin', get(`/api/v2/admin/mailbox?to=${encodeURIComponent(student.email.toUpperCase())}`))
    ).json();
    expect(page).toMatchObject({ total: 1, total_capped: false, next_cursor: null });
    expect(page.items[0]).toMatchObject({ to: student.email, subject: 'Reset your Markwell password' });
  });

  it('pages newest first with the cursor; mail that was sent is not listed', async () => {
    const to = `${f.unique('reader')}@school.example`;
    const kept = await t.db
      .insert(mailOutbox)
      .values(['First', 'Second', 'Third'].map((subject) => ({ to, subject, text: subject, status: 'kept' as const })))
      .returning();
    await t.db.insert(mailOutbox).values({ to, subject: 'Delivered', text: 'Sent by SMTP', status: 'sent' });
    const first = (await t.request('admin', get(`/api/v2/admin/mailbox?to=${to}&limit=2`))).json();
    expect(first).toMatchObject({ total: 3, total_capped: false });
    expect(first.items.map((m: { subject: string }) => m.subject)).toEqual(['Third', 'Second']);
    const second = (
      await t.request('admin', get(`/api/v2/admin/mailbox?to=${to}&limit=2&cursor=${first.next_cursor}`))
    ).json();
    expect(second).toMatchObject({ total: 3, next_cursor: null });
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([kept[0]!.id]);
  });
});

describe('GET /api/v2/admin/mailbox/:id', () => {
  it('opens one kept e-mail for the platform admin only; 404 for a missing one', async () => {
    const [kept] = await t.db
      .insert(mailOutbox)
      .values({
        to: 'reader@school.example',
        subject: 'Reset your password',
        text: 'Open /reset-password#token=abc',
        status: 'kept',
      })
      .returning();
    expect(await t.statusByCaller(get(`/api/v2/admin/mailbox/${kept!.id}`))).toEqual(ONLY_ADMIN(200));
    const res = await t.request('admin', get(`/api/v2/admin/mailbox/${kept!.id}`));
    expect(res.json()).toMatchObject({
      id: kept!.id,
      to: 'reader@school.example',
      text: expect.stringContaining('#token=abc'),
    });
    expect((await t.request('admin', get('/api/v2/admin/mailbox/2000000'))).statusCode).toBe(404);
    expect((await t.request('admin', get('/api/v2/admin/mailbox/abc'))).statusCode).toBe(400);
  });
});
