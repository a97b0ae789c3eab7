import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf } from '../support';

describe('teacher', () => {
  it('logs in and lands on the teacher home with their areas and classes', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);

    expect(pathOf(page)).toBe('/teacher');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Tom Teacher' }));
    const areas = page.getByRole('list', { name: 'Your areas' });
    for (const area of ['Classes', 'Question bank', 'Assignments', 'Marking', 'Progress']) {
      await expectVisible(areas.getByRole('link', { name: new RegExp(`^${area}`) }));
    }

    // Only the teacher's own class of their own school: 10B Biology with its six students.
    const classes = page.getByRole('region', { name: 'My classes' });
    await expect(classes.getByRole('link', { name: /10B Biology/ }).textContent()).resolves.toMatch(/6 students/);
    await expect(classes.getByRole('link').count()).resolves.toBe(1);
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
