import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, visit } from '../support';

/**
 * The school admin's data-protection screens (apps/web/src/features/data-protection): a student's
 * data page with Export (a zip) and Erase (asked twice), the audit log with its filters, and the
 * leavers' retention setting. The student is one this journey makes, so no other journey sees the
 * erasure.
 */
describe('data protection', () => {
  it('a school admin exports a student’s data, erases them and reads the audit log', async () => {
    const token = await apiLogin(DEMO_ACCOUNTS.schoolAdmin);
    const name = `Ivy Erasable ${Date.now()}`;
    const email = `ivy.erasable.${Date.now()}@demo.markwell.test`;
    const created = await apiCall<{ id: number }>(token, 'POST', '/api/v2/school/students', { name, email });

    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.schoolAdmin);
    await visit(page, '/school/students');
    await page.getByPlaceholder('Name or e-mail').fill('Ivy Erasable');
    await page.getByRole('link', { name: `Data of ${name}` }).click();
    await page.waitForURL(`**/school/people/${created.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name }));
    await checkPage(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export their data' }).click();
    expect((await download).suggestedFilename()).toBe(`markwell-data-${created.id}.zip`);
    await expectVisible(page.getByText('The export was downloaded'));

    await page.getByRole('button', { name: 'Erase' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${name}?` });
    await expectVisible(dialog.getByText('This cannot be undone.', { exact: false }));
    await checkPage(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectVisible(dialog.getByText(`Last check: erase ${name}`, { exact: false }));
    await checkPage(page);
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    await expectVisible(dialog.getByRole('status'));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Erased student' }));
    expect(await page.getByText(name).count()).toBe(0);

    await visit(page, '/school/audit');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Audit log' }));
    await page.getByLabel('Person (account id)').fill(String(created.id));
    await page.getByLabel('Action').selectOption('erase');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expectVisible(page.getByRole('cell', { name: 'Erased', exact: true }));
    await checkPage(page);

    await visit(page, '/school/data-protection');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Data protection' }));
    const days = page.getByLabel("Keep a leaver's personal data for (days)");
    await days.fill('400');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Saved: leavers’ data is kept 400 days.'));
    await days.fill('365');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Saved: leavers’ data is kept 365 days.'));
    await checkPage(page);
  });
});
