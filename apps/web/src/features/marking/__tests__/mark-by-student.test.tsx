import type { StudentMarking } from '@markwell/contracts/marking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { answerMark, callsOf, expectNoAxeViolations, question, renderTeacherAt, stamp } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function studentMarking(): StudentMarking {
  const q2 = { ...question, question_id: 12, position: 2, text: 'Name the process.' };
  return {
    assignment_id: 3,
    title: 'Separating mixtures',
    student: { id: 20, name: 'Amara Singh' },
    attempt_id: 70,
    submitted_at: stamp,
    marks: 1,
    max_marks: 4,
    no_credit: false,
    released: false,
    feedback: { attempt_id: 70, student_id: 20, feedback: null, version: 0, updated_at: null, updated_by: null },
    questions: [
      {
        question: { ...question, position: 1 },
        answer: answerMark('Amara Singh', 'the water evaporates', { position: 1 }),
      },
      { question: q2, answer: answerMark('Amara Singh', 'boiling', { question_id: 12, position: 2 }) },
    ],
    previous_student_id: null,
    next_student_id: 21,
  };
}

describe('marking by student', () => {
  it('goes question after question with the keys, saves feedback on the attempt and shows a stale one', async () => {
    let feedbackPosts = 0;
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/v2/exams/3/students/20/marks') return json(studentMarking());
      if (url.pathname === '/api/v2/markingcomments') return json({ items: [] });
      if (url.pathname === '/api/v2/mafanswers/3/nocredits')
        return json({ attempt_id: 70, student_id: 20, no_credit: true });
      if (url.pathname === '/api/v2/mafanswers/3/feedback' && feedbackPosts++ === 0)
        return problem(409, 'stale_feedback', 'Mr Brook changed this feedback meanwhile', {
          current: {
            attempt_id: 70,
            student_id: 20,
            feedback: 'Revise evaporation.',
            version: 3,
            updated_at: '2026-11-23T10:00:00.000Z',
            updated_by: { id: 9, name: 'Mr Brook' },
          },
        });
      if (url.pathname === '/api/v2/mafanswers/3/feedback')
        return json({
          attempt_id: 70,
          student_id: 20,
          feedback: 'Well argued.',
          version: 4,
          updated_at: stamp,
          updated_by: { id: 7, name: 'Ada' },
        });
      return undefined;
    });
    const { container } = renderTeacherAt('/teacher/assignments/3/marking/students/20');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Question 1 of 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectNoAxeViolations(container);
    fireEvent.keyDown(heading, { key: 'j' });
    await screen.findByRole('heading', { level: 2, name: 'Question 2 of 2' });
    expect(screen.getByRole('link', { name: 'Next student' }).getAttribute('href')).toBe(
      '/teacher/assignments/3/marking/students/21',
    );

    fireEvent.click(screen.getByRole('switch', { name: /Not for credit/ }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.path === '/api/v2/mafanswers/3/nocredits')?.body).toEqual({
        student_id: 20,
        no_credit: true,
      }),
    );

    const section = screen.getByRole('region', { name: 'Feedback on the attempt' });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Feedback on the whole attempt' }), {
      target: { value: 'Well argued.' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save feedback' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Mr Brook wrote at 23.11.2026');
    expect(alert.textContent).toContain('“Revise evaporation.”');
    fireEvent.click(within(alert).getByRole('button', { name: 'Save mine over it' }));
    expect(await within(section).findByText('Feedback on the attempt saved.')).toBeTruthy();
    const sent = callsOf(fetchMock)
      .filter((c) => c.path === '/api/v2/mafanswers/3/feedback')
      .map((c) => c.body);
    expect(sent).toEqual([
      { student_id: 20, feedback: 'Well argued.', version: 0 },
      { student_id: 20, feedback: 'Well argued.', version: 3 },
    ]);
  });
});
