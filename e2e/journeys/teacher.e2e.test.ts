import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf, sidewaysOverflow, visit } from '../support';

describe('teacher', () => {
  it('logs in and lands on the teacher home with their areas and classes', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);

    expect(pathOf(page)).toBe('/teacher');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Tom Teacher' }));
    const areas = page.getByRole('list', { name: 'Your areas' });
    await expectVisible(areas.getByRole('link', { name: /^Classes/ }));

    // Only the teacher's own class of their own school: 10B Biology with its six students.
    const classes = page.getByRole('region', { name: 'My classes' });
    await expect(classes.getByRole('link', { name: /10B Biology/ }).textContent()).resolves.toMatch(/6 students/);
    await expect(classes.getByRole('link').count()).resolves.toBe(1);

    // The home leads with marking to do: the demo has a submitted assignment whose marks are not
    // released (the marking journey may release it meanwhile: then the home says nothing waits).
    const toMark = page.getByRole('region', { name: 'To mark' });
    await expectVisible(toMark.getByRole('heading', { level: 2, name: 'To mark' }));
    const mark = toMark.getByRole('link', { name: /^Mark: / });
    if ((await mark.count()) > 0) {
      // All the work waiting: the assignments list filtered to it, the filter in the address,
      // each row's To mark count leading to its marking page.
      await toMark.getByRole('link', { name: /^See (all \d+ assignments|it in your assignments) to mark$/ }).click();
      await page.waitForURL(
        (url) => url.pathname === '/teacher/assignments' && url.searchParams.get('to_mark') === '1',
      );
      await expectVisible(page.getByRole('columnheader', { name: 'To mark' }));
      await expect(page.getByRole('checkbox', { name: 'Only those with work to mark' }).isChecked()).resolves.toBe(
        true,
      );
      const counts = page.getByRole('link', { name: /^\d+ submissions? to mark: / });
      await expectVisible(counts.first());
      await checkPage(page);
      await counts.first().click();
      await page.waitForURL((url) => /^\/teacher\/assignments\/\d+\/marking$/.test(url.pathname));
      await expectVisible(page.getByText(/submissions? waiting for marks/));
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/teacher/assignments');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/teacher');
      await mark.first().click();
      await page.waitForURL((url) => /^\/teacher\/assignments\/\d+\/marking$/.test(url.pathname));
      await checkPage(page);
    } else {
      await expectVisible(toMark.getByText(/^Nothing waiting/));
    }
  });

  it('browses the question bank, tries an answer and suggests a phrase for a point the engine missed', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Question bank' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Question bank' }));
    expect(pathOf(page)).toBe('/teacher/questions');
    await checkPage(page);

    await page.getByLabel('Search').fill('chromatography');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /paper chromatography to separate the dyes/ }).click();
    await page.waitForURL((url) => /^\/teacher\/questions\/\d+$/.test(url.pathname));
    await expectVisible(page.getByRole('list', { name: 'Marking points' }).getByText(/solvent moves up the paper/));
    await checkPage(page);

    // Marked by the server: "different distances" earns point 3; "climbs" is not a phrase of point 2.
    await page
      .getByRole('textbox', { name: 'Student answer' })
      .fill('The solvent climbs the paper, so the dyes travel different distances.');
    await expectVisible(page.getByRole('status').filter({ hasText: /^1 mark out of 3/ }));
    await expectVisible(page.locator('mark').filter({ hasText: 'different distances' }));
    await checkPage(page);
    await page.getByRole('button', { name: 'This answer earns point 2: suggest its phrase' }).click();
    await expectVisible(page.getByText(/^Sent to content staff for review: “solvent climbs”/));
    await checkPage(page);
  });

  it('reads a question and tries an answer on a phone without the page scrolling sideways', async () => {
    const page = await newPage({ width: 360, height: 740 });
    await login(page, DEMO_ACCOUNTS.teacher);
    // Not visit(): on a phone the list's table scrolls inside its container, and axe files the
    // clipped cells as "partially obscured" (their contrast is measured at desktop width above).
    await page.goto('/teacher/questions');
    await page.getByLabel('Search').fill('chromatography');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /paper chromatography to separate the dyes/ }).click();
    await page.waitForURL((url) => /^\/teacher\/questions\/\d+$/.test(url.pathname));
    await expectVisible(page.getByRole('list', { name: 'Marking points' }).getByText(/solvent moves up the paper/));
    const fits = async () => {
      const { px, widest } = await sidewaysOverflow(page);
      expect(px, `${pathOf(page)} scrolls sideways: ${widest.join(', ')}`).toBe(0);
    };
    await fits();
    // A long answer with its highlights and the mark breakdown still fits.
    await page
      .getByRole('textbox', { name: 'Student answer' })
      .fill('The solvent climbs the paper, so the dyes travel different distances: chromatographically-separated.');
    await expectVisible(page.getByRole('status').filter({ hasText: /mark(s)? out of 3/ }));
    await checkPage(page);
    await fits();
  });

  it('opens a class: its students by subgroup and the structure of its course', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Classes' }));
    expect(pathOf(page)).toBe('/teacher/classes');
    await checkPage(page);

    await page.getByRole('table', { name: 'Your classes' }).getByRole('link', { name: '10B Biology' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: '10B Biology' }));
    const students = page.getByRole('table', { name: 'Students' });
    await expectVisible(students);
    await expect(students.getByRole('row').count()).resolves.toBe(7); // header + six students
    await page.getByLabel('Subgroup').selectOption('Set 1');
    await expect(students.getByRole('row').count()).resolves.toBe(3);

    const courses = page.getByRole('region', { name: 'Courses' });
    const course = courses.getByRole('button').first();
    await course.click();
    await expect(course.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectVisible(courses.getByRole('heading', { level: 4 }).first());
    await checkPage(page);
  });

  it('sees only their own school: a teacher of the second school has their own class', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher2);
    expect(pathOf(page)).toBe('/teacher');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Rita Rivers' }));
    const classes = page.getByRole('region', { name: 'My classes' });
    await expectVisible(classes.getByRole('link', { name: /Year 10 Biology/ }));
    await expect(classes.getByText('10B Biology').count()).resolves.toBe(0);
  });

  it('reads the welcome notification (the header counter drops to 0), then reports a problem from the user menu', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    const header = page.getByRole('banner');
    await expectVisible(header.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ }));

    await visit(page, '/notifications');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Notifications' }));
    const list = page.getByRole('list', { name: 'Your notifications' });
    const welcome = list.getByRole('heading', { level: 2, name: /Welcome to Markwell/ });
    await expectVisible(welcome);
    // The day's marking digest of the demo's work waiting for marks, leading to it
    await expectVisible(list.getByRole('heading', { level: 2, name: /submissions? waiting for marks$/ }));
    // Shown unread, so marked as new (for screen readers too) and marked read on the server.
    await expect(welcome.textContent()).resolves.toMatch(/^New: /);
    await expectVisible(header.getByRole('link', { name: 'Notifications, none unread' }));
    await checkPage(page);

    await header.getByRole('button', { name: /account menu/ }).click();
    await header.getByRole('link', { name: 'Report a problem' }).click();
    await page.waitForURL((url) => url.pathname === '/report-problem');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Report a problem' }));
    await checkPage(page);
    await expect(page.getByLabel('Page address').inputValue()).resolves.toBe('/notifications');
    await expect(page.getByLabel('What is the problem about?').inputValue()).resolves.toBe('page');
    // Sending without a description: the form says what is missing, on the field.
    await page.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(page.getByText('Describe the problem.'));
    await checkPage(page);
    await page.getByLabel('What is wrong?').fill(`The welcome notification links to a missing page (${Date.now()}).`);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(page.getByRole('status').getByText('Thank you, your report has been sent'));
    await checkPage(page);
    await page.getByRole('link', { name: 'Back to the page' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Notifications' }));
  });
});
