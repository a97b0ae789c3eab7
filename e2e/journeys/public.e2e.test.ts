import { describe, expect, it } from 'vitest';
import {
  baseURL,
  checkPage,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectVisible,
  login,
  newPage,
  pathOf,
  visit,
} from '../support';

describe('public pages and logging in', () => {
  it('shows the 404 page for an unknown path, with a link home', async () => {
    const response = await fetch(`${baseURL()}/no-such-page/here`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);

    const page = await newPage();
    await visit(page, '/no-such-page/here');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' }));
    await expectVisible(page.getByText("You're looking for a non-existent page. No point hanging around here -"));
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1 }));
  });

  it('logs in with the keyboard alone (Tab to the fields, Enter to submit)', async () => {
    const page = await newPage();
    await visit(page, '/login');

    // Tab from the top of the page until the e-mail field has focus: it must be reachable.
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    let presses = 0;
    while ((await focusedId()) !== 'login-email') {
      expect(presses++, 'the e-mail field is not reachable with Tab').toBeLessThan(30);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(DEMO_ACCOUNTS.teacher);
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('login-password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/teacher');
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Tom Teacher' }));

    // The first Tab on the new page reaches the skip link, which moves focus to the content.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await expectVisible(page.getByRole('link', { name: 'Skip to content' }));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('refuses a wrong password with one message and stays on the login page', async () => {
    const page = await newPage();
    await visit(page, '/login');
    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.student);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' }));
    expect(pathOf(page)).toBe('/login');
    await checkPage(page);
  });

  it('sends a logged-out visitor to the login page and back to where they were going', async () => {
    const page = await newPage();
    await visit(page, '/school');
    expect(pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/school');

    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.schoolAdmin);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/school');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Helen Head' }));
    await checkPage(page);
  });

  it('a logged-in user opening /login goes to their home', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/staff');
    await checkPage(page);
  });
});
