import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf } from '../support';

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
});
