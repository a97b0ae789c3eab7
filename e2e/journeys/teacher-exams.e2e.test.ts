import { describe, expect, it } from 'vitest';
import {
  addFromBank,
  checkPage,
  createTemplate,
  DEMO_ACCOUNTS,
  expectVisible,
  login,
  newPage,
  pathOf,
  setAssignment,
  startTemplate,
} from '../support';

// The teacher's half of the exam loop through the screens: build a template from the bank
// (search by type, add, reorder with the keyboard, preview as a student), set it to 10B with
// extra time for one student, and open the live assignment page.

describe('teacher exams', () => {
  it('builds a template from the bank, previews it, sets it to 10B with extra time and follows it', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    const name = `Cells and plants ${Date.now()}`;
    await startTemplate(page, name);
    await checkPage(page);

    // Two free-text questions, then a multiple-choice one.
    await addFromBank(page, { type: 'text', count: 2 });
    await addFromBank(page, { type: 'choice' });
    await expectVisible(page.getByText(/^Total: \d+ marks in 3 questions$/));

    // Keyboard reordering: the first question moves down, focus stays on it.
    const rows = page.getByRole('list', { name: 'Questions of Section 1' }).getByRole('listitem');
    const firstId = await rows.first().getAttribute('data-question-id');
    await page.getByRole('button', { name: 'Move down: question 1 of Section 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.nth(1).getAttribute('data-question-id')).toBe(firstId);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move down: question 2 of Section 1');
    await checkPage(page);

    await page.getByRole('button', { name: 'Preview as a student' }).click();
    const preview = page.getByRole('region', { name: `Preview: ${name}` });
    await expectVisible(preview.getByRole('textbox', { name: 'Answer to question 1' }));
    await checkPage(page);
    await page.getByRole('button', { name: 'Back to editing' }).click();

    await createTemplate(page);
    await expectVisible(page.getByRole('heading', { level: 1, name }));

    // Set it to 10B with extra time for one student.
    await setAssignment(page, name, { className: '10B Biology', timeLimitMinutes: 30, extraTimeFor: 'first' });
    await expectVisible(page.getByRole('heading', { level: 1, name }));
    await expectVisible(page.getByRole('heading', { name: 'Not started (6)' }));
    await expectVisible(page.getByText(/: 25%$/));
    await checkPage(page);

    await page.getByRole('button', { name: 'E-mail: it is set' }).click();
    await expectVisible(page.getByText(/^Sent that the assignment is set to 6 students/));

    const assignmentPath = pathOf(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assignments' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Assignments' }));
    await expect(page.getByRole('link', { name }).getAttribute('href')).resolves.toBe(assignmentPath);
    await checkPage(page);
  });
});
