import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall as apiCallOf,
  apiLogin as apiLoginOf,
  checkPage,
  DEMO_ACCOUNTS,
  expectVisible,
  login,
  newPage as newPageOf,
  pathOf,
  settle,
} from '../support';
import { seededDatabase, startServer, type RunningServer } from '../support/server';

// The figures compared here are live: on the run's shared server other journeys submit and mark
// 10B's work while this one reads them. This file starts a server and database of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ name: 'dashboards', seeded: seededDatabase() });
});
afterAll(() => server?.stop());
const apiLogin = (email: string) => apiLoginOf(email, undefined, server.baseURL);
const apiCall = <T>(token: string, method: string, path: string) =>
  apiCallOf<T>(token, method, path, undefined, server.baseURL);
const newPage = () => newPageOf({ baseURL: server.baseURL });

/** A percentage as the dashboards write it. */
const pct = (v: number) => `${v.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

/** The cells' texts of the row of `table` whose heading cell is `name`. */
async function rowCells(table: Locator, name: string | RegExp) {
  // A filter just changed refetches the table: read it once the page is quiet.
  await settle(table.page());
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name }) });
  await expectVisible(row.first());
  return row.first().locator('th, td').allTextContents();
}

/** The same row as one string, cells joined by " | ". */
const rowText = async (table: Locator, name: string | RegExp) => (await rowCells(table, name)).join(' | ');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expectVisible(page.getByRole('tab', { name, selected: true }));
}

/**
 * Chooses a class and a course in the filters (native selects, chosen by their labels), each once
 * the address holds the one before: a change made before the page took in the last one would be
 * computed from the filters before it (the class dropped, as a loaded machine showed).
 */
async function chooseClassAndCourse(page: Page, group: string, course: string) {
  for (const [label, param, option] of [
    ['Class', 'group', group],
    ['Course', 'course', course],
  ] as const) {
    const select = page.getByLabel(label, { exact: true });
    const [value] = await select.selectOption({ label: option });
    await page.waitForURL((url) => url.searchParams.get(param) === value);
  }
}

/**
 * The dashboards of the demo teacher (10B Biology) and the demo school admin: figures on screen
 * are compared with what the API computes from the demo data, which the seed makes real (marked
 * work on several lessons, the photosynthesis checkpoint sat and released, the cells checkpoint
 * waiting), on a server of this file's own.
 */
describe('dashboards', () => {
  it('shows the demo teacher live scores, progress, exams, checkpoints and assignments of 10B', async () => {
    const token = await apiLogin(DEMO_ACCOUNTS.teacher);
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await page
      .getByRole('list', { name: 'Your areas' })
      .getByRole('link', { name: /^Dashboards/ })
      .click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboards' }));
    expect(pathOf(page)).toBe('/teacher/dashboards');

    // Live scores: the class row carries the average the API computes.
    const live = await apiCall<{ rows: { name: string; average: number | null; students: number }[] }>(
      token,
      'GET',
      '/api/v2/livedata/subject/summary?subject=8',
    );
    const tenB = live.rows.find((r) => r.name === '10B Biology')!;
    expect(tenB.average).not.toBeNull();
    const liveTable = page.getByRole('table', { name: /Live scores by class/ });
    const liveRow = await rowCells(liveTable, '10B Biology');
    expect(liveRow[1]).toBe(String(tenB.students));
    expect(liveRow[3]).toContain(pct(tenB.average!));
    await checkPage(page);

    // Lesson by lesson on Bioenergetics: the photosynthesis equation has scores.
    await chooseClassAndCourse(page, '10B Biology', 'Bioenergetics');
    const lessons = page.getByRole('table', { name: /Live score per lesson/ });
    expect(await rowText(lessons, 'The photosynthesis equation')).toMatch(/\d+(\.\d)?%/);
    expect(await rowText(lessons, 'How plants use glucose')).toContain('no data');
    await checkPage(page);

    // Practice feeds the live score: Sophie practises the glucose lesson, and the teacher's row moves.
    const sophie = await apiLogin(DEMO_ACCOUNTS.student);
    const call = <T>(method: string, path: string, body?: unknown) =>
      apiCallOf<T>(sophie, method, path, body, server.baseURL);
    const courses = await call<{ id: number; name: string }[]>('GET', '/api/v2/learning/courses');
    const map = await call<{ chapters: { topics: { lessons: { id: number; name: string }[] }[] }[] }>(
      'GET',
      `/api/v2/learning/courses/${courses.find((c) => c.name === 'Bioenergetics')!.id}`,
    );
    const glucose = map.chapters
      .flatMap((c) => c.topics.flatMap((tp) => tp.lessons))
      .find((l) => l.name === 'How plants use glucose')!;
    const lesson = await call<{ questions: { question_id: number }[] }>(
      'GET',
      `/api/v2/learning/lessons/${glucose.id}`,
    );
    await call('POST', '/api/v2/learning/practice-answers', {
      lesson_id: glucose.id,
      question_id: lesson.questions[0]!.question_id,
      answer: 'For respiration, stored as starch and made into cellulose for cell walls.',
    });
    await page.reload();
    await chooseClassAndCourse(page, '10B Biology', 'Bioenergetics');
    expect(await rowText(page.getByRole('table', { name: /Live score per lesson/ }), 'How plants use glucose')).toMatch(
      /\d+(\.\d)?%/,
    );

    // Progress: 10B's Biology lessons covered, by class and per student by topic.
    await openTab(page, 'Progress');
    const progress = await apiCall<{ name: string; lessons: number; completion: number | null }[]>(
      token,
      'GET',
      '/api/v2/progress/subject/groups?subject=8',
    );
    const tenBProgress = progress.find((r) => r.name === '10B Biology')!;
    const byClass = await rowCells(page.getByRole('table', { name: 'Progress by class' }), '10B Biology');
    expect(byClass[2]).toBe(String(tenBProgress.lessons));
    expect(byClass[3]).toContain(pct(tenBProgress.completion!));
    await expectVisible(page.getByRole('table', { name: /10B Biology, Bioenergetics: completion by topic/ }));
    await checkPage(page);

    // Exams: the photosynthesis checkpoint was sat under a time limit by all six and released.
    await openTab(page, 'Exams');
    const exams = page.getByRole('table', { name: /Your exams/ });
    // set to, not started, in progress, submitted (every submitted attempt), and of those marked and released
    expect((await rowCells(exams, 'Photosynthesis checkpoint')).slice(2, 7)).toEqual(['6', '0', '0', '6', '6']);
    await expectVisible(page.getByRole('heading', { name: /10B Biology, Bioenergetics: \d+ exams/ }));
    await expectVisible(page.getByRole('table', { name: 'Submitted attempts by score' }));
    await checkPage(page);

    // Checkpoints: how far 10B has got, and the photosynthesis checkpoint's results.
    await openTab(page, 'Checkpoints');
    // Every course of 10B: the cells checkpoint closes a topic of Cell Biology.
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'All courses' });
    const checkpoints = page.getByRole('table', { name: 'Checkpoints and how far each class has got' });
    expect((await rowCells(checkpoints, 'Checkpoint: photosynthesis'))[4]).toBe('6 of 6');
    expect((await rowCells(checkpoints, 'Checkpoint: cells'))[4]).toBe('4 of 6');
    await page.getByRole('button', { name: 'Results of Checkpoint: photosynthesis for 10B Biology' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Checkpoint: photosynthesis: 10B Biology' }));
    const facility = page.getByRole('table', { name: /Each question: mean marks and facility/ });
    const describe = await rowCells(facility, /^Describe the process of photosynthesis/);
    expect(describe[1]).toBe('4');
    expect(describe[3]).toMatch(/^\d+(\.\d)?%$/);
    await checkPage(page);

    // Assignments: the practice rounds marked and released.
    await openTab(page, 'Assignments');
    const work = page.getByRole('table', { name: /Your assignments/ });
    expect(await rowText(work, 'Photosynthesis: practice 1')).toMatch(/%/);
    await checkPage(page);

    // Set practice on the same tab: the demo's respiration practice with its target, due time and
    // how many met it, the figure the API computes for the filters on screen (Biology, 10B).
    const group = new URL(page.url()).searchParams.get('group');
    expect(group).toMatch(/^\d+$/);
    const practice = await apiCall<{ items: { id: number; title: string; set_to: number; met: number }[] }>(
      token,
      'GET',
      `/api/v2/assignments/practice?subject=8&groupId=${group}`,
    );
    const respiration = practice.items.find((i) => i.title === 'Practice: respiration')!;
    expect(respiration.set_to).toBe(6);
    const practiceRow = await rowCells(
      page.getByRole('table', { name: 'Your set practice, newest due first' }),
      'Practice: respiration',
    );
    expect(practiceRow.slice(1, 5)).toEqual([
      'Every lesson completed and a live score of 70% on each lesson',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/),
      '6',
      `${respiration.met} of ${respiration.set_to}`,
    ]);
    // Who met it and who not, student by student, as the API says.
    await page.getByRole('button', { name: 'Show who met it: Practice: respiration' }).click();
    const who = page.getByRole('region', { name: 'Practice: respiration: who met the target' });
    const students = await apiCall<{ students: { name: string; met: boolean; lessons_completed: number }[] }>(
      token,
      'GET',
      `/api/v2/assignments/practice/${respiration.id}/students?groupId=${group}`,
    );
    expect(students.students.filter((st) => st.met)).toHaveLength(respiration.met);
    const whoTable = who.getByRole('table');
    for (const st of students.students) {
      const cells = await rowCells(whoTable, st.name);
      expect(cells.slice(1, 3)).toEqual([st.met ? 'Yes' : 'Not yet', `${st.lessons_completed} of 3`]);
    }
    await checkPage(page);
  });

  it('saves, applies and deletes a filter', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.teacher);
    await page.goto('/teacher/dashboards?tab=progress');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboards' }));
    await chooseClassAndCourse(page, '10B Biology', 'Cell Biology');
    const name = `Cells ${Date.now().toString(36)}`;
    await page.getByLabel('Name these filters').fill(name);
    await page.getByRole('button', { name: 'Save filters' }).click();
    const saved = page.getByLabel('Saved filters', { exact: true });
    // An option of a closed native select is never "visible": it is there once attached.
    await saved.locator('option', { hasText: name }).waitFor({ state: 'attached' });
    await checkPage(page);

    // Opened afresh on another tab, every saved filter is listed with its tab; applying one opens
    // its tab with its filters.
    await page.goto('/teacher/dashboards');
    await saved.selectOption({ label: `${name} (Progress tab)` });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'progress');
    // The progress tab's student table is the dashboards' heaviest read: on a machine running the
    // other journeys beside this one it has taken longer than the default wait.
    await expectVisible(page.getByRole('table', { name: /10B Biology, Cell Biology: completion by topic/ }), 45_000);

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the saved filter “${name}”?` });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForFunction(
      (n) => !Array.from(document.querySelectorAll('option')).some((o) => o.textContent?.startsWith(n)),
      name,
    );
    await checkPage(page);
  });

  it('shows the school admin every class of the school', async () => {
    const token = await apiLogin(DEMO_ACCOUNTS.schoolAdmin);
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.schoolAdmin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboards' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dashboards' }));
    expect(pathOf(page)).toBe('/school/dashboards');
    const live = await apiCall<{ rows: { name: string; average: number | null }[] }>(
      token,
      'GET',
      '/api/v2/livedata/subject/summary?subject=8',
    );
    expect(live.rows.map((r) => r.name)).toContain('10B Biology');
    expect(await rowText(page.getByRole('table', { name: /Live scores by class/ }), '10B Biology')).toContain(
      pct(live.rows.find((r) => r.name === '10B Biology')!.average!),
    );
    await checkPage(page);

    // Chemistry: 11A, which the school admin teaches, has no work yet: its rows say so.
    await page.getByLabel('Subject').selectOption({ label: 'Chemistry' });
    expect(await rowText(page.getByRole('table', { name: /Live scores by class/ }), '11A Chemistry')).toContain(
      'no data',
    );
    await openTab(page, 'Checkpoints');
    await expectVisible(page.getByRole('table', { name: 'Checkpoints of this subject by class' }));
    const chemistry = await rowCells(
      page.getByRole('table', { name: 'Checkpoints of this subject by class' }),
      '11A Chemistry',
    );
    expect(chemistry.slice(1, 3)).toEqual(['2', '0']);
    await checkPage(page);
    for (const tab of ['Progress', 'Exams', 'Assignments']) {
      await openTab(page, tab);
      await checkPage(page);
    }
  });
});
