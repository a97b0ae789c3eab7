import { describe, expect, it } from 'vitest';
import { addFromBank, checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf } from '../support';

describe('content staff', () => {
  it('logs in and lands on the staff home with the content areas', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);

    expect(pathOf(page)).toBe('/staff');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Sam Staff' }));
    const areas = page.getByRole('list', { name: 'Your areas' });
    for (const area of [
      'Questions',
      'Import questions',
      'Synonyms',
      'Machine phrases',
      'Pages',
      'Home page',
      'SEO pages',
      'Blog',
    ]) {
      await expectVisible(areas.getByRole('link', { name: new RegExp(`^${area}`) }));
    }
  });

  it('builds a central template in the builder, lands on its page and edits it', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);
    const name = `Central check ${Date.now()}`;

    await page
      .getByRole('list', { name: 'Your areas' })
      .getByRole('link', { name: /^Central exam templates/ })
      .click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Central exam templates' }));
    await checkPage(page);
    await page.getByRole('link', { name: 'New central template' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New central template' }));
    expect(await page.getByRole('radio', { name: 'Only me' }).count()).toBe(0);
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page
      .getByRole('region', { name: 'Details' })
      .getByRole('combobox', { name: /^Curriculum/ })
      .selectOption({ label: 'AQA Biology' });
    await addFromBank(page, { type: 'text', count: 2 });
    await expectVisible(page.getByText(/^Total: \d+ marks in 2 questions$/));
    await checkPage(page);
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL((url) => /^\/staff\/exam-templates\/\d+$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { level: 1, name }));
    // Its page is where it becomes a topic's checkpoint.
    await expectVisible(page.getByRole('region', { name: 'Checkpoint of topics' }));
    await checkPage(page);
    const templatePath = pathOf(page);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${templatePath}/edit`);
    const nameBox = page.getByRole('textbox', { name: /^Name/ });
    await expectVisible(nameBox);
    expect(await nameBox.inputValue()).toBe(name);
    await checkPage(page);
    await nameBox.fill(`${name} (revised)`);
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.waitForURL((url) => url.pathname === templatePath);
    await expectVisible(page.getByRole('heading', { level: 1, name: `${name} (revised)` }));
    await checkPage(page);
  });
});
