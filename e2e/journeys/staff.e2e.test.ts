import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf } from '../support';

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
});
