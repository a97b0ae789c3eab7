import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { factories } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof factories>;
let schoolId: number;
let otherSchoolId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.schoolAdmin));
  schoolId = admin!.schoolId!;
  otherSchoolId = (await f.buildSchool()).id;
});
afterAll(() => t.close());

const ONLY_SCHOOL_ADMIN = (ok: number) => ({
  anonymous: 401,
  student: 403,
  otherTeacher: 403,
  teacher: 403,
  schoolAdmin: ok,
  staff: 403,
  admin: 403,
});
const post = (url: string) => ({ method: 'POST' as const, url });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/login_check', payload: { username, password }, remoteAddress: '10.30.0.1' });

describe('POST /api/v2/school/students/:id/password-reset', () => {
  it('is for school admins only', async () => {
    const student = await f.buildStudent(schoolId);
    expect(await t.statusByCaller(post(`/api/v2/school/students/${student.id}/password-reset`))).toEqual(
      ONLY_SCHOOL_ADMIN(200),
    );
  });

  it('answers 400 for a bad id and 404 for a student of another school, like a missing one', async () => {
    expect((await t.request('schoolAdmin', post('/api/v2/school/students/abc/password-reset'))).statusCode).toBe(400);
    const stranger = await f.buildStudent(otherSchoolId);
    const res = await t.request('schoolAdmin', post(`/api/v2/school/students/${stranger.id}/password-reset`));
    expect(res.statusCode).toBe(404);
    const missing = await t.request('schoolAdmin', post('/api/v2/school/students/99999999/password-reset'));
    expect(missing.statusCode).toBe(404);
    expect(res.json().detail).toBe(missing.json().detail);
  });

  it('gives a one-time password shown once: old sessions end and the student must change it', async () => {
    const student = await f.buildStudent(schoolId);
    const before = await t.token({ userId: student.id });
    const res = await t.request('schoolAdmin', post(`/api/v2/school/students/${student.id}/password-reset`));
    expect(res.statusCode).toBe(200);
    const { initialPassword, userId } = res.json();
    expect(userId).toBe(student.id);
    expect(initialPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.passwordHash).not.toContain(initialPassword);
    expect(row!.mustChangePassword).toBe(true);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(old.statusCode).toBe(401);
    const signedIn = await login(student.email, initialPassword);
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('POST /api/v2/school/teachers/:id/password-reset', () => {
  it('is for school admins only, 404 across schools', async () => {
    const teacher = await f.buildTeacher(schoolId);
    expect(await t.statusByCaller(post(`/api/v2/school/teachers/${teacher.id}/password-reset`))).toEqual(
      ONLY_SCHOOL_ADMIN(200),
    );
    const stranger = await f.buildTeacher(otherSchoolId);
    expect(
      (await t.request('schoolAdmin', post(`/api/v2/school/teachers/${stranger.id}/password-reset`))).statusCode,
    ).toBe(404);
  });

  it("lets no other school admin reset the owner's password, and nobody their own", async () => {
    const ownerId = await t.userId('schoolAdmin');
    const deputy = await f.buildTeacher(schoolId, { schoolAdmin: true });
    const res = await t.request({ userId: deputy.id }, post(`/api/v2/school/teachers/${ownerId}/password-reset`));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('owner_reset_forbidden');
    const self = await t.request('schoolAdmin', post(`/api/v2/school/teachers/${ownerId}/password-reset`));
    expect(self.json()).toMatchObject({ status: 400, code: 'cannot_reset_self' });
  });
});

describe("the owner's e-mail (their login)", () => {
  it('may be changed by the owner only, not by another school admin', async () => {
    const ownerId = await t.userId('schoolAdmin');
    const deputy = await f.buildTeacher(schoolId, { schoolAdmin: true });
    const res = await t.request(
      { userId: deputy.id },
      { method: 'PATCH', url: `/api/v2/school/teachers/${ownerId}`, payload: { email: 'takeover@evil.test' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('owner_email_forbidden');
    const [owner] = await t.db.select().from(users).where(eq(users.id, ownerId));
    expect(owner!.email).toBe(DEMO_ACCOUNTS.schoolAdmin);
    // The deputy may still rename the owner, and the owner may change their own e-mail.
    const rename = await t.request(
      { userId: deputy.id },
      { method: 'PATCH', url: `/api/v2/school/teachers/${ownerId}`, payload: { name: 'Helen Head' } },
    );
    expect(rename.statusCode).toBe(200);
    const own = await t.request('schoolAdmin', {
      method: 'PATCH',
      url: `/api/v2/school/teachers/${ownerId}`,
      payload: { email: `helen-${process.pid}@demo.markwell.test` },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('accounts a school admin creates', () => {
  it('must change their one-time password at first login', async () => {
    const email = `new-${process.pid}@lifecycle.test`;
    const res = await t.request('schoolAdmin', {
      method: 'POST',
      url: '/api/v2/school/students',
      payload: { name: 'Nina New', email, groupIds: [], subgroups: [] },
    });
    expect(res.statusCode).toBe(201);
    const token = (await login(email, res.json().initialPassword)).json().token;
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(self.json().mustChangePassword).toBe(true);
  });

  it('from a CSV import must change their one-time password too', async () => {
    const email = `csv-${process.pid}@lifecycle.test`;
    const res = await t.request('schoolAdmin', {
      method: 'POST',
      url: '/api/v2/school/students/import',
      payload: { csv: `name,email,class,subgroups\nCora Csv,${email},,\n` },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.mustChangePassword).toBe(true);
  });
});
