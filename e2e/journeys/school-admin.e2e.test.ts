import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectHidden, expectVisible, login, newPage, pathOf, visit } from '../support';

describe('school admin', () => {
  it('logs in and lands on the school home with the school areas', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.schoolAdmin);

    expect(pathOf(page)).toBe('/school');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Helen Head' }));
    await expectVisible(page.getByText('Northfield Academy', { exact: true }).first());
    const areas = page.getByRole('list', { name: 'Your areas' });
    for (const area of ['Teachers', 'Classes', 'Students']) {
      await expectVisible(areas.getByRole('link', { name: new RegExp(`^${area}`) }));
    }
  });

  it('is refused the school area as a plain teacher', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await visit(page, '/school');
    await expectVisible(page.getByRole('heading', { level: 1, name: "You don't have access to this page" }));
  });

  /**
   * The screen this walks through (apps/web/src/features/school-admin, StudentsPage/StudentForm):
   * /school/students with an h1 "Students" listing the school's students (their e-mails shown);
   * a button "Add student" opening a dialog named "Add student" with text fields named "Name"
   * and "E-mail" (accessible names: a required marker hidden from screen readers is fine), one
   * checkbox per class named after the class, and a submit button "Add student"; after saving,
   * the one-time password is shown in a read-only field labelled "Initial password", and "Done"
   * closes the dialog. Every state is checked with axe.
   */
  it('adds a student to a class, and the new student can log in', async () => {
    const email = `nina.newcomer.${Date.now()}@demo.markwell.test`;
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.schoolAdmin);

    await page
      .getByRole('list', { name: 'Your areas' })
      .getByRole('link', { name: /^Students/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/school/students');
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Students' }));
    await expectVisible(page.getByText(DEMO_ACCOUNTS.student, { exact: true }));
    // Students of the other school are never listed.
    expect(await page.getByText(DEMO_ACCOUNTS.student2).count()).toBe(0);

    await page.getByRole('button', { name: 'Add student', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add student' });
    await expectVisible(dialog);
    await checkPage(page);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nina Newcomer');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    // Not 10B Biology: other journeys count its students, and all journeys share one database.
    await dialog.getByRole('checkbox', { name: '11A Chemistry' }).check();
    await dialog.getByRole('button', { name: 'Add student', exact: true }).click();

    const passwordField = dialog.getByLabel('Initial password');
    await expectVisible(passwordField);
    await checkPage(page);
    const initialPassword = (
      await passwordField.evaluate((el) => (el instanceof HTMLInputElement ? el.value : (el.textContent ?? '')))
    ).trim();
    expect(initialPassword.length).toBeGreaterThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expectHidden(dialog);
    await checkPage(page);
    await expectVisible(page.getByText(email, { exact: true }));

    // The new account works: the student logs in with the one-time password and must first choose their own.
    const studentPage = await newPage();
    await login(studentPage, email, initialPassword);
    expect(pathOf(studentPage)).toBe('/account/password');
    await expectVisible(studentPage.getByRole('heading', { level: 1, name: 'Choose your own password' }));
  });
});
