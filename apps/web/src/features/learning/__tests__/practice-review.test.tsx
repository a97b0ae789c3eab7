import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderTeacherRoutesAt } from '../../../test/feature-harness';
import { mockApi } from '../../../test/mock-api';
import { teacherPracticeReviewRoutes } from '../routes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (id: number, answer: string) => ({
  id,
  student: { id: 4, name: 'Sam Student' },
  lesson: { id: 9, name: 'Rate of photosynthesis' },
  question_id: 11,
  question_text: 'Explain why the rate rises.',
  question_type: 'text',
  answer_text: answer,
  engine_marks: 1,
  max_marks: 3,
  self_assessment: 'partly',
  answered_at: '2026-11-28T10:00:00.000Z',
  marking_points: [{ number: 1, text: 'More light', marks: 1 }],
  correct_choices: null,
});

describe('practice to review', { timeout: 30_000 }, () => {
  it('lists a class’s answers as text, confirms one and changes another, announcing each', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/learning/reviews/counts')
        return { status: 200, body: [{ group_id: 3, group_name: '10B Biology', to_review: 2 }] };
      if (call.url === '/api/v2/learning/reviews?group_id=3')
        return {
          status: 200,
          body: {
            group: { id: 3, name: '10B Biology' },
            total: 2,
            items: [item(21, '<b>Light</b> helps'), item(22, 'It gets warmer')],
          },
        };
      const m = /\/learning\/practice-answers\/(\d+)\/review$/.exec(call.url);
      if (m) {
        const marks = (call.body as { marks: number }).marks;
        return {
          status: 200,
          body: {
            id: Number(m[1]),
            engine_marks: 1,
            teacher_marks: marks,
            max_marks: 3,
            reviewed_at: '2026-11-28T11:00:00.000Z',
          },
        };
      }
      return { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found' } };
    });
    const { container } = renderTeacherRoutesAt(teacherPracticeReviewRoutes, '/teacher/practice-review');
    expect(await screen.findByText('2 answers to review in 10B Biology.')).toBeTruthy();
    // What a student typed is shown as text, never as HTML.
    expect(screen.getByText('<b>Light</b> helps')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeTruthy();
    await expectNoAxeViolations(container);

    const [first] = screen.getAllByRole('button', { name: 'Confirm 1/3' });
    fireEvent.click(first!);
    expect(await screen.findByText('Mark confirmed: 1/3.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change mark' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New mark (0 to 3)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText('Mark changed to 3/3 (the engine gave 1).')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/v2/learning/practice-answers/21/review', { marks: 1 }],
      ['/api/v2/learning/practice-answers/22/review', { marks: 3 }],
    ]);
  });
});
