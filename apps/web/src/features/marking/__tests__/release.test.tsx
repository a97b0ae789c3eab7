import type { MarkingOverview } from '@markwell/contracts/marking';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, expectNoAxeViolations, renderTeacherAt, stamp } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function overview(needsReview: number): MarkingOverview {
  return {
    assignment_id: 3,
    title: 'Separating mixtures',
    max_marks: 3,
    released_at: null,
    released_by: null,
    needs_review: needsReview,
    // Amara's submission and Chloe's (being marked): neither released
    to_mark_count: 2,
    questions: [
      {
        question_id: 11,
        position: 1,
        text: 'Why?',
        type: 'text',
        max_marks: 2,
        answers: 2,
        needs_review: needsReview,
        teacher_marked: 0,
        mean: 1,
      },
    ],
    students: [
      {
        student_id: 20,
        name: 'Amara Singh',
        attempt_id: 70,
        state: 'submitted',
        submitted_at: stamp,
        marks: 2,
        max_marks: 3,
        needs_review: needsReview,
        no_credit: false,
        released: false,
        cells: [],
      },
      {
        student_id: 22,
        name: 'Chloe Martin',
        attempt_id: 71,
        state: 'being_marked',
        submitted_at: stamp,
        marks: null,
        max_marks: 3,
        needs_review: 0,
        no_credit: false,
        released: false,
        cells: [],
      },
      {
        student_id: 21,
        name: 'Ben Okafor',
        attempt_id: null,
        state: 'not_started',
        submitted_at: null,
        marks: null,
        max_marks: 3,
        needs_review: 0,
        no_credit: false,
        released: false,
        cells: [],
      },
    ],
  };
}

describe('marking overview and release', () => {
  it('links every question and submitted student, and asks before releasing with answers still to review', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/marking/all') return json(overview(1));
      if (url.pathname === '/api/v2/mafanswers/3/finishes') {
        const body = JSON.parse(String(init.body)) as { confirm?: boolean };
        return body.confirm
          ? json({ assignment_id: 3, released_at: stamp, attempts: 1, needs_review: 1 })
          : problem(409, 'answers_need_review', 'Answers need review', { needs_review: 1 });
      }
      return undefined;
    });
    const { container } = renderTeacherAt('/teacher/assignments/3/marking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marking: Separating mixtures' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Question 1' }).getAttribute('href')).toBe(
      '/teacher/assignments/3/marking/questions/11',
    );
    expect(screen.getByRole('link', { name: 'Amara Singh' }).getAttribute('href')).toBe(
      '/teacher/assignments/3/marking/students/20',
    );
    expect(screen.queryByRole('link', { name: 'Ben Okafor' })).toBeNull();
    // Submitted a moment ago: its marks are not stored yet.
    const chloe = screen.getByRole('row', { name: /Chloe Martin/ });
    expect(within(chloe).getByText('Submitted, being marked')).toBeTruthy();
    expect(within(chloe).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Results and statistics' }).getAttribute('href')).toBe(
      '/teacher/assignments/3/results',
    );
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Release marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release with answers still to review?' });
    expect(within(dialog).getByText(/1 answer still needs review/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release anyway' }));
    expect(await screen.findByText('Marks released to 1 student. They have been told.')).toBeTruthy();
    // the server decides what to ask: a first call without confirm, then the confirmed one
    expect(
      callsOf(fetchMock)
        .filter((c) => c.path.endsWith('/finishes'))
        .map((c) => c.body),
    ).toEqual([{}, { confirm: true }]);
  });

  it('asks before releasing work still open, says what students will see, and may show the scheme at once', async () => {
    const closes = '2026-12-03T09:01:00.000Z';
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/marking/all') return json(overview(0));
      if (url.pathname === '/api/v2/mafanswers/3/finishes') {
        const body = JSON.parse(String(init.body)) as { confirm?: boolean };
        return body.confirm
          ? json({ assignment_id: 3, released_at: stamp, attempts: 1, needs_review: 0 })
          : problem(409, 'work_still_open', 'Still open', { needs_review: 0, closes_at: closes });
      }
      return undefined;
    });
    const { container } = renderTeacherAt('/teacher/assignments/3/marking');
    fireEvent.click(await screen.findByRole('button', { name: 'Release marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release while the work is still open?' });
    expect(dialog.textContent).toContain('still open until 03.12.2026');
    expect(dialog.textContent).toContain('will see their marks and feedback now');
    expect(dialog.textContent).toContain('mark scheme and correct answers once it closes');
    const show = within(dialog).getByRole('checkbox', { name: 'Show the mark scheme and correct answers now' });
    expect((show as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations(container);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release anyway' }));
    expect(await screen.findByText('Marks released to 1 student. They have been told.')).toBeTruthy();
    expect(
      callsOf(fetchMock)
        .filter((c) => c.path.endsWith('/finishes'))
        .map((c) => c.body),
    ).toEqual([{}, { confirm: true }]);
  });

  it('shows the scheme at once when the teacher ticks it', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/marking/all') return json(overview(0));
      if (url.pathname === '/api/v2/mafanswers/3/finishes') {
        const body = JSON.parse(String(init.body)) as { confirm?: boolean };
        return body.confirm
          ? json({ assignment_id: 3, released_at: stamp, attempts: 1, needs_review: 0 })
          : problem(409, 'work_still_open', 'Still open', { needs_review: 0, closes_at: stamp });
      }
      return undefined;
    });
    renderTeacherAt('/teacher/assignments/3/marking');
    fireEvent.click(await screen.findByRole('button', { name: 'Release marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release while the work is still open?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Show the mark scheme and correct answers now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release anyway' }));
    expect(await screen.findByText('Marks released to 1 student. They have been told.')).toBeTruthy();
    expect(
      callsOf(fetchMock)
        .filter((c) => c.path.endsWith('/finishes'))
        .at(-1)!.body,
    ).toEqual({
      confirm: true,
      show_scheme: true,
    });
  });

  it('asks after all when the server finds answers to review that the page did not know of', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/marking/all') return json(overview(0));
      if (url.pathname === '/api/v2/mafanswers/3/finishes') {
        const body = JSON.parse(String(init.body)) as { confirm?: boolean };
        return body.confirm
          ? json({ assignment_id: 3, released_at: stamp, attempts: 1, needs_review: 2 })
          : problem(409, 'answers_need_review', 'Answers need review', { needs_review: 2 });
      }
      return undefined;
    });
    renderTeacherAt('/teacher/assignments/3/marking');
    fireEvent.click(await screen.findByRole('button', { name: 'Release marks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release with answers still to review?' });
    expect(within(dialog).getByText(/2 answers still need review/)).toBeTruthy();
    expect(
      callsOf(fetchMock)
        .filter((c) => c.path.endsWith('/finishes'))
        .map((c) => c.body),
    ).toEqual([{}]);
  });

  it('counts submissions waiting for marks as the home and the list do: the server’s count, being marked too', async () => {
    mockFetch((url) => (url.pathname === '/api/v2/mafanswers/3/marking/all' ? json(overview(0)) : undefined));
    renderTeacherAt('/teacher/assignments/3/marking');
    expect(await screen.findByText(/2 submissions waiting for marks/)).toBeTruthy();
    expect(screen.getByText(/No answer needs review/)).toBeTruthy();
  });

  it('tells a teacher who does not teach the assignment that its marking is not theirs', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v2/mafanswers/3/marking/all'
        ? problem(403, 'not_your_assignment', 'Only the teacher who set this assignment may mark it')
        : undefined,
    );
    renderTeacherAt('/teacher/assignments/3/marking');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not your assignment to mark');
    expect(screen.queryByRole('button', { name: 'Release marks' })).toBeNull();
  });
});
