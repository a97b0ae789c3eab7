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
  startTemplate,
  visit,
  type Json,
} from '../support';

// The exam loop end to end: a teacher builds an exam from the bank in the builder and sets it to
// 10B with extra time for one student (the teacher screens), the student sits it, loses the connection halfway, keeps typing, reloads, comes back, and every
// answer reaches the server; they submit; the teacher's assignment page shows it.

interface SittingQuestion {
  type: 'text' | 'choice' | 'numeric';
  question_id: number;
  position: number;
  choices?: { id: number; text: string }[];
  multiple?: boolean;
}
interface SavedAnswer {
  question_id: number;
  answer: unknown;
  flagged: boolean;
  revision: number;
}
interface AttemptView {
  attempt: Json & { time_limit_seconds: number | null; status: string };
  questions: SittingQuestion[];
  answers: SavedAnswer[];
}

/** Answers one question in the page the way a student would; returns what the server should end up with. */
async function answer(page: Page, q: SittingQuestion, text: string, n: number): Promise<unknown> {
  const label = `Your answer to question ${q.position}`;
  if (q.type === 'text') {
    const box = page.getByRole('textbox', { name: label });
    await box.click();
    await box.pressSequentially(text, { delay: 5 });
    return text;
  }
  if (q.type === 'numeric') {
    await page.getByRole('textbox', { name: label }).fill(String(n));
    return n;
  }
  const choice = q.choices![n % q.choices!.length]!;
  if (q.multiple) {
    await page.getByRole('checkbox', { name: choice.text }).check();
  } else {
    await page.getByRole('radio', { name: choice.text }).check();
  }
  return [choice.id];
}

const SAVED = /^Saved \d\d:\d\d$/;
const OFFLINE = 'Offline: your answers are kept on this device and will be sent when you are back';

describe('exams: set, sit offline and online, submit', () => {
  it('a teacher sets an exam to 10B with extra time; the student sits it through a lost connection and a reload; the teacher sees the submission', async () => {
    const stamp = Date.now();
    const studentToken = await apiLogin(DEMO_ACCOUNTS.student);
    const me = await apiCall<{ id: number; name: string }>(studentToken, 'GET', '/api/v2/me');

    // The teacher builds a template from the bank through the builder (two free-text questions
    // and a multiple-choice one) and sets it to 10B with extra time for the demo student.
    const teacherPage = await newPage();
    await login(teacherPage, DEMO_ACCOUNTS.teacher);
    const title = `Cells check ${stamp}`;
    await startTemplate(teacherPage, title);
    await addFromBank(teacherPage, { type: 'text', count: 2 });
    await addFromBank(teacherPage, { type: 'choice' });
    await expectVisible(teacherPage.getByText(/^Total: \d+ marks in 3 questions$/));
    await checkPage(teacherPage);
    await createTemplate(teacherPage);
    // 25% of the limit by default
    const assignment = {
      id: await setAssignment(teacherPage, title, {
        className: '10B Biology',
        timeLimitMinutes: 30,
        extraTimeFor: `${me.name} (10B Biology)`,
      }),
    };

    // The student, at 640 px wide (what 200% zoom leaves of a 1280 px screen).
    const page = await newPage({ width: 640, height: 900 });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await login(page, DEMO_ACCOUNTS.student);
    await visit(page, '/student/assignments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Assignments' }));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expectVisible(card.getByText(/^Due \d\d\.\d\d\.\d{4} \d\d:\d\d \(due in /));
    await expectVisible(card.getByText('Time limit: 30 min. (+25% extra time)'));
    // Before the clock starts, the student is told it is timed and for how long.
    await expectVisible(
      card.getByText(
        'This exam is timed: 30 minutes (plus your extra time 7.5 minutes) from when you press Start. The clock does not stop if you leave.',
        { exact: false },
      ),
    );
    await card.getByRole('link', { name: `Start: ${title}` }).click();
    await page.waitForURL((url) => url.pathname === `/student/assignments/${assignment.id}`);
    await checkPage(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);

    // The attempt as the server holds it: extra time is in its limit; it tells the question types.
    const view0 = await apiCall<AttemptView>(studentToken, 'GET', `/api/v2/mafanswers/${assignment.id}`);
    expect(view0.attempt.time_limit_seconds).toBe(2250);
    const questions = view0.questions;
    const [first, ...rest] = questions;
    const expected = new Map<number, unknown>();

    // Online: the first answer saves a moment after typing stops.
    expected.set(first!.question_id, await answer(page, first!, 'Mitochondria release energy by respiration.', 1));
    await expectVisible(page.getByText(SAVED));

    // The time and save bar stays in view under the header at the last question, and what the
    // student goes to is not hidden under it: on a phone too.
    await page.setViewportSize({ width: 390, height: 800 });
    const bar = page.getByRole('group', { name: 'Exam status' });
    const last = questions[questions.length - 1]!;
    await page
      .getByRole('heading', { name: `Question ${last.position} of ${questions.length}` })
      .scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const placed = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const status = document.querySelector('[aria-label="Exam status"]')!.getBoundingClientRect();
      return { headerBottom: header.bottom, top: status.top, bottom: status.bottom, height: window.innerHeight };
    });
    expect(placed.top).toBeGreaterThanOrEqual(placed.headerBottom - 1);
    expect(placed.bottom).toBeLessThan(placed.height);
    await expectVisible(bar.getByText(/^Time left: /));
    await expectVisible(bar.getByText(SAVED));
    // The navigator scrolls a question's heading clear of the header and the bar.
    await page.getByRole('button', { name: new RegExp(`^Question ${first!.position}, answered`) }).click();
    const clear = await page.evaluate(() => {
      const status = document.querySelector('[aria-label="Exam status"]')!.getBoundingClientRect();
      const heading = (document.activeElement as HTMLElement).getBoundingClientRect();
      return { headingTop: heading.top, barBottom: status.bottom, y: window.scrollY };
    });
    expect(clear.headingTop, JSON.stringify(clear)).toBeGreaterThanOrEqual(clear.barBottom - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 640, height: 900 });

    // Keyboard: the navigator takes the student to a question's heading.
    const second = rest[0]!;
    await page.getByRole('button', { name: new RegExp(`^Question ${second.position}, not answered`) }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `Question ${second.position} of ${questions.length}`,
    );

    // The connection drops; the student keeps answering (and edits the first answer).
    await page.context().setOffline(true);
    for (const [i, q] of rest.entries()) {
      expected.set(q.question_id, await answer(page, q, `Offline answer ${i + 2}: osmosis moves water.`, i + 2));
    }
    if (first!.type === 'text') {
      const box = page.getByRole('textbox', { name: `Your answer to question ${first!.position}` });
      await box.press('End');
      await box.pressSequentially(' Typed offline.', { delay: 5 });
      expected.set(first!.question_id, `${expected.get(first!.question_id) as string} Typed offline.`);
    }
    await expectVisible(page.getByText(OFFLINE, { exact: true }));
    // Flagged from the keyboard.
    const flag = page.getByRole('switch', { name: `Flag question ${second.position} for review` });
    await flag.focus();
    await page.keyboard.press('Space');
    expect(await flag.isChecked()).toBe(true);
    await expectVisible(
      page.getByRole('button', { name: `Question ${second.position}, answered, flagged for review` }),
    );
    await checkPage(page);
    const kept = await page.evaluate(
      () => Object.entries(localStorage).find(([k]) => k.startsWith('markwell.exam-outbox'))?.[1],
    );
    expect(kept).toContain('Offline answer 2');

    // Reloading while offline fails (the browser's own error page); unsent answers made the page ask first.
    await page.reload().catch(() => undefined);
    expect(dialogs).toContain('beforeunload');

    // Back online: the exam opens again from the server, the device's answers are put back and sent.
    await page.context().setOffline(false);
    await page.goto(`/student/assignments/${assignment.id}`);
    await checkPage(page);
    await expectVisible(page.getByText(SAVED), 30_000);
    if (first!.type === 'text') {
      expect(await page.getByRole('textbox', { name: `Your answer to question ${first!.position}` }).inputValue()).toBe(
        expected.get(first!.question_id),
      );
    }

    // Every answer arrived.
    const view1 = await apiCall<AttemptView>(studentToken, 'GET', `/api/v2/mafanswers/${assignment.id}`);
    for (const q of questions) {
      const saved = view1.answers.find((a) => a.question_id === q.question_id);
      expect(saved?.answer, `answer to question ${q.position}`).toEqual(expected.get(q.question_id));
    }
    expect(view1.answers.find((a) => a.question_id === second.question_id)?.flagged).toBe(true);

    // Submit: the dialog lists the flagged question, then the exam is submitted.
    await page.getByRole('button', { name: 'Submit exam…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
    await expectVisible(dialog);
    await checkPage(page);
    await expectVisible(dialog.getByRole('list', { name: 'Questions flagged for review' }));
    await dialog.getByRole('button', { name: 'Submit exam', exact: true }).click();
    await expectVisible(page.getByText('Your exam was submitted'));
    await checkPage(page);
    // Marking runs as a job just after the submit: "being marked" goes once the marks are stored.
    await page
      .getByText('Being marked: your answers are being marked now.')
      .waitFor({ state: 'hidden', timeout: 15_000 });
    const view2 = await apiCall<AttemptView>(studentToken, 'GET', `/api/v2/mafanswers/${assignment.id}`);
    expect(view2.attempt.status).toBe('submitted');
    expect(view2.attempt.being_marked).toBe(false);

    await visit(page, '/student/assignments');
    const submitted = page.getByRole('region', { name: /^Submitted/ });
    await expectVisible(submitted.getByRole('heading', { level: 3, name: title }));

    // The teacher's assignment page shows the submission.
    await visit(teacherPage, `/teacher/assignments/${assignment.id}`);
    const done = teacherPage.getByRole('region', { name: /^Submitted \(/ });
    await expectVisible(done.getByText(me.name, { exact: true }));
  }, 300_000);
});
