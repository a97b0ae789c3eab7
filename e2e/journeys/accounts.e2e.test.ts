import { describe, expect, it } from 'vitest';
import {
  baseURL,
  checkPage,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectHidden,
  expectVisible,
  login,
  newPage,
  pathOf,
  visit,
} from '../support';

/** A demo student no other journey signs in as: this one changes their password. */
const STUDENT = { email: 'emma-brown@demo.markwell.test', name: 'Emma Brown' };
const CHOSEN = 'lantern orchard velvet';
const AFTER_RESET = 'copper meadow thistle';

/** The newest e-mail to an address in the dev mailbox (outbox without SMTP), read as the platform admin. */
async function latestMailTo(to: string, after: number): Promise<{ id: number; text: string }> {
  const signIn = await fetch(`${baseURL()}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  // The e-mail is prepared by a background job: poll for a while.
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${baseURL()}/api/v2/admin/mailbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as { items: { id: number; text: string }[] };
    const mail = page.items.find((m) => m.id > after);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no e-mail to ${to} arrived`);
}

describe('accounts and passwords', () => {
  it(
    'one-time password, forced change, log out, forgot password by e-mail, log in again',
    { timeout: 240_000 },
    async () => {
      // A school admin resets the student's password and reads the one-time password off the screen.
      const admin = await newPage();
      await login(admin, DEMO_ACCOUNTS.schoolAdmin);
      await visit(admin, '/school/students');
      await admin.getByRole('searchbox', { name: 'Search' }).fill('Emma');
      await admin.getByRole('button', { name: `Reset password for ${STUDENT.name}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Reset ${STUDENT.name}'s password` });
      await expectVisible(dialog);
      await checkPage(admin);
      await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
      const field = dialog.getByLabel('Initial password');
      await expectVisible(field);
      await checkPage(admin);
      const oneTime = (await field.inputValue()).trim();
      expect(oneTime).toMatch(/^[A-Za-z2-9]{12}$/);
      await dialog.getByRole('button', { name: 'Done', exact: true }).click();
      await expectHidden(dialog);

      // The student logs in with it and can do nothing before choosing their own password.
      const page = await newPage();
      await login(page, STUDENT.email, oneTime);
      expect(pathOf(page)).toBe('/account/password');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Choose your own password' }));
      await visit(page, '/student/assignments');
      expect(pathOf(page)).toBe('/account/password');
      await page.getByLabel('Password you were given').fill(oneTime);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await expectVisible(page.getByText(/Use at least 10 characters/));
      await page.getByLabel('New password', { exact: true }).fill(CHOSEN);
      await page.getByLabel('Repeat the new password').fill(CHOSEN);
      await checkPage(page);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.waitForURL((url) => url.pathname === '/student');
      await checkPage(page);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Welcome, ${STUDENT.name}` }));

      // Logging out revokes the token on the server, not only in this browser.
      const token = await page.evaluate(() => localStorage.getItem('markwell.token'));
      expect(token).toBeTruthy();
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const reused = await fetch(`${baseURL()}/api/v2/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(reused.status).toBe(401);

      // Forgot password: the link arrives by e-mail (the dev mailbox, as no SMTP is configured).
      const before = await latestMailTo(STUDENT.email, -1).then(
        (m) => m.id,
        () => 0,
      );
      await visit(page, '/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await checkPage(page);
      await page.getByLabel('E-mail').fill(STUDENT.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'we have sent it a link' }));
      await checkPage(page);

      const mail = await latestMailTo(STUDENT.email, before);
      const link = /(https?:\/\/\S+\/reset-password#token=[\w-]+)/.exec(mail.text)?.[1];
      expect(link).toBeTruthy();
      await visit(page, link!.replace(/^https?:\/\/[^/]+/, ''));
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Choose a new password' }));
      await page.getByLabel('New password', { exact: true }).fill(AFTER_RESET);
      await page.getByLabel('Repeat the new password').fill(AFTER_RESET);
      await page.getByRole('button', { name: 'Set my new password' }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'Your password is changed' }));
      await checkPage(page);

      // The link works once (opened afresh, as from the e-mail again).
      await visit(page, '/login');
      await visit(page, link!.replace(/^https?:\/\/[^/]+/, ''));
      await page.getByLabel('New password', { exact: true }).fill('another fine password');
      await page.getByLabel('Repeat the new password').fill('another fine password');
      await page.getByRole('button', { name: 'Set my new password' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'expired or was already used' }));
      await checkPage(page);

      // The old password no longer works; the new one does.
      await visit(page, '/login');
      await page.getByLabel('E-mail').fill(STUDENT.email);
      await page.getByLabel('Password').fill(CHOSEN);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' }));
      await login(page, STUDENT.email, AFTER_RESET);
      expect(pathOf(page)).toBe('/student');
    },
  );

  it('shows the change-password screen from the user menu', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/account/password');
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Change your password' }));
  });

  it('lets the platform admin find a user across schools', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.admin);
    await visit(page, '/admin/users');
    await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('Ravi');
    const table = page.getByRole('table', { name: 'Users' });
    await expectVisible(table.getByRole('row', { name: /Ravi Student/ }));
    // One match: the count says so and no pager is offered.
    await expectVisible(page.getByText('1 user; page 1 of 1.'));
    expect(await page.getByRole('navigation', { name: 'Pages of users' }).count()).toBe(0);
    await checkPage(page);
    await visit(page, '/admin/schools/new');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New school' }));
  });
});
