import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectHidden, expectVisible, login, newPage, pathOf, visit } from '../support';

const COURSE = 'Required practicals without the stress';

describe('teacher academy', () => {
  it('a teacher enrols in a course, completes a lesson, deactivates, reactivates and takes it again', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Academy' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Academy' }));
    expect(pathOf(page)).toBe('/teacher/academy');
    await expectVisible(page.getByRole('link', { name: 'Marking extended answers in Biology' }));
    await checkPage(page);

    // The catalogue: search, then enrol from the course's card.
    await page.getByRole('textbox', { name: 'Search courses' }).fill('practicals');
    await expectVisible(page.getByText('1 course', { exact: true }));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: COURSE }) });
    await card.getByRole('button', { name: `Enrol: ${COURSE}` }).click();
    await expectVisible(card.getByText('In progress', { exact: true }));
    await expectVisible(card.getByText('0 of 2 lessons (0%)'));
    await checkPage(page);

    // The course player: the first lesson, marked complete.
    await card.getByRole('link', { name: COURSE }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: COURSE }));
    expect(pathOf(page)).toMatch(/^\/teacher\/academy\/courses\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Planning a practical lesson' }));
    await checkPage(page);
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expectVisible(page.getByText('Lesson complete.'));
    await expectVisible(page.getByText('1 of 2 lessons (50%)'));
    await checkPage(page);

    // Set aside, then resumed where it was left.
    await page.getByRole('button', { name: `Deactivate: ${COURSE}` }).click();
    await expectVisible(page.getByText('This course is deactivated'));
    await expectVisible(page.getByText('Deactivated', { exact: true }));
    await expect(page.getByRole('button', { name: 'Mark complete' }).count()).resolves.toBe(0);
    await checkPage(page);
    await page.getByRole('button', { name: `Reactivate: ${COURSE}` }).click();
    await expectVisible(page.getByText('In progress', { exact: true }));
    await expectVisible(page.getByText('1 of 2 lessons (50%)'));

    // The second lesson's quiz is marked by the engine: a wrong answer first, then a right one.
    await page
      .getByRole('navigation', { name: 'Lessons' })
      .getByRole('button', { name: /Assessing practical skills/ })
      .click();
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Assessing practical skills' }));
    const answer = page.getByRole('textbox', { name: 'What is the variable you change called?' });
    await answer.fill('the dependent variable');
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expectVisible(page.getByText('0 of 1 right: correct the marked answers and check again.'));
    await checkPage(page);
    await answer.fill('the independent variable');
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expectVisible(page.getByText('You have completed the course.', { exact: false }));
    await expectVisible(page.getByText('Completed', { exact: true }));
    await expectVisible(page.getByText('2 of 2 lessons (100%)'));

    // Taken again: progress starts afresh; the finished attempt stays in the progress tab.
    await page.getByRole('button', { name: `Take again: ${COURSE}` }).click();
    await expectVisible(page.getByText('0 of 2 lessons (0%)'));
    await expectVisible(page.getByText('In progress', { exact: true }));
    await checkPage(page);

    await visit(page, '/teacher/academy?tab=progress');
    const history = page.getByRole('table', { name: `Attempts at ${COURSE}: 2 lessons each` });
    await expectVisible(history);
    await expectVisible(history.getByRole('row', { name: /^2 \(current\) .* 0 of 2 Not yet$/ }));
    await expectVisible(history.getByRole('row', { name: /^1 .* 2 of 2 \d\d\.\d\d\.\d{4}$/ }));

    await page.getByRole('tab', { name: 'My courses' }).click();
    const mine = page.getByRole('list', { name: 'My academy courses' });
    await expectVisible(mine.getByRole('link', { name: COURSE }));
    await expectVisible(
      mine
        .getByRole('listitem')
        .filter({ hasText: COURSE })
        .getByText(/attempt 2$/),
    );
    await checkPage(page);
  }, 150_000);

  it('content staff reorder courses and lessons with the keyboard buttons and edit a lesson in the rich text editor', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);
    await visit(page, '/staff/academy');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Academy courses' }));
    await expectVisible(page.getByRole('row', { name: /Ecology fieldwork \(in preparation\).*Draft/ }));

    // A course moves within its curriculum, and back (other journeys read the catalogue).
    const courses = page.getByRole('table', { name: /Academy courses/ });
    const marking = 'Marking extended answers in Biology';
    await courses.getByRole('button', { name: `Move down: ${marking}` }).click();
    await expectVisible(page.getByText(`${marking} moved to position 2 of 3 in AQA Biology.`));
    await checkPage(page);
    await courses.getByRole('button', { name: `Move up: ${marking}` }).click();
    await expectVisible(page.getByText(`${marking} moved to position 1 of 3 in AQA Biology.`));

    await page.getByRole('link', { name: 'Teaching moles with confidence' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Teaching moles with confidence' }));
    await checkPage(page);

    // A lesson moves down with the keyboard; the focus stays on it and the new order is kept.
    const lessons = page.getByRole('list', { name: 'Lessons' });
    const titles = () =>
      lessons
        .getByRole('listitem')
        .getByText(/^\d\. /)
        .allTextContents();
    await expect.poll(titles).toEqual(['1. Starting from particles', '2. Relative formula mass']);
    await lessons.getByRole('button', { name: 'Move down: Starting from particles' }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Starting from particles moved to position 2 of 2.'));
    await expect.poll(titles).toEqual(['1. Relative formula mass', '2. Starting from particles']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move up: Starting from particles');
    await checkPage(page);
    await visit(page, pathOf(page));
    await expect.poll(titles).toEqual(['1. Relative formula mass', '2. Starting from particles']);

    // The lesson's content is edited in the shared rich text editor; the preview shows it cleaned.
    await page.getByRole('button', { name: 'Edit Relative formula mass' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit lesson: Relative formula mass' }));
    const content = page.getByRole('textbox', { name: 'Content' });
    await expectVisible(content);
    await expectVisible(page.getByRole('toolbar', { name: 'Content' }).getByRole('button', { name: 'Bold' }));
    await content.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Check the units every time.');
    await page.getByRole('button', { name: 'Preview content' }).click();
    await expectVisible(
      page
        .getByRole('region', { name: 'Content preview' })
        .getByText('Practise relative formula mass', { exact: false }),
    );
    await checkPage(page);
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await expectHidden(page.getByRole('heading', { name: 'Edit lesson: Relative formula mass' }));
    await page.getByRole('button', { name: 'Edit Relative formula mass' }).click();
    await expectVisible(page.getByRole('textbox', { name: 'Content' }).getByText(/Check the units every time\.$/));
  });
});
