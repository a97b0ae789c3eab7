import type { AttemptReview } from '@markwell/contracts/marking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { callsOf, expectNoAxeViolations, renderStudentAt, stamp } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = 'When heated the water evaporates <img src=x onerror=alert(1)> and the salt stays';

function review(): AttemptReview {
  const at = text.indexOf('water evaporates');
  return {
    assignment_id: 3,
    title: 'Separating mixtures',
    released_at: stamp,
    marks: 1,
    max_marks: 3,
    no_credit: false,
    feedback: 'Good start. <script>x</script>',
    scheme_shown_at: null,
    questions: [
      {
        question_id: 11,
        position: 1,
        text: 'Why does salt water leave salt behind?',
        type: 'text',
        answer: text,
        choices: null,
        marks: 1,
        max_marks: 2,
        level: null,
        feedback: 'Name what is left.',
        points: [
          {
            point_id: 101,
            number: 1,
            text: 'water evaporates',
            marks: 1,
            awarded: true,
            matches: [{ start: at, end: at + 16, text: 'water evaporates' }],
            query: null,
          },
          { point_id: 102, number: 2, text: 'salt is left', marks: 1, awarded: false, matches: [], query: null },
        ],
      },
      {
        question_id: 12,
        position: 2,
        text: 'Which is a mixture?',
        type: 'choice',
        answer: [2],
        choices: [
          { id: 1, text: 'Sea water', correct: true },
          { id: 2, text: 'Pure water', correct: false },
        ],
        marks: 0,
        max_marks: 1,
        level: null,
        feedback: null,
        points: [],
      },
    ],
  };
}

describe("the student's review of released work", () => {
  it('shows marks, the points awarded with their spans as plain text, feedback; and sends "I did say this"', async () => {
    let queried = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/review') {
        const r = review();
        if (queried) r.questions[0]!.points[1]!.query = { id: 5, status: 'open', reply: null };
        return json(r);
      }
      if (url.pathname === '/api/v2/mafanswers/3/queries' && init.method === 'POST') {
        queried = true;
        return json(
          {
            id: 5,
            question_id: 11,
            point_id: 102,
            text: 'I said the salt stays',
            status: 'open',
            reply: null,
            created_at: stamp,
          },
          201,
        );
      }
      return undefined;
    });
    const { container } = renderStudentAt('/student/assignments/3/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your marks: Separating mixtures' })).toBeTruthy();
    expect(screen.getByText('1 / 3 marks')).toBeTruthy();

    // The answer is text: markup in it shows as typed, never as elements.
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('.hl-answer')!.textContent).toBe(text);
    const mark = container.querySelector('mark.hl-match')!;
    expect(mark.textContent).toBe('water evaporates');
    expect(mark.getAttribute('data-points')).toBe('1');
    expect(screen.getByText('Good start. <script>x</script>')).toBeTruthy();
    expect(screen.getByText('Name what is left.')).toBeTruthy();
    const q1 = screen.getByRole('region', { name: 'Question 1' });
    expect(within(q1).getByText(/you wrote “water evaporates”/)).toBeTruthy();
    const q2 = screen.getByRole('region', { name: 'Question 2' });
    expect(within(q2).getByText(/Pure water/).textContent).toContain('☑');
    await expectNoAxeViolations(container);

    // Only the point not awarded can be queried.
    expect(within(q1).getAllByRole('button', { name: /I did say this/ })).toHaveLength(1);
    fireEvent.click(within(q1).getByRole('button', { name: 'I did say this: point 2' }));
    const box = within(q1).getByRole('textbox', { name: 'Where in your answer did you say “salt is left”?' });
    fireEvent.change(box, { target: { value: 'I said the salt stays' } });
    fireEvent.click(within(q1).getByRole('button', { name: 'Send to my teacher' }));
    expect(await within(q1).findByText('Your query is with your teacher.')).toBeTruthy();
    const post = callsOf(fetchMock).find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ question_id: 11, point_id: 102, text: 'I said the salt stays' });
    await waitFor(() => expect(within(q1).queryByRole('button', { name: /I did say this/ })).toBeNull());
  });

  it('says when the mark scheme will be shown while the work is still open for others, and offers no query', async () => {
    mockFetch((url) => {
      if (url.pathname !== '/api/v2/mafanswers/3/review') return undefined;
      const r = review();
      r.scheme_shown_at = '2026-12-03T09:01:00.000Z';
      for (const q of r.questions) q.points = [];
      r.questions[1]!.choices = r.questions[1]!.choices!.map((c) => ({ ...c, correct: null }));
      return json(r);
    });
    const { container } = renderStudentAt('/student/assignments/3/review');
    expect(await screen.findByText(/mark scheme and the correct answers are shown once the work closes/)).toBeTruthy();
    expect(screen.getByText(/03\.12\.2026/)).toBeTruthy();
    expect(screen.queryByText(/I did say this/)).toBeNull();
    expect(screen.queryByText(/\(correct\)/)).toBeNull();
    expect(screen.getByText('1 / 3 marks')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows a mark the teacher changed as theirs, with their feedback, and offers no per-point query on it', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname !== '/api/v2/mafanswers/3/review') return undefined;
      const r = review();
      r.marks = 2;
      r.questions[0] = {
        ...r.questions[0]!,
        marks: 2,
        max_marks: 3,
        override: 2,
        feedback: 'You explained the salt well.',
      };
      return json(r);
    });
    const { container } = renderStudentAt('/student/assignments/3/review');
    const q1 = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(q1).getByText('2 / 3 marks')).toBeTruthy();
    expect(within(q1).getByText('Your teacher changed this mark to 2 of 3')).toBeTruthy();
    expect(within(q1).getByText('You explained the salt well.')).toBeTruthy();
    // The points do not add up to the teacher's mark: not "awarded", and not queried one by one.
    expect(within(q1).queryByText(/Not awarded/)).toBeNull();
    expect(within(q1).queryByRole('button', { name: /I did say this/ })).toBeNull();
    expect(within(q1).getByText(/not counted and cannot be queried/)).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
  });

  it('without an override, says nothing of a changed mark', async () => {
    mockFetch((url) => (url.pathname === '/api/v2/mafanswers/3/review' ? json(review()) : undefined));
    renderStudentAt('/student/assignments/3/review');
    const q1 = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(q1).queryByText(/Your teacher changed this mark/)).toBeNull();
    expect(within(q1).getByRole('button', { name: 'I did say this: point 2' })).toBeTruthy();
  });

  it('says the marks are not released yet (409) and shows nothing of them', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v2/mafanswers/3/review'
        ? problem(409, 'marks_not_released', 'Marks are not released yet')
        : undefined,
    );
    renderStudentAt('/student/assignments/3/review');
    expect(await screen.findByText(/has not released the marks yet/)).toBeTruthy();
  });

  it('answers an assignment without an attempt (404) with the not-found screen', async () => {
    mockFetch(() => undefined);
    renderStudentAt('/student/assignments/3/review');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops!! What are you doing here?'),
    );
  });
});
