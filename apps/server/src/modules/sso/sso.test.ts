import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, ssoConnections, ssoSignInRequests, ssoSignIns, users } from '../../db/schema/index';
import { factories } from '../../../test/factories';
import {
  followToRedirect,
  startOidcProvider,
  startOidcProviderProcess,
  type TestIdentity,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSecretBox } from './secret-box';
import { CALLBACK_PATH, STATE_COOKIE } from './sso.service';

const SITE = 'http://localhost:3000';
let t: TestApp;
let f: ReturnType<typeof factories>;
let idp: TestOidcProvider;
let school: Awaited<ReturnType<ReturnType<typeof factories>['buildSchool']>>;
let otherSchool: Awaited<ReturnType<ReturnType<typeof factories>['buildSchool']>>;
let connectionId: number;
const DOMAIN = `north-${process.pid}.test`;
const OTHER_DOMAIN = `south-${process.pid}.test`;

const body = (over: Record<string, unknown> = {}) => ({
  preset: 'custom',
  name: 'Test IdP',
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains: [DOMAIN],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  idp = await startOidcProvider({ redirectUris: [`${SITE}${CALLBACK_PATH}`] });
  school = await f.buildSchool();
  otherSchool = await f.buildSchool();
  const res = await t.request(
    { userId: school.owner.id },
    { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body() },
  );
  expect(res.statusCode).toBe(200);
  connectionId = res.json().id;
  const other = await t.request(
    { userId: otherSchool.owner.id },
    { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body({ domains: [OTHER_DOMAIN] }) },
  );
  expect(other.statusCode).toBe(200);
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

let sub = 0;
/** Starts a sign-in, signs in at the provider as `email`, answers the callback URL and the state cookie. */
async function throughProvider(
  email: string,
  over: {
    verified?: boolean;
    id?: number;
    provider?: { signInAs(identity: TestIdentity): void | Promise<void> };
  } = {},
) {
  await (over.provider ?? idp).signInAs({
    sub: `sub-${++sub}`,
    email,
    email_verified: over.verified ?? true,
    name: 'Sam Sign',
  });
  const start = await t.app.inject({ method: 'GET', url: `/api/v2/sso/${over.id ?? connectionId}/start` });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  expect(cookie.startsWith(`${STATE_COOKIE}=`)).toBe(true);
  const callback = await followToRedirect(String(start.headers.location), `${SITE}${CALLBACK_PATH}`);
  return { callback, cookie };
}

async function callback(url: URL, cookie: string | null) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

const refusal = (location: string) => new URL(location, SITE).searchParams.get('sso_error');
const tokenOf = (location: string) => decodeURIComponent(location.split('#token=')[1] ?? '');

describe('SSO sign-in through a real OpenID provider', () => {
  it('signs an existing teacher in: the token works for /me and logout revokes it; the sign-in is recorded', async () => {
    const teacher = await f.buildTeacher(school.id, { email: `ms.hill-${sub}@${DOMAIN}` });
    const { callback: url, cookie } = await throughProvider(teacher.email);
    expect(url.searchParams.get('code')).toBeTruthy();
    const location = await callback(url, cookie);
    expect(location.startsWith('/login/sso#token=')).toBe(true);
    const token = tokenOf(location);
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: teacher.id, role: 'teacher', schoolId: school.id });
    const rows = await t.db.select().from(ssoSignIns).where(eq(ssoSignIns.userId, teacher.id));
    expect(rows.map((r) => r.outcome)).toEqual(['signed_in']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v2/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a replayed callback (state used up) and a replayed code', async () => {
    const teacher = await f.buildTeacher(school.id, { email: `replay-${sub}@${DOMAIN}` });
    const { callback: url, cookie } = await throughProvider(teacher.email);
    expect(tokenOf(await callback(url, cookie))).not.toBe('');
    expect(refusal(await callback(url, cookie))).toBe('sso_state_invalid');
    // The same code again with a state made usable again: the provider refuses the used code.
    await t.db
      .update(ssoSignInRequests)
      .set({ usedAt: null })
      .where(eq(ssoSignInRequests.state, url.searchParams.get('state')!));
    expect(refusal(await callback(url, cookie))).toBe('sso_token_rejected');
  });

  it('refuses a state of another browser, an unknown state and an expired request', async () => {
    const teacher = await f.buildTeacher(school.id, { email: `state-${sub}@${DOMAIN}` });
    const first = await throughProvider(teacher.email);
    expect(refusal(await callback(first.callback, `${STATE_COOKIE}=someone-elses`))).toBe('sso_state_mismatch');
    const second = await throughProvider(teacher.email);
    const forged = new URL(second.callback);
    forged.searchParams.set('state', 'forged-state');
    expect(refusal(await callback(forged, second.cookie))).toBe('sso_state_invalid');
    await t.db
      .update(ssoSignInRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoSignInRequests.state, second.callback.searchParams.get('state')!));
    expect(refusal(await callback(second.callback, second.cookie))).toBe('sso_state_invalid');
  });

  it('refuses a nonce that does not match the one sent', async () => {
    const teacher = await f.buildTeacher(school.id, { email: `nonce-${sub}@${DOMAIN}` });
    const { callback: url, cookie } = await throughProvider(teacher.email);
    await t.db
      .update(ssoSignInRequests)
      .set({ nonce: 'another-nonce' })
      .where(eq(ssoSignInRequests.state, url.searchParams.get('state')!));
    expect(refusal(await callback(url, cookie))).toBe('sso_token_rejected');
  });

  it.each([
    ['a wrong audience', (c: Record<string, unknown>) => ({ ...c, aud: 'another-client' })],
    ['a wrong issuer', (c: Record<string, unknown>) => ({ ...c, iss: 'https://issuer.elsewhere.test' })],
    [
      'an expired ID token',
      (c: Record<string, unknown>) => ({
        ...c,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
  ])('refuses %s in the ID token', async (_what, change) => {
    const teacher = await f.buildTeacher(school.id, { email: `claims-${sub}@${DOMAIN}` });
    const { callback: url, cookie } = await throughProvider(teacher.email);
    idp.tamperNextIdToken(change);
    expect(refusal(await callback(url, cookie))).toBe('sso_token_rejected');
  });

  it('refuses the answer of another issuer at the provider’s address (restarted under another issuer identifier): its iss is not the discovered one', async () => {
    const s = await f.buildSchool();
    const domain = `issuer-${process.pid}.test`;
    const redirectUris = [`${SITE}${CALLBACK_PATH}`];
    const first = await startOidcProvider({ redirectUris });
    const opened: TestOidcProvider[] = [first];
    try {
      const conn = await t.request(
        { userId: s.owner.id },
        {
          method: 'PUT',
          url: '/api/v2/school-admin/sso',
          payload: body({ issuer: first.issuer, domains: [domain] }),
        },
      );
      expect(conn.statusCode).toBe(200);
      const teacher = await f.buildTeacher(s.id, { email: `t-${sub}@${domain}` });
      const signIn = async (provider: TestOidcProvider) => {
        const r = await throughProvider(teacher.email, { id: conn.json().id, provider });
        return callback(r.callback, r.cookie);
      };
      expect(tokenOf(await signIn(first))).not.toBe('');
      await first.close();
      // The same provider again on its address, with its key and issuer: Markwell signs in as before.
      const again = await startOidcProvider({ redirectUris, port: first.port, privateJwk: first.privateJwk });
      opened.push(again);
      expect(tokenOf(await signIn(again))).not.toBe('');
      await again.close();
      // Same address, same key, but it now calls itself http://localhost:<port>: its answers and
      // ID tokens carry that issuer, not the one Markwell discovered.
      const other = await startOidcProvider({
        redirectUris,
        port: first.port,
        privateJwk: first.privateJwk,
        issuerHost: 'localhost',
      });
      opened.push(other);
      expect(other.issuer).not.toBe(first.issuer);
      expect(refusal(await signIn(other))).toBe('sso_token_rejected');
    } finally {
      for (const p of opened) await p.close();
    }
  });

  it('refuses an ID token already expired when it arrives: a provider whose clock runs two hours slow', async () => {
    const s = await f.buildSchool();
    const domain = `clock-${process.pid}.test`;
    const slow = await startOidcProviderProcess({ redirectUris: [`${SITE}${CALLBACK_PATH}`] });
    try {
      const conn = await t.request(
        { userId: s.owner.id },
        { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body({ issuer: slow.issuer, domains: [domain] }) },
      );
      expect(conn.statusCode).toBe(200);
      const teacher = await f.buildTeacher(s.id, { email: `t-${sub}@${domain}` });
      const signIn = async () => {
        const r = await throughProvider(teacher.email, { id: conn.json().id, provider: slow });
        return callback(r.callback, r.cookie);
      };
      // Its clock right: signed in.
      expect(tokenOf(await signIn())).not.toBe('');
      // Two hours slow: its ID token (an hour's life) expired an hour before it was issued here.
      await slow.setClock(-2 * 3600);
      expect(refusal(await signIn())).toBe('sso_token_rejected');
    } finally {
      await slow.close();
    }
  });

  it('refuses an unverified e-mail, another school’s domain, a person not in the school and a deactivated person', async () => {
    const teacher = await f.buildTeacher(school.id, { email: `unverified-${sub}@${DOMAIN}` });
    let r = await throughProvider(teacher.email, { verified: false });
    expect(refusal(await callback(r.callback, r.cookie))).toBe('sso_email_unverified');

    const southTeacher = await f.buildTeacher(otherSchool.id, { email: `south-${sub}@${OTHER_DOMAIN}` });
    r = await throughProvider(southTeacher.email);
    expect(refusal(await callback(r.callback, r.cookie))).toBe('sso_domain_not_allowed');

    r = await throughProvider(`nobody-${sub}@${DOMAIN}`);
    expect(refusal(await callback(r.callback, r.cookie))).toBe('sso_no_account');

    // An address of this school's domain held by a person of another school.
    const elsewhere = await f.buildTeacher(otherSchool.id, { email: `moved-${sub}@${DOMAIN}` });
    r = await throughProvider(elsewhere.email);
    expect(refusal(await callback(r.callback, r.cookie))).toBe('sso_not_in_school');

    const gone = await f.buildStudent(school.id, { email: `gone-${sub}@${DOMAIN}` });
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    r = await throughProvider(gone.email);
    expect(refusal(await callback(r.callback, r.cookie))).toBe('sso_account_inactive');

    const outcomes = await t.db
      .select({ outcome: ssoSignIns.outcome })
      .from(ssoSignIns)
      .where(eq(ssoSignIns.schoolId, school.id));
    expect(outcomes.map((o) => o.outcome)).toEqual(
      expect.arrayContaining(['sso_email_unverified', 'sso_no_account', 'sso_not_in_school', 'sso_account_inactive']),
    );
  });

  it('creates a teacher at first sign-in only when the school turned that on', async () => {
    const email = `newcomer-${sub}@${DOMAIN}`;
    let r = await throughProvider(email);
    expect(refusal(await callback(r.callback, r.cookie))).toBe('sso_no_account');
    await t.db.update(ssoConnections).set({ createTeachers: true }).where(eq(ssoConnections.id, connectionId));
    try {
      r = await throughProvider(email);
      expect(tokenOf(await callback(r.callback, r.cookie))).not.toBe('');
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ kind: 'teacher', schoolId: school.id, name: 'Sam Sign', active: true });
    } finally {
      await t.db.update(ssoConnections).set({ createTeachers: false }).where(eq(ssoConnections.id, connectionId));
    }
  });

  it('signs nobody in for a deactivated school', async () => {
    const s = await f.buildSchool();
    const domain = `closed-${process.pid}.test`;
    const conn = await t.request(
      { userId: s.owner.id },
      { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body({ domains: [domain] }) },
    );
    const teacher = await f.buildTeacher(s.id, { email: `t@${domain}` });
    await t.db.update(schools).set({ active: false }).where(eq(schools.id, s.id));
    const r = await throughProvider(teacher.email, { id: conn.json().id });
    expect(refusal(await callback(r.callback, r.cookie))).toBe('school_deactivated');
  });
});

describe('known devices', () => {
  it('makes the browser a known device of the account, as a password login does: strangers’ failures do not hold it', async () => {
    const { hashPassword } = await import('../../lib/password');
    const password = 'a-long-password-456';
    const teacher = await f.buildTeacher(school.id, { email: `device-${sub}@${DOMAIN}` });
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, teacher.id));

    // A refused sign-in sets no device cookie.
    const refused = await throughProvider(teacher.email);
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `${refused.callback.pathname}${refused.callback.search}`,
      headers: { cookie: `${STATE_COOKIE}=someone-elses` },
    });
    expect(refusal(String(mismatch.headers.location))).toBe('sso_state_mismatch');
    expect(mismatch.cookies.filter((c) => c.name.startsWith('mw_device_'))).toEqual([]);

    const r = await throughProvider(teacher.email);
    const res = await t.app.inject({
      method: 'GET',
      url: `${r.callback.pathname}${r.callback.search}`,
      headers: { cookie: r.cookie },
    });
    expect(tokenOf(String(res.headers.location))).not.toBe('');
    // The state cookie is still cleared beside it.
    expect(res.cookies.find((c) => c.name === STATE_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    const device = res.cookies.find((c) => c.name.startsWith('mw_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/login_check' });

    const login = (ip: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login_check',
        payload: { username: teacher.email, password },
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    for (let i = 0; i < 20; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/login_check',
        payload: { username: teacher.email, password: `stranger-${i}` },
        remoteAddress: `10.70.${i}.1`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    expect((await login('10.71.0.1')).statusCode).toBe(429);
    expect((await login('10.71.0.2', `${device!.name}=${device!.value}`)).statusCode).toBe(200);
  });
});

describe('passwords where the school requires SSO', () => {
  it('refuses the password of a student when students must use SSO; teachers keep theirs; platform admins always', async () => {
    const { hashPassword } = await import('../../lib/password');
    const hash = await hashPassword('a-long-password-123');
    const student = await f.buildStudent(school.id, { email: `pw-student-${sub}@${DOMAIN}` });
    const teacher = await f.buildTeacher(school.id, { email: `pw-teacher-${sub}@${DOMAIN}` });
    await t.db.update(users).set({ passwordHash: hash }).where(eq(users.id, student.id));
    await t.db.update(users).set({ passwordHash: hash }).where(eq(users.id, teacher.id));
    await t.db.update(ssoConnections).set({ requiredForStudents: true }).where(eq(ssoConnections.id, connectionId));
    try {
      const login = (username: string) =>
        t.app.inject({ method: 'POST', url: '/login_check', payload: { username, password: 'a-long-password-123' } });
      const refused = await login(student.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'sso_required' });
      expect(refused.json().detail).toContain('Sign in with Test IdP');
      expect((await login(teacher.email)).statusCode).toBe(200);
      const providers = await t.app.inject({ method: 'GET', url: `/api/v2/sso/providers?email=${student.email}` });
      expect(providers.json()).toMatchObject({
        passwordRefused: true,
        items: [{ id: connectionId, name: 'Test IdP' }],
      });
    } finally {
      await t.db.update(ssoConnections).set({ requiredForStudents: false }).where(eq(ssoConnections.id, connectionId));
    }
  });
});

describe('SSO settings routes', () => {
  it('school admin only: 401, 403, 200', async () => {
    const statuses = await t.statusByCaller({ method: 'GET', url: '/api/v2/school-admin/sso' });
    expect(statuses).toMatchObject({
      anonymous: 401,
      student: 403,
      teacher: 403,
      staff: 403,
      admin: 403,
      schoolAdmin: 200,
    });
    const admin = await t.statusByCaller({ method: 'GET', url: '/api/v2/admin/sso-connections' });
    expect(admin).toMatchObject({ anonymous: 401, student: 403, schoolAdmin: 403, staff: 403, admin: 200 });
  });

  it('keeps the secret encrypted and never answers it; an update may keep it', async () => {
    const res = await t.request({ userId: school.owner.id }, { method: 'GET', url: '/api/v2/school-admin/sso' });
    expect(res.json().connection).toMatchObject({
      id: connectionId,
      hasClientSecret: true,
      redirectUri: `${SITE}${CALLBACK_PATH}`,
    });
    expect(res.body).not.toContain(idp.clientSecret);
    const [row] = await t.db.select().from(ssoConnections).where(eq(ssoConnections.id, connectionId));
    expect(row!.clientSecretEncrypted).not.toContain(idp.clientSecret);
    expect(createSecretBox('test-secret-test-secret-test-secret-1234').open(row!.clientSecretEncrypted)).toBe(
      idp.clientSecret,
    );
    const { clientSecret: _omitted, ...withoutSecret } = body();
    const kept = await t.request(
      { userId: school.owner.id },
      { method: 'PUT', url: '/api/v2/school-admin/sso', payload: withoutSecret },
    );
    expect(kept.statusCode).toBe(200);
    const [after] = await t.db.select().from(ssoConnections).where(eq(ssoConnections.id, connectionId));
    expect(createSecretBox('test-secret-test-secret-test-secret-1234').open(after!.clientSecretEncrypted)).toBe(
      idp.clientSecret,
    );
  });

  it('answers problem+json 400 for bad input and for another school’s domain', async () => {
    const bad = await t.request(
      { userId: school.owner.id },
      { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body({ domains: ['not a domain'] }) },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const taken = await t.request(
      { userId: school.owner.id },
      { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body({ domains: [DOMAIN, OTHER_DOMAIN] }) },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('domain_taken');
    const ms = await t.request(
      { userId: school.owner.id },
      { method: 'PUT', url: '/api/v2/school-admin/sso', payload: body({ preset: 'microsoft', issuer: undefined }) },
    );
    expect(ms.json().code).toBe('tenant_required');
  });

  it('the platform admin manages platform-wide providers; a school’s connection id is 404 there', async () => {
    const created = await t.request('admin', {
      method: 'POST',
      url: '/api/v2/admin/sso-connections',
      payload: body({
        preset: 'google',
        name: undefined,
        issuer: undefined,
        domains: [`platform-${process.pid}.test`],
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Google', issuer: 'https://accounts.google.com', schoolId: null });
    const list = await t.request('admin', { method: 'GET', url: '/api/v2/admin/sso-connections' });
    expect(list.json().items.map((c: { id: number }) => c.id)).toContain(created.json().id);
    const schoolOne = await t.request('admin', {
      method: 'DELETE',
      url: `/api/v2/admin/sso-connections/${connectionId}`,
    });
    expect(schoolOne.statusCode).toBe(404);
    const gone = await t.request('admin', {
      method: 'DELETE',
      url: `/api/v2/admin/sso-connections/${created.json().id}`,
    });
    expect(gone.statusCode).toBe(204);
  });

  it('an unknown provider id is 404 at start, a bad id 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/sso/999999/start' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/sso/abc/start' })).statusCode).toBe(400);
  });
});
