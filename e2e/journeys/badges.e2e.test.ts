import { describe, expect, it } from 'vitest';
import {
  checkPage,
  DEMO_ACCOUNTS,
  expectHidden,
  expectVisible,
  login,
  lowContrastTexts,
  newPage,
  visit,
} from '../support';

/** Every status badge, in each of its variants, measured in the real browser. */
describe('status badges', () => {
  it('are readable on the platform admin schools list', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.admin);
    await visit(page, '/admin/schools');
    const active = page.getByRole('table', { name: 'Schools' }).getByText('Active', { exact: true });
    await expectVisible(active.first());
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it('are readable on every school admin list, active and deactivated', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.schoolAdmin);
    for (const list of ['/school/teachers', '/school/classes', '/school/students']) {
      await visit(page, list);
      await expectVisible(page.getByRole('table').getByText('Active', { exact: true }).first());
      expect(await lowContrastTexts(page), list).toEqual([]);
    }

    // A student of our own, deactivated, shows the other variant.
    const name = `Badge Tester ${Date.now()}`;
    await page.getByRole('button', { name: 'Add student', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add student' });
    await expectVisible(dialog);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`badge.${Date.now()}@demo.markwell.test`);
    await dialog.getByRole('checkbox', { name: '11A Chemistry' }).check();
    await dialog.getByRole('button', { name: 'Add student', exact: true }).click();
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expectHidden(dialog);
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: /^Deactivate/ }).click();
    await expectHidden(confirm);
    await page.getByRole('switch', { name: 'Show deactivated students' }).check();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expectVisible(row.getByText('Deactivated', { exact: true }));
    await checkPage(page);
    expect(await lowContrastTexts(page)).toEqual([]);
  });
});
