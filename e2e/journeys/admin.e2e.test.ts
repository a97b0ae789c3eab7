import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf, visit } from '../support';

describe('platform admin', () => {
  it('logs in and lands on the admin home', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.admin);

    expect(pathOf(page)).toBe('/admin');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Admin' }));
    const areas = page.getByRole('list', { name: 'Your areas' });
    await expectVisible(areas.getByRole('link', { name: /^Schools/ }));

    await areas.getByRole('link', { name: /^Schools/ }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Schools' }));
    const table = page.getByRole('table', { name: 'Schools' });
    const northfield = table.getByRole('row', { name: /Northfield Academy/ });
    await expectVisible(northfield);
    await expect(northfield.textContent()).resolves.toContain('Large school');
    await checkPage(page);
  });

  it('may also open the content staff area', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.admin);
    // Reached from the admin home, not only by typing the address.
    await page
      .getByRole('list', { name: 'Your areas' })
      .getByRole('link', { name: /^Content staff area/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/staff');
    await checkPage(page);
    await visit(page, '/staff/questions');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Question bank' }));
    await visit(page, '/staff');
    expect(pathOf(page)).toBe('/staff');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Admin' }));
  });
});
