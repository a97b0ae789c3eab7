import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
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
import { seededDatabase, startServer, type RunningServer } from '../support/server';

// Connecting the demo school to a provider changes every demo login's page (its buttons), and
// requiring it for students refuses the demo student's password: a server of this file's own.
let server: RunningServer;
let idp: DevOidcProvider;
const PROVIDER_PASSWORD = 'provider-password-2468';
const BUTTON = 'Test Identity';
/** A student the school's information system knows and Markwell does not, yet. */
const NEWCOMER = { sourcedId: 'nf-s-nia', email: 'nia-newton@demo.markwell.test', name: 'Nia Newton' };

/**
 * The demo school's OneRoster export (docs/samples) with one more student, enrolled in 10B
 * Biology: written as the zip an information system hands over.
 */
function rosterWithNewcomer(): string {
  const folder = join(import.meta.dirname, '../../docs/samples/oneroster-northfield');
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(folder)) {
    let text = readFileSync(join(folder, name), 'utf8');
    const [header] = text.split(/\r?\n/);
    const columns = header!.split(',');
    const row = (values: Record<string, string>) => columns.map((c) => values[c] ?? '').join(',');
    const stamp = '2026-09-01T07:00:00.000Z';
    if (name === 'users.csv')
      text = `${text.trimEnd()}\r\n${row({
        sourcedId: NEWCOMER.sourcedId,
        status: 'active',
        dateLastModified: stamp,
        enabledUser: 'true',
        username: 'nia-newton',
        givenName: 'Nia',
        familyName: 'Newton',
        email: NEWCOMER.email,
        primaryOrgSourcedId: 'northfield-academy',
      })}\r\n`;
    if (name === 'enrollments.csv')
      text = `${text.trimEnd()}\r\n${row({
        sourcedId: `nf-c-10b-bio-${NEWCOMER.sourcedId}`,
        status: 'active',
        dateLastModified: stamp,
        classSourcedId: 'nf-c-10b-bio',
        schoolSourcedId: 'northfield-academy',
        userSourcedId: NEWCOMER.sourcedId,
        role: 'student',
        primary: 'false',
        beginDate: '2026-09-01',
      })}\r\n`;
    files[name] = strToU8(text);
  }
  const path = join(mkdtempSync(join(tmpdir(), 'markwell-roster-')), 'oneroster.zip');
  writeFileSync(path, zipSync(files));
  return path;
}

beforeAll(async () => {
  server = await startServer({ name: 'sso', seeded: seededDatabase() });
  // A real OpenID Connect provider (oidc-provider) on a spare port, with its own sign-in and
  // consent pages; it knows the demo teacher and student by their e-mail (verified).
  idp = await startDevOidcProvider({
    port: 0,
    redirectUris: [`${server.baseURL}/api/v2/sso/callback`],
    users: [
      { email: DEMO_ACCOUNTS.teacher, name: 'Demo Teacher' },
      { email: DEMO_ACCOUNTS.student, name: 'Demo Student' },
      { email: NEWCOMER.email, name: NEWCOMER.name },
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

  it('the school admin imports the roster (dry run, then apply); a student new to Markwell signs in through the provider and finds her class’s work', async () => {
    const admin = await newPage();
    await login(admin, DEMO_ACCOUNTS.schoolAdmin);
    await visit(admin, '/school/roster');
    await expectVisible(admin.getByRole('heading', { level: 1, name: 'Roster' }));
    await checkPage(admin);
    await admin.getByLabel('OneRoster zip').setInputFiles(rosterWithNewcomer());
    await admin.getByRole('button', { name: 'Dry run' }).click();
    await expectVisible(admin.getByRole('heading', { name: /^Dry run for / }));
    await expectVisible(admin.getByRole('table', { name: 'Changes' }));
    // Among the students it would add, by name and sourcedId: the newcomer.
    await admin.getByText(/^Students added \(\d+\)$/).click();
    await expectVisible(
      admin
        .getByRole('table', { name: 'Students added' })
        .getByRole('row', { name: `${NEWCOMER.name} ${NEWCOMER.sourcedId}` }),
    );
    await checkPage(admin);
    await admin.getByRole('button', { name: 'Apply these changes' }).click();
    await expectVisible(admin.getByRole('status').getByText(/^\d+ students and \d+ teachers added/));
    await checkPage(admin);

    // She has no Markwell password: the school's provider signs her in.
    const nia = await newPage();
    await visit(nia, '/login');
    await nia.getByLabel('E-mail').fill(NEWCOMER.email);
    await nia.getByRole('link', { name: `Sign in with ${BUTTON}` }).click();
    await nia.waitForURL((url) => url.origin === idp.issuer);
    await nia.getByLabel('E-mail address').fill(NEWCOMER.email);
    await nia.getByLabel('Password').fill(PROVIDER_PASSWORD);
    await nia.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(nia.getByRole('heading', { level: 1, name: 'Allow Markwell to sign you in?' }));
    await nia.getByRole('button', { name: 'Allow' }).click();
    await nia.waitForURL((url) => url.origin === server.baseURL && url.pathname === '/student', { timeout: 30_000 });
    await expectVisible(nia.getByRole('heading', { level: 1, name: `Welcome, ${NEWCOMER.name}` }));
    // The roster put her in 10B Biology, whose work is hers now.
    await expectVisible(
      nia.getByRole('region', { name: 'My classes' }).getByRole('heading', { level: 3, name: '10B Biology' }),
    );
    await expectVisible(
      nia
        .getByRole('region', { name: 'Up next' })
        .getByRole('link', { name: /^(Start|Continue): / })
        .first(),
    );
    await checkPage(nia);
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
