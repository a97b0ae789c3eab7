import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addFromBank,
  apiCall,
  apiLogin,
  checkPage,
  createTemplate,
  DEMO_ACCOUNTS,
  expectVisible,
  login,
  newPage,
  setAssignment,
  sidewaysOverflow,
  sitAndSubmit,
  startTemplate,
  visit,
} from '../support';

// Marking across roles: a teacher builds a one-question exam in the template builder and sets it
// to 10B (the teacher's screens); Sophie sits it in the browser (and reloads half way), Amir sits
// it in the browser, Bella through the API (her answer is Amir's, so the two form a cluster); the
// teacher marks the question by cluster with the keyboard only, gives feedback and releases; a
// student reviews it and queries a point; the teacher upholds the query; staff open the proposed
// machine phrase, see which marks accepting it would change (Sophie's, set by hand, is kept),
// accept it and see the regrade dry run.

// The demo data's marking assignments (apps/server/src/seed/marking.ts; not imported: it pulls
// the server's modules into this project's type check).
const DEMO_TO_MARK_TITLE = 'Photosynthesis: end-of-topic check';
const DEMO_RELEASED_TITLE = 'Photosynthesis: first check';
const QUESTION = 'Explain why the rate of photosynthesis increases';

/** Presses Tab until the focused element has this accessible label; fails after 40 presses. */
async function tabTo(page: Page, label: RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    });
    if (label.test(name)) return;
  }
  throw new Error(`Tab never reached ${label}`);
}

// Amir and Bella write the same words: one cluster. "More light" earns point 1. Sophie adds a
// sentence the engine does not credit for point 2 ("limiting factor"), which she later queries.
const SHORT = 'More light gives the plant more energy.';
const ANSWER = `${SHORT} At first light is what limits the rate.`;

describe('marking: mark by cluster with the keyboard, release, review, query, uphold, regrade', () => {
  it('runs across teacher, students and staff', async () => {
    const stamp = Date.now();
    const sophieToken = await apiLogin(DEMO_ACCOUNTS.student);
    const amirToken = await apiLogin('amir-khan@demo.markwell.test');
    const bellaToken = await apiLogin('bella-jones@demo.markwell.test');
    const sophie = await apiCall<{ id: number; name: string }>(sophieToken, 'GET', '/api/v2/me');

    // The teacher builds a one-question exam in the template builder and sets it to 10B.
    const teacher = await newPage();
    await login(teacher, DEMO_ACCOUNTS.teacher);
    const templateName = `Limiting factors ${stamp}`;
    await startTemplate(teacher, templateName);
    await addFromBank(teacher, { type: 'text', words: 'rate of photosynthesis increases', question: QUESTION });
    await expectVisible(teacher.getByText(/^Total: 3 marks in 1 question$/));
    await checkPage(teacher);
    await createTemplate(teacher);
    const title = `Limiting factors check ${stamp}`;
    const id = await setAssignment(teacher, templateName, { className: '10B Biology', title });
    await expectVisible(teacher.getByRole('heading', { level: 1, name: title }));

    // Amir sits it in the browser; Bella gives the same answer through the API.
    const amir = await newPage();
    await login(amir, 'amir-khan@demo.markwell.test');
    await sitAndSubmit(amir, title, SHORT);
    const bellaView = await apiCall<{ questions: { question_id: number }[] }>(
      bellaToken,
      'GET',
      `/api/v2/mafanswers/${id}`,
    );
    await apiCall(bellaToken, 'POST', `/api/v2/mafanswers/${id}/questions/${bellaView.questions[0]!.question_id}`, {
      answer: SHORT,
      revision: 1,
    });
    await apiCall(bellaToken, 'PATCH', `/api/v2/mafassignments/${id}/email/submit`, {});

    // Sophie sits it in the browser and reloads half way.
    const student = await newPage({ width: 640, height: 900 });
    await login(student, DEMO_ACCOUNTS.student);
    await visit(student, `/student/assignments/${id}`);
    const box = student.getByRole('textbox', { name: 'Your answer to question 1' });
    const half = SHORT.length;
    await box.click();
    await box.pressSequentially(ANSWER.slice(0, half), { delay: 2 });
    await expectVisible(student.getByText(/^Saved \d\d:\d\d$/));
    await student.reload();
    await checkPage(student);
    expect(await box.inputValue()).toBe(ANSWER.slice(0, half));
    await box.press('End');
    await box.pressSequentially(ANSWER.slice(half), { delay: 2 });
    await expectVisible(student.getByText(/^Saved \d\d:\d\d$/));
    await student.getByRole('button', { name: 'Submit exam…' }).click();
    await student
      .getByRole('dialog', { name: 'Submit your exam?' })
      .getByRole('button', { name: 'Submit exam', exact: true })
      .click();
    await expectVisible(student.getByText('Your exam was submitted'));
    // Marking runs as a job just after the submit: the teacher looks once the marks are stored.
    await student
      .getByText('Being marked: your answers are being marked now.')
      .waitFor({ state: 'hidden', timeout: 15_000 });

    // The teacher goes from the assignment to its marking, then to the question.
    await visit(teacher, `/teacher/assignments/${id}`);
    await teacher.getByRole('link', { name: 'Mark (3 submitted)' }).click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: `Marking: ${title}` }));
    await checkPage(teacher);
    await teacher.getByRole('link', { name: 'Question 1' }).click();
    const heading = teacher.getByRole('heading', { level: 2, name: /\((1|2) of 2\)$/ });
    await expectVisible(heading);
    await checkPage(teacher);
    // The engine's highlight for point 1, numbered, with its key.
    await expectVisible(teacher.locator('mark.hl-match[data-points="1"]').first());
    await expectVisible(teacher.getByRole('list', { name: 'Highlight key' }));

    // Keyboard only from here: ? lists the shortcuts.
    await teacher.keyboard.press('?');
    const shortcuts = teacher.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expectVisible(shortcuts);
    await checkPage(teacher);
    await teacher.keyboard.press('Escape');
    await shortcuts.waitFor({ state: 'hidden' });
    // Both answers in turn: the cluster of two gets feedback; Sophie's answer is confirmed as the engine marked it.
    for (let turn = 0; turn < 2; turn++) {
      const name = (await heading.textContent()) ?? '';
      if (/^2 answers alike/.test(name)) {
        const point2 = teacher.getByRole('checkbox', { name: /Light is the limiting factor/ });
        await teacher.keyboard.press('2');
        expect(await point2.isChecked()).toBe(true);
        await expectVisible(teacher.getByText('Mark: 2 / 3 for each of 2 answers'));
        await teacher.keyboard.press('2');
        expect(await point2.isChecked()).toBe(false);
        await tabTo(teacher, /^Feedback for each of these 2 answers/);
        await teacher.keyboard.type('Good: now say which factor limits the rate.');
        await tabTo(teacher, /^Confirm mark \(Enter\)$/);
        await teacher.keyboard.press('Enter');
      } else {
        expect(name).toBe(`${sophie.name}’s answer (${turn + 1} of 2)`);
        const marker = teacher.getByRole('region', { name });
        if (await marker.getByText('Needs review', { exact: true }).isVisible()) {
          // An unsure mark nobody changed is not accepted by Enter: the teacher chooses to keep it.
          await teacher.keyboard.press('Enter');
          await expectVisible(marker.getByText(/The engine is unsure of this mark, so Enter does not accept it/));
          await tabTo(teacher, /^Accept the engine’s mark$/);
        }
        await teacher.keyboard.press('Enter');
      }
      if (turn === 0) await expectVisible(teacher.getByRole('heading', { level: 2, name: /\(2 of 2\)$/ }));
    }
    // Enter on the last answer confirmed it, and the keys say there is no next one.
    await expectVisible(teacher.getByText(/^Saved: \d answers? at 1 \/ 3\. That was the last answer\.$/));
    await expectVisible(teacher.getByText(/^3 marks\. 3 of 3 answers marked by a teacher/));

    // Release from the marking page: the work is still open, so it asks first and says what students
    // will see; the teacher shows the mark scheme at once (by default it waits until the work closes).
    await teacher.getByRole('link', { name: 'Marking' }).click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: `Marking: ${title}` }));
    await teacher.getByRole('button', { name: 'Release marks' }).click();
    const confirm = teacher.getByRole('dialog', { name: 'Release while the work is still open?' });
    await expectVisible(confirm.getByText(/Students who submitted will see their marks and feedback now/));
    await checkPage(teacher);
    await confirm.getByRole('checkbox', { name: 'Show the mark scheme and correct answers now' }).check();
    await confirm.getByRole('button', { name: 'Release anyway' }).click();
    const released = teacher.getByText('Marks released to 3 students. They have been told.');
    await expectVisible(released);
    await checkPage(teacher);

    // The results page: statistics with the chart's table.
    await teacher.getByRole('link', { name: 'Results and statistics' }).click();
    await expectVisible(teacher.getByRole('heading', { level: 1, name: `Results: ${title}` }));
    await expectVisible(teacher.getByRole('table', { name: 'Totals by band' }));
    await checkPage(teacher);

    // Sophie reviews her marks and queries point 2.
    await visit(student, '/student/assignments');
    await student.getByRole('link', { name: `See your marks: ${title}` }).click();
    await expectVisible(student.getByRole('heading', { level: 1, name: `Your marks: ${title}` }));
    await checkPage(student);
    // The cluster's feedback reached Amir's review.
    const amirReview = await apiCall<{ questions: { feedback: string | null }[] }>(
      amirToken,
      'GET',
      `/api/v2/mafanswers/${id}/review`,
    );
    expect(amirReview.questions[0]!.feedback).toBe('Good: now say which factor limits the rate.');
    await expectVisible(student.locator('mark.hl-match[data-points="1"]').first());
    await student.getByRole('button', { name: 'I did say this: point 2' }).click();
    await student
      .getByRole('textbox', { name: /^Where in your answer did you say/ })
      .fill('I said light is what limits the rate at first: the limiting factor.');
    await student.getByRole('button', { name: 'Send to my teacher' }).click();
    await expectVisible(student.getByText('Your query is with your teacher.'));
    await checkPage(student);
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);

    // The teacher sees the query with the engine's trace and upholds it.
    await visit(teacher, `/teacher/assignments/${id}/marking`);
    await teacher.getByRole('link', { name: 'Students’ queries' }).click();
    const card = teacher.getByRole('article', { name: new RegExp(`^${sophie.name}, question 1, point 2`) });
    await expectVisible(card);
    await checkPage(teacher);
    await expectVisible(card.getByText(/Phrases the engine looked for: .*limiting factor/));
    await card.getByRole('button', { name: 'Uphold: award the point' }).click();
    await expectVisible(card.getByText(new RegExp(`^Upheld: ${sophie.name} now has 2 / 3\\.`)));
    await checkPage(teacher);

    // Staff find the proposed phrase with its evidence. Before accepting it they see which marks it
    // would change: Sophie's answer now earns point 2 by the engine too, but her mark was set by
    // hand, so it is kept (with the other hand-set marks of the demo's practice rounds). They accept
    // it, and the question's regrade dry run follows.
    const staff = await newPage();
    await login(staff, DEMO_ACCOUNTS.staff);
    await visit(staff, '/staff/questions/machine-phrases');
    const row = staff.getByRole('row').filter({ hasText: 'what limits the rate' }).first();
    await expectVisible(row);
    await expectVisible(row.getByText('Light is the limiting factor at low intensity', { exact: false }));
    await expectVisible(row.getByText(/^(Would newly credit|No other marked answers yet|Typed by a teacher)/));
    await row.getByRole('button', { name: /^Accept “.+”…$/ }).click();
    const before = staff.getByRole('region', { name: /^Before accepting “/ });
    await expectVisible(before.getByText(/^Accepting would change .*\d+ hand-set marks? kept\./));
    const kept = before.getByRole('table', { name: 'Marks set by hand, kept as the teacher set them' });
    await expectVisible(kept.getByRole('row', { name: new RegExp(ANSWER.slice(0, 30)) }));
    await checkPage(staff);
    await before.getByRole('button', { name: 'Accept this phrase' }).click();
    const dryRun = staff.getByRole('region', { name: /^Regrade dry run/ });
    await expectVisible(dryRun);
    await expectVisible(dryRun.getByText(/^Of \d+ answers? to this question/));
    await checkPage(staff);
  }, 300_000);

  it('every marking screen of the demo data fits a phone and passes axe', async () => {
    const PHONE = { width: 360, height: 740 };
    const fits = async (page: Page) => {
      const { px, widest } = await sidewaysOverflow(page);
      expect(px, `${page.url()} scrolls sideways: ${widest.join(', ')}`).toBe(0);
    };
    const teacherToken = await apiLogin(DEMO_ACCOUNTS.teacher);
    const list = await apiCall<{ items: { id: number; title: string }[] }>(
      teacherToken,
      'GET',
      '/api/v2/mafassignments',
    );
    const toMark = list.items.find((a) => a.title === DEMO_TO_MARK_TITLE)!;
    expect(toMark, 'the demo assignment waiting to be marked').toBeTruthy();

    const teacher = await newPage(PHONE);
    await login(teacher, DEMO_ACCOUNTS.teacher);
    await visit(teacher, `/teacher/assignments/${toMark.id}/marking`);
    await expectVisible(teacher.getByRole('heading', { level: 1, name: `Marking: ${DEMO_TO_MARK_TITLE}` }));
    await fits(teacher);
    for (const link of [/^Question \d+$/, /^Students’ queries$/, /^Results and statistics$/]) {
      await visit(teacher, `/teacher/assignments/${toMark.id}/marking`);
      await teacher.getByRole('link', { name: link }).first().click();
      await expectVisible(teacher.getByRole('heading', { level: 1 }));
      await checkPage(teacher);
      await fits(teacher);
    }
    await visit(teacher, `/teacher/assignments/${toMark.id}/marking`);
    await teacher.getByRole('region', { name: 'Mark by student' }).getByRole('link').first().click();
    await expectVisible(teacher.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ }));
    await checkPage(teacher);
    await fits(teacher);

    const student = await newPage(PHONE);
    await login(student, DEMO_ACCOUNTS.student);
    await visit(student, '/student/assignments');
    await student.getByRole('link', { name: `See your marks: ${DEMO_RELEASED_TITLE}` }).click();
    await expectVisible(student.getByRole('heading', { level: 1, name: `Your marks: ${DEMO_RELEASED_TITLE}` }));
    await checkPage(student);
    await fits(student);
  }, 240_000);
});
