import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf, visit } from '../support';

/**
 * A demo student of 10B no other journey signs in as. Logging out ends every session of the
 * account (ADR 0017), so the demo student, whom other journeys use at the same time, must not.
 */
const LOGS_OUT = { email: 'daniel-okafor@demo.markwell.test', name: 'Daniel Okafor' };

describe('student', () => {
  it('logs in and lands on the student home with their classes', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.student);

    expect(pathOf(page)).toBe('/student');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Sophie Student' }));
    await expectVisible(page.getByText('Northfield Academy', { exact: true }).first());
    // The home lists the student's classes and their courses (no links: those pages are for teachers).
    const classes = page.getByRole('region', { name: 'My classes' });
    await expectVisible(classes.getByRole('heading', { level: 3, name: '10B Biology' }));
    await expect(classes.getByRole('link').count()).resolves.toBe(0);
    // It leads with the open work and the latest released marks.
    const upNext = page.getByRole('region', { name: 'Up next' });
    await expectVisible(upNext.getByRole('link', { name: /^(Start|Continue): / }).first());
    const marked = page.getByRole('region', { name: 'Recently marked' });
    await expectVisible(marked.getByText(/^Your mark: \d+ of \d+/).first());
    await marked
      .getByRole('link', { name: /^See your marks: / })
      .first()
      .click();
    await page.waitForURL((url) => /^\/student\/assignments\/\d+\/review$/.test(url.pathname));
    await checkPage(page);
  });

  it('logs out from the user menu, and the app area then asks for a login again', async () => {
    const page = await newPage();
    await login(page, LOGS_OUT.email);
    expect(pathOf(page)).toBe('/student');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Welcome, ${LOGS_OUT.name}` }));
    await page.getByRole('button', { name: new RegExp(LOGS_OUT.name) }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Log in' }));
    await checkPage(page);
    expect(pathOf(page)).not.toMatch(/^\/student/);
    await visit(page, '/student');
    expect(pathOf(page)).toBe('/login');
  });

  it('is refused the teacher area', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.student);
    await visit(page, '/teacher');
    await expectVisible(page.getByRole('heading', { level: 1, name: "You don't have access to this page" }));
  });
});
