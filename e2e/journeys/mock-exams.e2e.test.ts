import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf } from '../support';

// Mock exams across schools through the screens: content staff offer a central template to both
// demo schools as a mock session, the demo teacher sets it to 10B from their Mock exams page, and
// staff download the session's results as CSV.

/** A `datetime-local` value in the browser's zone (the journeys run in Europe/London). */
function londonLocal(msFromNow: number) {
  return new Date(Date.now() + msFromNow)
    .toLocaleString('sv-SE', { timeZone: 'Europe/London' })
    .replace(' ', 'T')
    .slice(0, 16);
}

async function chooseSchool(page: Page, search: string, name: string) {
  const schools = page.getByLabel('Schools', { exact: false }).and(page.locator('input'));
  await schools.click();
  await schools.fill(search);
  await page.getByRole('option', { name }).click();
}

describe('mock exams', () => {
  it('staff offer a mock to both demo schools, the teacher sets it to 10B, staff download its results', async () => {
    const name = `Autumn mock ${Date.now()}`;
    const staff = await newPage();
    await login(staff, DEMO_ACCOUNTS.staff);
    await staff
      .getByRole('link', { name: /^Mock exams/ })
      .first()
      .click();
    await expectVisible(staff.getByRole('heading', { level: 1, name: 'Mock exams' }));
    // the demo mock is listed with its schools
    await expectVisible(staff.getByRole('link', { name: 'Year 10 Biology mock: photosynthesis' }));
    await checkPage(staff);

    await staff.getByRole('link', { name: 'New mock session' }).click();
    await expectVisible(staff.getByRole('heading', { level: 1, name: 'New mock session' }));
    await checkPage(staff);
    await staff.getByRole('textbox', { name: 'Name' }).fill(name);
    const template = staff.getByRole('combobox', { name: 'Central exam template' });
    const value = await template.locator('option', { hasText: 'Year 10 Biology mock paper' }).getAttribute('value');
    await template.selectOption(value!);
    await chooseSchool(staff, 'North', 'Northfield Academy');
    await chooseSchool(staff, 'River', 'Riverside School');
    await staff.getByLabel('Opens').fill(londonLocal(-3_600_000));
    await staff.getByLabel('Closes').fill(londonLocal(3 * 86_400_000));
    await staff.getByRole('button', { name: 'Create the session' }).click();
    await expectVisible(staff.getByRole('heading', { level: 1, name }));
    expect(pathOf(staff)).toMatch(/^\/staff\/mocks\/\d+$/);
    await expectVisible(staff.getByText('No student has released results yet', { exact: false }));
    await checkPage(staff);
    const sessionPath = pathOf(staff);

    // The demo teacher finds it offered to Northfield and sets it to 10B.
    const teacher = await newPage();
    await login(teacher, DEMO_ACCOUNTS.teacher);
    await teacher
      .getByRole('link', { name: /^Mock exams/ })
      .first()
      .click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: 'Mock exams' }));
    await checkPage(teacher);
    const card = teacher.getByRole('region', { name });
    await expectVisible(card.getByText('Your school has not set it yet.'));
    await card.getByRole('checkbox', { name: /^10B Biology/ }).check();
    await card.getByRole('button', { name: 'Set to 1 class' }).click();
    await expectVisible(card.getByText('Set. It is now in your assignments.'));
    await expectVisible(card.getByRole('link', { name }));
    await expectVisible(card.getByRole('table', { name: 'Your school beside all schools' }));
    await checkPage(teacher);

    // Its assignment is an ordinary one of 10B, with the mock beside it.
    await card.getByRole('link', { name }).click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name }));
    await expectVisible(teacher.getByRole('heading', { name: `Mock exam: ${name}` }));
    await expectVisible(teacher.getByRole('heading', { name: 'Not started (6)' }));
    await checkPage(teacher);

    // Staff see Northfield's assignment counted, and download the session's CSV.
    await staff.goto(sessionPath);
    await expectVisible(staff.getByRole('heading', { level: 1, name }));
    await expectVisible(staff.getByText(/Schools have set it as 1 assignment;/));
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Download this session (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Autumn-mock-\d+-results\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(
      /^school,class,student,assignment,submitted_at,total,max,percent,released,for_credit,Q1 /,
    );
    await checkPage(staff);

    // The demo mock's CSV holds both schools' students.
    await staff.getByRole('link', { name: 'Mock exams' }).first().click();
    await staff.getByRole('link', { name: 'Year 10 Biology mock: photosynthesis' }).click();
    // Its sittings are marked, not released: results by school count released marks only.
    await expectVisible(staff.getByRole('button', { name: 'Download this session (CSV)' }));
    await checkPage(staff);
    const [demo] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Download this session (CSV)' }).click(),
    ]);
    const demoCsv = await readFile((await demo.path())!, 'utf8');
    expect(demoCsv).toContain('Northfield Academy,10B Biology,');
    expect(demoCsv).toContain('Riverside School,Year 10 Biology,');
  });
});
