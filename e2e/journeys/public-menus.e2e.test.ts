import { describe, expect, it } from 'vitest';
import {
  baseURL,
  checkPage,
  DEMO_ACCOUNTS,
  expectHidden,
  expectVisible,
  login,
  newPage,
  pathOf,
  visit,
} from '../support';

/** The public HTML the server sends for a path, before any script runs (what crawlers read). */
async function serverHtml(path: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('public menus, the contact inbox and the dev mailbox', () => {
  it(
    'staff add a page to the header menu; a visitor finds it in the server-rendered HTML and clicks through',
    { timeout: 180_000 },
    async () => {
      const label = `Our team ${Date.now().toString(36)}`;
      const staff = await newPage();
      await login(staff, DEMO_ACCOUNTS.staff);
      // Reached from the staff home, beside the CMS pages.
      await staff
        .getByRole('list', { name: 'Your areas' })
        .getByRole('link', { name: /^Site menus/ })
        .click();
      await staff.waitForURL((url) => url.pathname === '/staff/menus');
      await expectVisible(staff.getByRole('heading', { level: 1, name: 'Site menus' }));
      await checkPage(staff);

      const header = staff.getByRole('region', { name: 'Header menu' });
      await header.getByRole('button', { name: 'Add a link' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Add a link to the header menu' });
      await expectVisible(dialog);
      await dialog.getByLabel('Label').fill(label);
      await dialog.getByLabel('Opens').selectOption('page');
      await dialog.getByLabel('Page', { exact: true }).selectOption({ label: 'Meet the Markwell team' });
      await checkPage(staff);
      // Sent with the keyboard: focus goes back to the button that opened the form.
      await dialog.getByLabel('Label').press('Enter');
      await expectHidden(dialog);
      await staff.waitForFunction(() => document.activeElement?.textContent === 'Add a link');
      const row = header.getByRole('listitem').filter({ hasText: label });
      await expectVisible(row);

      // Moved one place up with the keyboard buttons, and the order is kept.
      const count = await header.getByRole('listitem').count();
      await row.getByRole('button', { name: `Move up: ${label}` }).focus();
      await staff.keyboard.press('Enter');
      await expectVisible(staff.getByText(new RegExp(`${label} moved to position`)));
      const placeOf = async () =>
        (await header.getByRole('listitem').allTextContents()).findIndex((text) => text.includes(label));
      await expect.poll(placeOf).toBe(count - 2);
      await checkPage(staff);

      // Crawlers get the link in the HTML the server sends, without running any script.
      const html = await serverHtml('/blog');
      expect(html).toContain(`<a href="/pages/meet-markwell-team">${label}</a>`);
      expect(html).toMatch(/<nav aria-label="Main"><ul><li><a href="\/">Home<\/a><\/li>/);

      // A visitor sees it in the header and clicks through.
      const visitor = await newPage();
      await visit(visitor, '/');
      const main = visitor.getByRole('navigation', { name: 'Main' });
      await main.getByRole('link', { name: label }).click();
      await visitor.waitForURL((url) => url.pathname === '/pages/meet-markwell-team');
      await expectVisible(visitor.getByRole('heading', { level: 1, name: 'Meet the Markwell team' }));
      await checkPage(visitor);

      // Staff take it out again: gone for the next visitor and from the server's HTML.
      await row.getByRole('button', { name: `Remove: ${label}` }).click();
      const confirm = staff.getByRole('dialog', { name: `Remove the link “${label}”?` });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expectHidden(row);
      expect(await serverHtml('/blog')).not.toContain(label);
    },
  );

  it(
    'the platform admin reads a contact message, marks it handled, and follows a link from the mailbox',
    { timeout: 180_000 },
    async () => {
      // A reset e-mail to read: asked for on the login page, as anyone would.
      const visitor = await newPage();
      await visit(visitor, '/forgot-password');
      await visitor.getByLabel('E-mail').fill(DEMO_ACCOUNTS.teacher2);
      await visitor.getByRole('button', { name: 'Send me a link' }).click();
      await expectVisible(visitor.getByRole('status').filter({ hasText: 'we have sent it a link' }));

      const admin = await newPage();
      await login(admin, DEMO_ACCOUNTS.admin);
      await admin
        .getByRole('list', { name: 'Your areas' })
        .getByRole('link', { name: /^Contact inbox/ })
        .click();
      await admin.waitForURL((url) => url.pathname === '/admin/inbox');
      await expectVisible(admin.getByRole('heading', { level: 1, name: 'Contact inbox' }));
      await checkPage(admin);
      await admin.getByRole('searchbox', { name: /Search/ }).fill('tablet');
      await admin.getByRole('link', { name: 'Can students sit exams on tablets?' }).click();
      await admin.waitForURL((url) => /^\/admin\/inbox\/\d+$/.test(url.pathname));
      await expectVisible(admin.getByRole('heading', { level: 1, name: 'Can students sit exams on tablets?' }));
      await expectVisible(admin.getByText(/Do exams work on a tablet/));
      await checkPage(admin);
      await admin.getByRole('button', { name: 'Mark handled' }).click();
      await expectVisible(admin.getByRole('button', { name: 'Mark as not handled' }));
      await checkPage(admin);
      // Back to the messages still to handle for the next reader.
      await admin.getByRole('button', { name: 'Mark as not handled' }).click();
      await expectVisible(admin.getByRole('button', { name: 'Mark handled' }));

      await visit(admin, '/admin');
      await admin
        .getByRole('list', { name: 'Your areas' })
        .getByRole('link', { name: /^Mailbox/ })
        .click();
      await admin.waitForURL((url) => url.pathname === '/admin/mailbox');
      const table = admin.getByRole('table', { name: 'E-mails' });
      const resetRow = table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.teacher2 }).first();
      await expectVisible(resetRow);
      await checkPage(admin);
      await resetRow.getByRole('link', { name: 'Reset your Markwell password' }).click();
      await admin.waitForURL((url) => /^\/admin\/mailbox\/\d+$/.test(url.pathname));
      await expectVisible(admin.getByRole('heading', { level: 1, name: 'Reset your Markwell password' }));
      await checkPage(admin);
      await admin.getByRole('link', { name: /\/reset-password#token=/ }).click();
      await admin.waitForURL((url) => url.pathname === '/reset-password');
      expect(pathOf(admin)).toBe('/reset-password');
      await expectVisible(admin.getByRole('heading', { level: 1, name: 'Choose a new password' }));
    },
  );
});
