import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevOidcProvider, type DevOidcProvider } from '../../apps/server/src/lib/dev-oidc-provider';
import {
  checkPage,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectVisible,
  login,
  newPage as newPageOf,
  pathOf,
  visit,
} from '../support';
import { startServer, type RunningServer } from '../support/server';

// Connecting the demo school to a provider changes every demo login's page (its buttons), and
// requiring it for students refuses the demo student's password: a server of this file's own.
let server: RunningServer;
let idp: DevOidcProvider;
const PROVIDER_PASSWORD = 'provider-password-2468';
const BUTTON = 'Test Identity';

beforeAll(async () => {
  server = await startServer({ name: 'sso' });
  // A real OpenID Connect provider (oidc-provider) on a spare port, with its own sign-in and
  // consent pages; it knows the demo teacher and student by their e-mail (verified).
  idp = await startDevOidcProvider({
    port: 0,
    redirectUris: [`${server.baseURL}/api/v2/sso/callback`],
    users: [
      { email: DEMO_ACCOUNTS.teacher, name: 'Demo Teacher' },
      { email: DEMO_ACCOUNTS.student, name: 'Demo Student' },
    ],
    password: PROVIDER_PASSWORD,
    title: 'Test Identity sign-in',
  });
});
afterAll(async () => {
  await idp?.close();
  await server?.stop();
});

const newPage = () => newPageOf({ baseURL: server.baseURL });

/** Opens the school's Sign-in screen as the demo school admin. */
async function openSignInSettings(): Promise<Page> {
  const page = await newPage();
  await login(page, DEMO_ACCOUNTS.schoolAdmin);
  await visit(page, '/school/sign-in');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign-in' }));
  return page;
}

describe('signing in through the school’s identity provider', () => {
  it('the school admin connects the demo school; a teacher signs in through the provider’s pages and lands on her home', async () => {
    const admin = await openSignInSettings();
    await admin.getByRole('combobox', { name: 'Provider' }).click();
    await admin.getByRole('option', { name: 'Another OpenID Connect provider' }).click();
    await admin.getByLabel('Issuer URL').fill(idp.issuer);
    await admin.getByLabel('Button name').fill(BUTTON);
    await admin.getByLabel('Client ID').fill(idp.clientId);
    await admin.getByLabel('Client secret').fill(idp.clientSecret);
    await admin.getByLabel('E-mail domains').fill('demo.markwell.test');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expectVisible(admin.getByText('Saved. People of these domains now see the sign-in button.'));
    await expectVisible(admin.getByRole('heading', { name: `Connected to ${BUTTON}` }));
    await expectVisible(admin.getByText(`${server.baseURL}/api/v2/sso/callback`));
    await checkPage(admin);

    const teacher = await newPage();
    await visit(teacher, '/login');
    await teacher.getByLabel('E-mail').fill(DEMO_ACCOUNTS.teacher);
    await teacher.getByRole('link', { name: `Sign in with ${BUTTON}` }).click();
    // The provider's own sign-in page (another origin).
    await teacher.waitForURL((url) => url.origin === idp.issuer);
    await expectVisible(teacher.getByRole('heading', { level: 1, name: 'Test Identity sign-in' }));
    await checkPage(teacher);
    await teacher.getByLabel('E-mail address').fill(DEMO_ACCOUNTS.teacher);
    await teacher.getByLabel('Password').fill('not-the-password');
    await teacher.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(teacher.getByRole('alert').getByText('Wrong e-mail address or password.'));
    await teacher.getByLabel('Password').fill(PROVIDER_PASSWORD);
    await teacher.getByRole('button', { name: 'Sign in' }).click();
    // Its consent page.
    await expectVisible(teacher.getByRole('heading', { level: 1, name: 'Allow Markwell to sign you in?' }));
    await checkPage(teacher);
    await teacher.getByRole('button', { name: 'Allow' }).click();

    // Back at Markwell: signed in, at the teacher's home.
    await teacher.waitForURL((url) => url.origin === server.baseURL && url.pathname === '/teacher', {
      timeout: 30_000,
    });
    await teacher.getByRole('heading', { level: 1 }).first().waitFor();
    await checkPage(teacher);
    // The token was taken out of the address bar.
    expect(new URL(teacher.url()).hash).toBe('');
    const me = await teacher.evaluate(async () => {
      const token = localStorage.getItem('markwell.token');
      const res = await fetch('/api/v2/me', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return res.ok ? ((await res.json()) as { email: string }).email : `status ${res.status}`;
    });
    expect(me).toBe(DEMO_ACCOUNTS.teacher);
  });

  it('a student of a school that requires the provider for students is refused a password with the clear message', async () => {
    const admin = await openSignInSettings();
    await admin.getByRole('checkbox', { name: 'Students must sign in with this provider (no password)' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expectVisible(admin.getByText('Saved. People of these domains now see the sign-in button.'));
    await checkPage(admin);

    const student = await newPage();
    await visit(student, '/login');
    await student.getByLabel('E-mail').fill(DEMO_ACCOUNTS.student);
    await student.getByLabel('Password').fill(DEMO_PASSWORD);
    await expectVisible(student.getByRole('heading', { name: 'Your school signs you in with' }));
    await student.getByRole('button', { name: 'Log in' }).click();
    await expectVisible(
      student
        .getByRole('alert')
        .getByText(
          `Your school signs you in with ${BUTTON}: use the “Sign in with ${BUTTON}” button instead of a password.`,
        ),
    );
    expect(pathOf(student)).toBe('/login');
    await expectVisible(student.getByRole('link', { name: `Sign in with ${BUTTON}` }));
    await checkPage(student);
  });

  it('the platform admin adds a platform-wide provider with the same fields', async () => {
    const admin = await newPage();
    await login(admin, DEMO_ACCOUNTS.admin);
    await admin.getByRole('link', { name: 'Sign-in providers' }).first().click();
    await admin.waitForURL((url) => url.pathname === '/admin/sign-in');
    await expectVisible(admin.getByRole('heading', { level: 1, name: 'Sign-in providers' }));
    await expectVisible(admin.getByText('No platform-wide provider yet.'));
    await checkPage(admin);
    const add = admin.getByRole('form', { name: 'Add a provider' });
    await add.getByRole('combobox', { name: 'Provider' }).click();
    await admin.getByRole('option', { name: 'Another OpenID Connect provider' }).click();
    await add.getByLabel('Issuer URL').fill(idp.issuer);
    await add.getByLabel('Button name').fill('Trust Identity');
    await add.getByLabel('Client ID').fill(idp.clientId);
    await add.getByLabel('Client secret').fill(idp.clientSecret);
    await add.getByLabel('E-mail domains').fill('trust.markwell.test');
    await add.getByRole('button', { name: 'Add provider' }).click();
    await expectVisible(admin.getByText('Trust Identity added: people of its domains see its button.'));
    await expectVisible(admin.getByRole('form', { name: 'Trust Identity' }));
    await expectVisible(admin.getByText(`${server.baseURL}/api/v2/sso/callback`));
    await checkPage(admin);
  });
});
