import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startDevOidcProvider, type DevOidcProvider } from '../lib/dev-oidc-provider';
import { CALLBACK_PATH, createSecretBox } from '../modules/sso/index';
import { ssoConnections, users } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { connectDemoSchoolToDevProvider, demoIdentities, DEV_PROVIDER_NAME } from './dev-sso';

const SITE = 'http://localhost:3000';
let t: TestApp;
let idp: DevOidcProvider;
const seal = (secret: string) => createSecretBox('test-secret-test-secret-test-secret-1234').seal(secret);

beforeAll(async () => {
  t = await createTestApp();
  idp = await startDevOidcProvider({
    port: 0,
    redirectUris: [`${SITE}${CALLBACK_PATH}`],
    users: await demoIdentities(t.db),
    password: DEMO_PASSWORD,
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

const connect = () =>
  connectDemoSchoolToDevProvider(t.db, {
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecretEncrypted: seal(idp.clientSecret),
  });

/** A browser at the provider: keeps its cookies, answers each response without following redirects. */
function providerBrowser() {
  const jar = new Map<string, string>();
  return async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    return { status: res.status, html: await res.text(), location: location ? new URL(location, url).href : null };
  };
}

describe('the development identity provider (DEV_OIDC_PROVIDER)', () => {
  it('knows the demo accounts by their e-mail', async () => {
    const identities = await demoIdentities(t.db);
    expect(identities.map((i) => i.email).sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());
    expect(identities.every((i) => i.name.length > 0)).toBe(true);
  });

  it('connects the demo school, then follows the provider to a new address; a school’s own provider is kept', async () => {
    expect(await connect()).toBe('connected');
    expect(await connect()).toBe('updated');
    const providers = await t.app.inject({
      method: 'GET',
      url: `/api/v2/sso/providers?email=${DEMO_ACCOUNTS.teacher}`,
    });
    expect(providers.json().items).toMatchObject([{ name: DEV_PROVIDER_NAME, preset: 'custom' }]);

    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.schoolAdmin));
    const [row] = await t.db.select().from(ssoConnections).where(eq(ssoConnections.schoolId, admin!.schoolId!));
    expect(row).toMatchObject({ issuer: idp.issuer, clientId: idp.clientId, domains: ['demo.markwell.test'] });
    await t.db.update(ssoConnections).set({ clientId: 'the-schools-own' }).where(eq(ssoConnections.id, row!.id));
    try {
      expect(await connect()).toBe('kept');
      const [after] = await t.db.select().from(ssoConnections).where(eq(ssoConnections.id, row!.id));
      expect(after!.clientId).toBe('the-schools-own');
    } finally {
      await t.db.update(ssoConnections).set({ clientId: idp.clientId }).where(eq(ssoConnections.id, row!.id));
    }
  });

  it('signs the demo teacher in through its sign-in and consent pages; a wrong password stays on its sign-in page', async () => {
    await connect();
    const { items } = (
      await t.app.inject({ method: 'GET', url: `/api/v2/sso/providers?email=${DEMO_ACCOUNTS.teacher}` })
    ).json() as { items: { startUrl: string }[] };
    const start = await t.app.inject({ method: 'GET', url: items[0]!.startUrl });
    expect(start.statusCode).toBe(302);
    const stateCookie = String(start.headers['set-cookie']).split(';')[0]!;

    const browser = providerBrowser();
    let step = await browser(String(start.headers.location));
    while (step.location && !step.location.includes('/interaction/')) step = await browser(step.location);
    const loginUrl = step.location!;
    const loginPage = await browser(loginUrl);
    expect(loginPage.status).toBe(200);
    expect(loginPage.html).toContain('<label for="email">E-mail address</label>');

    const wrong = await browser(`${loginUrl}/login`, { email: DEMO_ACCOUNTS.teacher, password: 'not-it' });
    expect(wrong.html).toContain('Wrong e-mail address or password.');
    const stranger = await browser(`${loginUrl}/login`, {
      email: 'nobody@demo.markwell.test',
      password: DEMO_PASSWORD,
    });
    expect(stranger.html).toContain('Wrong e-mail address or password.');

    step = await browser(`${loginUrl}/login`, { email: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD });
    while (step.location && !step.location.includes('/interaction/')) step = await browser(step.location);
    const consentUrl = step.location!;
    const consent = await browser(consentUrl);
    expect(consent.html).toContain('Allow Markwell to sign you in?');
    step = await browser(`${consentUrl}/confirm`, {});
    while (step.location && !step.location.startsWith(SITE)) step = await browser(step.location);
    const callback = new URL(step.location!);
    expect(callback.pathname).toBe(CALLBACK_PATH);

    const done = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookie },
    });
    const location = String(done.headers.location);
    expect(location.startsWith('/login/sso#token=')).toBe(true);
    const token = decodeURIComponent(location.split('#token=')[1]!);
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ email: DEMO_ACCOUNTS.teacher, role: 'teacher' });
  });
});
