import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@markwell/domain/time/index';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';
import { Outbox, outboxKey } from '../lib/outbox';

const wait = { timeout: 8000 };

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
const ASSIGNMENT = 5;

function attemptView(fields: Record<string, unknown> = {}, answers: unknown[] = []) {
  const now = Date.now();
  return {
    attempt: {
      id: 11,
      assignment_id: ASSIGNMENT,
      title: 'Cells test',
      instructions: 'Answer every question.',
      opens_at: new Date(now - 3_600_000).toISOString(),
      due_at: new Date(now + 3_600_000).toISOString(),
      time_limit_seconds: 1800,
      one_per_page: false,
      started_at: new Date(now - 60_000).toISOString(),
      deadline_at: new Date(now + 1_740_000).toISOString(),
      closes_at: new Date(now + 1_800_000).toISOString(),
      submitted_at: null,
      submitted_by: null,
      being_marked: false,
      last_saved_at: null,
      status: 'in_progress',
      server_time: new Date(now).toISOString(),
      grace_seconds: 60,
      max_answer_length: 10_000,
      total_marks: 5,
      ...fields,
    },
    questions: [
      {
        type: 'text',
        question_id: 101,
        version_id: 1,
        position: 1,
        section_title: 'Section A',
        text: 'What does a <b>mitochondrion</b> do?',
        max_marks: 2,
        photo_url: null,
        media: null,
        parts: null,
      },
      {
        type: 'choice',
        question_id: 102,
        version_id: 2,
        position: 2,
        section_title: 'Section A',
        text: 'Which is a plant cell part?',
        max_marks: 1,
        photo_url: null,
        media: null,
        choices: [
          { id: 1, text: 'Cell wall' },
          { id: 2, text: 'Centriole' },
        ],
        multiple: false,
      },
      {
        type: 'numeric',
        question_id: 103,
        version_id: 3,
        position: 3,
        section_title: null,
        text: 'How many chromosomes in a human body cell?',
        max_marks: 2,
        photo_url: null,
        media: null,
      },
    ],
    answers,
  };
}

interface Saved {
  qid: number;
  body: { answer: unknown; revision: number; flagged: boolean };
}

/** The 503 the server answers while its database is away. */
const unavailable = () =>
  problem(503, 'database_unavailable', 'Service Unavailable', {
    detail: 'The service is briefly unavailable. Please send this again in a few seconds.',
    retry_after_seconds: 1,
  });

function mockExam(
  view: unknown,
  options: { failSaves?: () => boolean; deadlineAt?: () => string; unavailable?: () => boolean } = {},
) {
  const saves: Saved[] = [];
  let submitted = false;
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/v2/me') return json(me({ id: 7, role: 'student', messagesCount: 0 }));
    if (url.pathname === `/api/v2/mafanswers/${ASSIGNMENT}`)
      return json(
        submitted
          ? {
              ...(view as object),
              attempt: {
                ...(view as { attempt: object }).attempt,
                status: 'submitted',
                submitted_at: new Date().toISOString(),
                submitted_by: 'student',
                being_marked: true,
              },
            }
          : view,
      );
    const save = /^\/api\/v2\/mafanswers\/5\/questions\/(\d+)$/.exec(url.pathname);
    if (save && init.method === 'POST') {
      if (options.failSaves?.()) return Promise.reject(new TypeError('Failed to fetch'));
      if (options.unavailable?.()) return unavailable();
      const body = JSON.parse(String(init.body)) as Saved['body'];
      saves.push({ qid: Number(save[1]), body });
      return json({
        question_id: Number(save[1]),
        ...body,
        saved_at: new Date().toISOString(),
        server_time: new Date().toISOString(),
        deadline_at: options.deadlineAt?.() ?? (view as { attempt: { deadline_at: string } }).attempt.deadline_at,
      });
    }
    if (url.pathname === `/api/v2/mafassignments/${ASSIGNMENT}/email/submit` && init.method === 'PATCH') {
      if (options.unavailable?.()) return unavailable();
      submitted = true;
      return json({
        id: 11,
        assignment_id: ASSIGNMENT,
        submitted_at: new Date().toISOString(),
        submitted_by: 'student',
        answered: 1,
        total_questions: 3,
        flagged: 1,
        being_marked: true,
      });
    }
    return undefined;
  });
  return { fetch, saves };
}

function renderExam() {
  setToken('jwt');
  render(
    <MemoryRouter initialEntries={[`/student/assignments/${ASSIGNMENT}`]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('exam screen', () => {
  it('shows the questions as plain text, saves a moment after typing, and the navigator follows', async () => {
    const { saves } = mockExam(attemptView());
    renderExam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells test' }, wait)).toBeTruthy();
    // Question text is text: markup shows as typed, never rendered.
    expect(screen.getByText('What does a <b>mitochondrion</b> do?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Your answer to question 1' });
    expect(box.tagName).toBe('TEXTAREA');
    fireEvent.change(box, { target: { value: 'It releases energy' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(1), wait);
    expect(saves[0]).toEqual({ qid: 101, body: { answer: 'It releases energy', revision: 1, flagged: false } });
    await screen.findByText(/^Saved \d\d:\d\d$/, {}, wait);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Cell wall' }));
    fireEvent.blur(screen.getByRole('radio', { name: 'Cell wall' }));
    await waitFor(() => expect(saves.some((s) => s.qid === 102)).toBe(true), wait);
    expect(saves.find((s) => s.qid === 102)?.body.answer).toEqual([1]);

    const number = screen.getByRole('textbox', { name: 'Your answer to question 3' });
    fireEvent.change(number, { target: { value: '4x' } });
    expect(await screen.findByText(/not a number yet/)).toBeTruthy();
    fireEvent.change(number, { target: { value: '46' } });
    fireEvent.blur(number);
    await waitFor(() => expect(saves.find((s) => s.qid === 103)?.body.answer).toBe(46), wait);
  }, 20_000);

  it('keeps the time left and the save state in a bar that sticks under the header', async () => {
    mockExam(attemptView());
    renderExam();
    const status = await screen.findByRole('group', { name: 'Exam status' }, wait);
    expect(status.style.position).toBe('sticky');
    expect(status.style.top).toBe('var(--mw-header-height, 4rem)');
    expect(status.textContent).toMatch(/Time left: 2\d:\d\d/);
    expect(status.textContent).toContain('Your answers are saved as you type.');
    // What takes focus scrolls clear of the header and the bar, not under them.
    expect(document.documentElement.style.scrollPaddingTop).toContain('var(--mw-header-height, 4rem)');
    // The header publishes its height for the bar.
    expect(document.documentElement.style.getPropertyValue('--mw-header-height')).toMatch(/^\d+px$/);
    // The announcements at 10, 5 and 1 minutes stay in a polite live region inside the bar.
    expect(status.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows untimed work with its due time and no countdown', async () => {
    const due = new Date(Date.now() + 90 * 3_600_000).toISOString();
    mockExam(attemptView({ time_limit_seconds: null, due_at: due, deadline_at: due }));
    renderExam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cells test' }, wait)).toBeTruthy();
    expect(screen.queryByText(/Time left/)).toBeNull();
    const status = screen.getByRole('group', { name: 'Exam status' });
    expect(status.textContent).toContain(`Due ${formatDate(due, 'DD.MM.YYYY HH:mm')}`);
  });

  it('follows a deadline the teacher moved, as the next save reports it, and says so', async () => {
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    mockExam(attemptView(), { deadlineAt: () => later });
    renderExam();
    const box = await screen.findByRole('textbox', { name: 'Your answer to question 1' }, wait);
    fireEvent.change(box, { target: { value: 'It releases energy' } });
    const note = await screen.findByText(
      /Your teacher changed the time for this exam: it now ends at \d\d:\d\d\./,
      {},
      wait,
    );
    expect(note.textContent).toContain(formatDate(later, 'HH:mm'));
    // Was 29 minutes left; now close to three hours.
    await waitFor(() => expect(screen.getByText(/^2:5\d:\d\d$/)).toBeTruthy(), wait);
  }, 20_000);

  it('sends what was kept on this device before a reload, numbered above the server revision', async () => {
    const box = new Outbox(window.localStorage, outboxKey(7, ASSIGNMENT));
    box.record(101, { answer: 'typed while offline', flagged: false }, 4);
    const { saves } = mockExam(
      attemptView({}, [
        {
          question_id: 101,
          answer: 'older',
          flagged: false,
          revision: 4,
          saved_at: new Date(Date.now() - 60_000).toISOString(),
        },
      ]),
    );
    renderExam();
    await screen.findByRole('heading', { level: 1, name: 'Cells test' }, wait);
    expect((screen.getByRole('textbox', { name: 'Your answer to question 1' }) as HTMLTextAreaElement).value).toBe(
      'typed while offline',
    );
    await waitFor(() => expect(saves).toHaveLength(1), wait);
    expect(saves[0]?.body).toEqual({ answer: 'typed while offline', revision: 5, flagged: false });
    await waitFor(
      () => expect(window.localStorage.getItem(outboxKey(7, ASSIGNMENT))).not.toContain('typed while offline'),
      wait,
    );
  }, 20_000);

  it('409 stale: keeps the newer answer saved elsewhere, shows it and says so', async () => {
    const box = new Outbox(window.localStorage, outboxKey(7, ASSIGNMENT));
    box.record(101, { answer: 'stale tab text', flagged: false }, 0, Date.now() - 120_000);
    const stored = {
      question_id: 101,
      answer: 'newer from the laptop',
      flagged: false,
      revision: 6,
      saved_at: new Date().toISOString(),
    };
    setToken('jwt');
    mockFetch((url, init) => {
      if (url.pathname === '/api/v2/me') return json(me({ id: 7, role: 'student' }));
      if (url.pathname === `/api/v2/mafanswers/${ASSIGNMENT}`) return json(attemptView());
      if (url.pathname === `/api/v2/mafanswers/${ASSIGNMENT}/questions/101` && init.method === 'POST')
        return problem(409, 'stale_revision', 'A newer answer is stored', { stored });
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={[`/student/assignments/${ASSIGNMENT}`]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/a newer answer was saved from another window or device/, {}, wait)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your answer to question 1' }) as HTMLTextAreaElement).value).toBe(
      'newer from the laptop',
    );
    expect(window.localStorage.getItem(outboxKey(7, ASSIGNMENT)) ?? '').not.toContain('stale tab text');
  }, 20_000);

  it('says when answers stay on the device, and the submit step lists unanswered and flagged questions', async () => {
    let offline = true;
    const { saves, fetch } = mockExam(attemptView(), { failSaves: () => offline });
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => !offline);
    renderExam();
    const box = await screen.findByRole('textbox', { name: 'Your answer to question 1' }, wait);
    fireEvent.change(box, { target: { value: 'Respiration' } });
    fireEvent.blur(box);
    expect(
      await screen.findByText(
        'Offline: your answers are kept on this device and will be sent when you are back',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(window.localStorage.getItem(outboxKey(7, ASSIGNMENT))).toContain('Respiration');
    fireEvent.click(screen.getByRole('switch', { name: 'Flag question 1 for review' }));
    expect(screen.getByRole('button', { name: 'Question 1, answered, flagged for review' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit exam…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your exam?' }, wait);
    const unanswered = within(dialog).getByRole('list', { name: 'Questions not answered' });
    expect(
      within(unanswered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go to question 2', 'Go to question 3']);
    const flagged = within(dialog).getByRole('list', { name: 'Questions flagged for review' });
    expect(within(flagged).getByRole('button').textContent).toBe('Go to question 1');

    // Offline: submitting is refused until the answers are on the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit exam' }));
    expect(await within(dialog).findByText(/have not reached the server yet/, {}, wait)).toBeTruthy();

    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(saves.at(-1)?.body).toMatchObject({ answer: 'Respiration', flagged: true }), wait);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit exam' }));
    expect(await screen.findByText('Your exam was submitted', {}, wait)).toBeTruthy();
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/email/submit') && i?.method === 'PATCH')).toBe(true);
    expect(window.localStorage.getItem(outboxKey(7, ASSIGNMENT))).toBeNull();
    onLine.mockRestore();
  }, 20_000);

  it('while the server answers 503, keeps answers on the device, says saving is paused, and sends them and the submit when it is back', async () => {
    let down = true;
    const { fetch, saves } = mockExam(attemptView(), { unavailable: () => down });
    renderExam();
    const box = await screen.findByRole('textbox', { name: 'Your answer to question 1' }, wait);
    fireEvent.change(box, { target: { value: 'Respiration' } });
    expect(await screen.findByText('Saving paused, your answers are kept on this device', {}, wait)).toBeTruthy();
    expect(window.localStorage.getItem(outboxKey(7, ASSIGNMENT))).toContain('Respiration');
    expect(saves).toHaveLength(0);

    // Submitting while it is away waits, then goes through by itself once the server answers.
    fireEvent.click(screen.getByRole('button', { name: 'Submit exam…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your exam?' }, wait);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit exam' }));
    expect(
      await within(dialog).findByText(/Your exam will be submitted as soon as the server answers again/, {}, wait),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Not submitted/)).toBeNull();

    down = false;
    await waitFor(() => expect(saves.at(-1)?.body).toMatchObject({ answer: 'Respiration' }), wait);
    expect(await screen.findByText('Your exam was submitted', {}, wait)).toBeTruthy();
    expect(screen.getByText('Being marked: your answers are being marked now.')).toBeTruthy();
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/email/submit') && i?.method === 'PATCH')).toBe(true);
    expect(window.localStorage.getItem(outboxKey(7, ASSIGNMENT))).toBeNull();
  }, 20_000);

  it('when time runs out, stops taking answers and says the exam was submitted', async () => {
    const { fetch } = mockExam(attemptView({ deadline_at: new Date(Date.now() + 5000).toISOString() }));
    renderExam();
    const box = await screen.findByRole('textbox', { name: 'Your answer to question 1' }, wait);
    expect((box as HTMLTextAreaElement).disabled).toBe(false);
    expect(await screen.findByText('Time is up', {}, wait)).toBeTruthy();
    expect(screen.getByText(/Your exam was submitted with the answers saved so far/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your answer to question 1' }) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Submit exam…' }) as HTMLButtonElement).disabled).toBe(true);
    // the attempt is read again (the server's job submits it)
    await waitFor(
      () =>
        expect(
          fetch.mock.calls.filter(([u]) => String(u).endsWith(`/mafanswers/${ASSIGNMENT}`)).length,
        ).toBeGreaterThan(1),
      wait,
    );
  }, 20_000);

  it('one question per page: the navigator and next/previous move the focus to the question', async () => {
    mockExam(attemptView({ one_per_page: true }));
    renderExam();
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' }, wait)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const second = await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(screen.getByRole('button', { name: 'Question 2, not answered' }).getAttribute('aria-current')).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'Question 3, not answered' }));
    const third = await screen.findByRole('heading', { level: 2, name: 'Question 3 of 3' });
    await waitFor(() => expect(document.activeElement).toBe(third));
    fireEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBeTruthy();
  }, 20_000);

  it('shows a submitted attempt as submitted', async () => {
    mockExam(attemptView({ status: 'submitted', submitted_at: new Date().toISOString(), submitted_by: 'timeout' }));
    renderExam();
    expect(await screen.findByText('Your exam was submitted', {}, wait)).toBeTruthy();
    expect(screen.getByText(/Time ran out/)).toBeTruthy();
  }, 20_000);

  it('explains an exam that cannot be opened', async () => {
    setToken('jwt');
    mockFetch((url) => {
      if (url.pathname === '/api/v2/me') return json(me({ id: 7, role: 'student' }));
      if (url.pathname === `/api/v2/mafanswers/${ASSIGNMENT}`) return problem(404, 'not_found', 'Not Found');
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={[`/student/assignments/${ASSIGNMENT}`]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/This exam could not be opened/, {}, wait)).toBeTruthy();
  }, 20_000);
});
