import type { AssignmentStatistic, MarkQueryWithTrace } from '@markwell/contracts/marking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { answerMark, callsOf, expectNoAxeViolations, renderTeacherAt, stamp } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("students' queries", () => {
  it("shows the query beside the engine's trace, upholds it and keeps the outcome on screen", async () => {
    const answer = answerMark('Sophie Student', 'the water evaporates and the salt stays');
    const query: MarkQueryWithTrace = {
      id: 8,
      answer_id: answer.answer_id,
      question_id: 11,
      point_id: 102,
      point_text: 'salt is left',
      student_id: answer.student_id,
      student_name: 'Sophie Student',
      text: 'I said the salt stays',
      status: 'open',
      reply: null,
      created_at: stamp,
      decided_at: null,
      decided_by: null,
      answer,
      phrases: ['salt left', 'salt remains'],
    };
    let open = true;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/queries' && (init.method ?? 'GET') === 'GET')
        return json({ items: open ? [query] : [] });
      if (url.pathname === '/api/v2/mafanswers/3/queries/8' && init.method === 'PATCH') {
        open = false;
        return json({
          query: { ...query, status: 'upheld' },
          answer: { ...answer, marks: 2, version: 2, source: 'teacher' },
          proposal: { id: 40, phrase: 'salt stays', evidence: { correct: 4, wrong: 0, answers: 9 } },
        });
      }
      return undefined;
    });
    const { container } = renderTeacherAt('/teacher/assignments/3/marking/queries');
    const card = await screen.findByRole('article', { name: 'Sophie Student, question 2, point 2' });
    expect(within(card).getByText('“I said the salt stays”')).toBeTruthy();
    expect(within(card).getByText('Phrases the engine looked for: “salt left”, “salt remains”')).toBeTruthy();
    expect(within(card).getByText('Missing: “salt left”')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.change(within(card).getByRole('textbox', { name: 'Reply to the student (optional)' }), {
      target: { value: 'You did: point awarded.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Uphold: award the point' }));
    expect(
      await within(card).findByText(
        'Upheld: Sophie Student now has 2 / 2. “salt stays” was proposed to the staff: it credits 4 more answers that teachers marked correct and 0 that they marked wrong.',
      ),
    ).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')!.body).toEqual({
      decision: 'upheld',
      reply: 'You did: point awarded.',
      version: 1,
    });
    // The list no longer holds it (not open), but the outcome stays where the teacher looked.
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
    expect(screen.getByRole('article', { name: 'Sophie Student, question 2, point 2' })).toBeTruthy();
  });
});

describe('results', () => {
  const stats: AssignmentStatistic = {
    assignment_id: 3,
    title: 'Separating mixtures',
    attempts: 12,
    no_credit: 1,
    max_marks: 10,
    mean: 6.25,
    median: 6,
    sd: 1.9,
    distribution: [
      { from: 0, to: 4, count: 3 },
      { from: 5, to: 10, count: 9 },
    ],
    questions: [
      {
        question_id: 11,
        position: 1,
        text: 'Why?',
        max_marks: 2,
        mean: 1.2,
        facility: 0.6,
        discrimination: 0.45,
        points: [{ point_id: 101, number: 1, text: 'water evaporates', share: 0.75 }],
      },
    ],
  };

  it('shows the statistics, the chart with its table, and downloads the CSV', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/v2/mafanswers/3/statistic') return json(stats);
      if (url.pathname === '/api/v2/mafanswers/3/statistic/csv')
        return new Response("question,text\n1,'=cmd\n", { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      return undefined;
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = renderTeacherAt('/teacher/assignments/3/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: Separating mixtures' })).toBeTruthy();
    expect(screen.getByText(/12 attempts counted \(1 not for credit left out\)\. Mean 6\.3, median 6/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Totals by band' });
    expect(within(table).getByRole('rowheader', { name: '0–4' }).closest('tr')!.textContent).toBe('0–43');
    expect(within(table).getByRole('rowheader', { name: '5–10' }).closest('tr')!.textContent).toBe('5–109');
    const row = screen.getByRole('rowheader', { name: 'Question 1' }).closest('tr')!;
    expect(row.textContent).toContain('60%');
    expect(row.textContent).toContain('0.45');
    expect(row.textContent).toContain('1. water evaporates: 75%');
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]!.text()).toBe("question,text\n1,'=cmd\n");
    expect(callsOf(fetchMock).some((c) => c.path === '/api/v2/mafanswers/3/statistic/csv')).toBe(true);
  });

  it('downloads the released marks as a OneRoster gradebook zip beside the CSV', async () => {
    const zipBytes = new Uint8Array([0x50, 0x4b, 5, 6]);
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/v2/mafanswers/3/statistic') return json(stats);
      if (url.pathname === '/api/v2/mafanswers/3/oneroster-gradebook')
        return new Response(zipBytes, { headers: { 'content-type': 'application/zip', 'x-oneroster-skipped': '0' } });
      return undefined;
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('assignment-3-oneroster-gradebook.zip');
    });
    renderTeacherAt('/teacher/assignments/3/results');
    fireEvent.click(await screen.findByRole('button', { name: 'OneRoster gradebook' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(zipBytes);
    expect(callsOf(fetchMock).some((c) => c.path === '/api/v2/mafanswers/3/oneroster-gradebook')).toBe(true);
  });
});
