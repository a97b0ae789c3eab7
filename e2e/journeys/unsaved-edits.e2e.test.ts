import type { Dialog } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf, visit } from '../support';

describe('unsaved edits (content staff)', () => {
  it('asks before the browser’s Back button leaves the question editor with edits', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);
    await visit(page, '/staff/questions');
    await page.getByRole('link', { name: 'New question' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/questions/new');
    await checkPage(page);
    const text = `Why is the sky blue? (journey ${Date.now()})`;
    await page.getByLabel('Question text').fill(text);

    // Back, and "Cancel" in the browser's dialog: still on the editor, with the edits.
    const answer = (accept: boolean) =>
      new Promise<string>((resolve) =>
        page.once('dialog', (dialog: Dialog) => {
          resolve(dialog.message());
          void (accept ? dialog.accept() : dialog.dismiss());
        }),
      );
    let asked = answer(false);
    await page.evaluate(() => window.history.back());
    expect(await asked).toMatch(/unsaved changes/i);
    await page.waitForURL((url) => url.pathname === '/staff/questions/new');
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New question' }));
    expect(await page.getByLabel('Question text').inputValue()).toBe(text);

    // Back again, and "OK": the list.
    asked = answer(true);
    await page.evaluate(() => window.history.back());
    await asked;
    await page.waitForURL((url) => url.pathname === '/staff/questions');
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Question bank' }));
    expect(pathOf(page)).toBe('/staff/questions');
  });
});
