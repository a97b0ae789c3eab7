import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectHidden, expectVisible, login, newPage, sidewaysOverflow } from '../support';

/** The words of each column heading of the page's tables that the browser split across lines. */
async function headingWordsSplit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const th of Array.from(document.querySelectorAll('thead th'))) {
      const text = th.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const value = text.textContent ?? '';
      for (const m of Array.from(value.matchAll(/\S+/g))) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        // A word on one line is one box; a word broken across lines is two or more.
        if (range.getClientRects().length > 1) split.push(`${value} (“${m[0]}”)`);
      }
    }
    return split;
  });
}

describe('a teacher on a phone', () => {
  it('has a one-row header with its links behind Menu, and marking tables whose headings keep their words whole', async () => {
    const page = await newPage({ width: 390, height: 800 });
    await login(page, DEMO_ACCOUNTS.teacher);
    const header = page.locator('header').first();
    const height = await header.evaluate((h) => h.getBoundingClientRect().height);
    expect(height, 'header height at 390 px').toBeLessThanOrEqual(100);
    // The links are one tap away, behind Menu: it opens them under the header, Escape closes it,
    // and following a link closes it too.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    await expectHidden(nav.getByRole('link', { name: 'Assignments' }));
    await menu.click();
    await expectVisible(nav.getByRole('link', { name: 'Assignments' }));
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await checkPage(page);
    await page.keyboard.press('Escape');
    await expectHidden(nav.getByRole('link', { name: 'Assignments' }));
    expect(await menu.evaluate((b) => b === document.activeElement)).toBe(true);
    await menu.click();
    await nav.getByRole('link', { name: 'Assignments' }).click();
    await page.waitForURL((url) => url.pathname === '/teacher/assignments');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // The demo's assignment waiting to be marked: its overview and results tables.
    await page.getByRole('link', { name: 'Photosynthesis: end-of-topic check' }).first().click();
    await page.getByRole('link', { name: /^Mark \(/ }).click();
    await page.waitForURL((url) => /\/marking$/.test(url.pathname));
    await page.getByRole('region', { name: 'Mark by question table' }).waitFor();
    expect(await headingWordsSplit(page)).toEqual([]);
    expect((await sidewaysOverflow(page)).px).toBe(0);
    await checkPage(page);

    await page.getByRole('link', { name: 'Results and statistics' }).click();
    await page.getByRole('region', { name: 'Totals by band table' }).waitFor();
    expect(await headingWordsSplit(page)).toEqual([]);
    expect((await sidewaysOverflow(page)).px).toBe(0);
    await checkPage(page);
  });
});

describe('axe at phone width', () => {
  it('finds nothing on the public home page', async () => {
    const page = await newPage({ width: 390, height: 800 });
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }).first());
    expect((await sidewaysOverflow(page)).px).toBe(0);
    await checkPage(page);
  });

  it('finds nothing on any tab of the teacher’s dashboards, every scrolling table reachable by keyboard', async () => {
    const page = await newPage({ width: 390, height: 800 });
    await login(page, DEMO_ACCOUNTS.teacher);
    await page.goto('/teacher/dashboards');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      await page.getByRole('tab', { name }).click();
      await expectVisible(page.getByRole('tabpanel'));
      await checkPage(page);
    }
  });
});
