import { eq } from 'drizzle-orm';
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

describe('GET /api/v2/admin/users', () => {
  it('is for the platform admin only and checks its query', async () => {
    expect(await t.statusByCaller(get('/api/v2/admin/users'))).toEqual(ONLY_ADMIN(200));
    expect((await t.request('admin', get('/api/v2/admin/users?pageSize=51'))).statusCode).toBe(400);
    expect((await t.request('admin', get('/api/v2/admin/users?page=0'))).statusCode).toBe(400);
  });

  it('finds users across schools by name or e-mail, a page at a time', async () => {
    const a = await f.buildSchool();
    const b = await f.buildSchool();
    const tag = f.unique('zebra');
    await f.buildStudent(a.id, { name: `${tag} One` });
    await f.buildTeacher(b.id, { name: `${tag} Two` });
    await f.buildStudent(b.id, { email: `${tag}-three@factory.test`, name: 'Third Person' });
    const page1 = (await t.request('admin', get(`/api/v2/admin/users?q=${tag}&pageSize=2`))).json();
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page1.items.map((u: { schoolId: number }) => u.schoolId).sort()).toEqual([a.id, b.id].sort());
    const page2 = (await t.request('admin', get(`/api/v2/admin/users?q=${tag}&pageSize=2&page=2`))).json();
    expect(page2.items).toHaveLength(1);
    const teachers = (await t.request('admin', get(`/api/v2/admin/users?q=${tag}&role=teacher`))).json();
    expect(teachers.items.map((u: { name: string }) => u.name)).toEqual([`${tag} Two`]);
    // LIKE wildcards in the search are plain characters.
    expect((await t.request('admin', get('/api/v2/admin/users?q=%25%25')).then((r) => r.json())).total).toBe(0);
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
  it('is for the platform admin only and lists e-mails kept without SMTP, to one address', async () => {
    expect(await t.statusByCaller(get('/api/v2/admin/mailbox'))).toEqual(ONLY_ADMIN(200));
    const school = await f.buildSchool();
    const student = await f.buildStudent(school.id);
    await t.app.inject({ method: 'POST', url: '/api/v2/password-resets', payload: { email: student.email } });
    await t.app.jobs.drain();
    const page = (
      await t.request('admin', get(`/api/v2/admin/mailbox?to=${encodeURIComponent(student.email)}`))
    ).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ to: student.email, subject: 'Reset your Markwell password' });
    expect((await t.request('admin', get('/api/v2/admin/mailbox?pageSize=500'))).statusCode).toBe(400);
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
