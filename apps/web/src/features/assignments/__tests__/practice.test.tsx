import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { assignment, callsOf, classRoutes, expectNoAxeViolations, renderAt } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const practiceSet = {
  topic_id: 5,
  lessons: [
    { lesson_id: 51, name: 'Light', topic_name: 'Photosynthesis' },
    { lesson_id: 52, name: 'Limiting factors', topic_name: 'Photosynthesis' },
  ],
  target_lessons_completed: true,
  target_score: 70,
};

const lessonRow = (lesson_id: number, completed: boolean, live_score: number | null, met: boolean) => ({
  lesson_id,
  completed,
  live_score,
  answers: live_score === null ? 0 : 4,
  met,
});

function practice(overrides: Record<string, unknown> = {}) {
  return assignment({
    kind: 'practice',
    template_id: null,
    template_name: null,
    title: 'Photosynthesis practice',
    time_limit_seconds: null,
    total_marks: 0,
    question_count: 0,
    started_count: 0,
    submitted_count: 0,
    to_mark_count: 0,
    extra_time: [],
    practice: practiceSet,
    practice_students: [
      {
        student_id: 20,
        name: 'Amara Singh',
        lessons_completed: 2,
        lessons: [lessonRow(51, true, 80, true), lessonRow(52, true, 75, true)],
        met: true,
      },
      {
        student_id: 22,
        name: 'Cleo Marsh',
        lessons_completed: 1,
        lessons: [lessonRow(51, true, 40, false), lessonRow(52, false, null, false)],
        met: false,
      },
    ],
    ...overrides,
  });
}

describe('set practice', () => {
  it('sets a topic of the class’s course to a class with a target', async () => {
    const fetchMock = mockFetch(classRoutes, (url, init) => {
      if (url.pathname === '/api/v2/schoolgroups/courses')
        return json([
          { id: 10, name: 'Biology', curricula_id: 1, qualification_id: 1, qualification: 'GCSE', group_id: [2] },
          { id: 11, name: 'Chemistry', curricula_id: 2, qualification_id: 1, qualification: 'GCSE', group_id: [3] },
        ]);
      if (url.pathname === '/api/v2/filters/10/lessons')
        return json({
          id: 10,
          name: 'Biology',
          curricula_id: 1,
          qualification_id: 1,
          qualification: 'GCSE',
          chapters: [
            {
              id: 1,
              name: 'Plants',
              topics: [
                {
                  id: 5,
                  name: 'Photosynthesis',
                  checkpoint_id: null,
                  lessons: [
                    { id: 51, name: 'Light', url: '/light' },
                    { id: 52, name: 'Limiting factors', url: '/limits' },
                  ],
                },
              ],
            },
          ],
        });
      if (url.pathname === '/api/v2/mafassignments' && init.method === 'POST') return json(practice(), 201);
      if (url.pathname === '/api/v2/mafassignments/3') return json(practice());
      return undefined;
    });
    const { container, router } = renderAt('/teacher/assignments/new?kind=practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set practice' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: '10B (3 students)' }));
    const course = screen.getByRole('combobox', { name: 'Course' });
    // only the courses of the chosen class
    await waitFor(() => expect(within(course).getByRole('option', { name: 'Biology (GCSE)' })).toBeTruthy());
    expect(within(course).queryByRole('option', { name: 'Chemistry (GCSE)' })).toBeNull();
    fireEvent.change(course, { target: { value: '10' } });
    const topic = await screen.findByRole('combobox', { name: 'Topic' });
    fireEvent.change(topic, { target: { value: '5' } });
    expect(screen.getByText('Done when: every lesson completed and a live score of 70% on each lesson.')).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Set the practice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/assignments/3'));
    const post = callsOf(fetchMock).find((c) => c.path === '/api/v2/mafassignments' && c.method === 'POST')!;
    expect(post.body).toMatchObject({
      kind: 'practice',
      topic_id: 5,
      target_lessons_completed: true,
      target_score: 70,
      targets: { group_ids: [2], subgroups: [], student_ids: [] },
    });
  });

  it('shows each student’s lessons completed, live score per lesson and target met in words, and a lesson’s commonest wrong answers', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/v2/mafassignments/3') return json(practice());
      if (url.pathname === '/api/v2/learning/lessons/51/wrong-answers')
        return json({
          lesson_id: 51,
          group_id: 2,
          questions: [
            {
              question_id: 900,
              question: 'Why does the rate rise?',
              clusters: [{ answer: '<b>plants grow</b>', students: 3, answers: 4, marks: 0, max_marks: 3 }],
            },
          ],
        });
      return undefined;
    });
    const { container } = renderAt('/teacher/assignments/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photosynthesis practice' })).toBeTruthy();
    expect(screen.getByText('every lesson completed and a live score of 70% on each lesson')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 of 2 students met the target.');
    const amara = screen.getByRole('rowheader', { name: 'Amara Singh' }).closest('tr')!;
    expect(within(amara).getByText('2 of 2')).toBeTruthy();
    expect(within(amara).getByText('Yes')).toBeTruthy();
    const cleo = screen.getByRole('rowheader', { name: 'Cleo Marsh' }).closest('tr')!;
    expect(within(cleo).getByText('40%, completed')).toBeTruthy();
    expect(within(cleo).getByText('No answers yet, not completed')).toBeTruthy();
    expect(within(cleo).getByText('Not yet')).toBeTruthy();
    await expectNoAxeViolations(container);

    const light = screen.getByRole('region', { name: 'Commonest wrong answers: Light' });
    fireEvent.click(within(light).getByRole('button', { name: /Show the commonest wrong answers on Light/ }));
    // the answer is text, never HTML
    expect(await within(light).findByText('<b>plants grow</b>')).toBeTruthy();
    expect(within(light).getByText('0 of 3')).toBeTruthy();
    const call = callsOf(fetchMock).find((c) => c.path === '/api/v2/learning/lessons/51/wrong-answers')!;
    expect(call.url.searchParams.get('group_id')).toBe('2');
  });

  it('lists practice beside exams, marked as practice', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v2/mafassignments')
        return json({ items: [assignment(), practice({ id: 4 })], total: 2, page: 1, limit: 20 });
      return undefined;
    });
    renderAt('/teacher/assignments');
    const row = (await screen.findByRole('link', { name: 'Photosynthesis practice' })).closest('tr')!;
    expect(within(row).getByText('Practice')).toBeTruthy();
    expect(within(row).getByText(/2 lessons; target: every lesson completed/)).toBeTruthy();
    const exam = screen.getByRole('link', { name: '10B photosynthesis' }).closest('tr')!;
    expect(within(exam).getByText('Exam')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set practice' }).getAttribute('href')).toBe(
      '/teacher/assignments/new?kind=practice',
    );
  });
});

describe('changing set practice', () => {
  it('changes its target, keeping its lessons', async () => {
    const fetchMock = mockFetch(classRoutes, (url, init) => {
      if (url.pathname === '/api/v2/mafassignments/3' && init.method === 'PATCH') return json(practice());
      if (url.pathname === '/api/v2/mafassignments/3') return json(practice());
      return undefined;
    });
    const { container, router } = renderAt('/teacher/assignments/3/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change “Photosynthesis practice”' })).toBeTruthy();
    expect(screen.getByText(/Light, Limiting factors \(the lessons of set practice do not change/)).toBeTruthy();
    const score = screen.getByRole('textbox', { name: 'Live score to reach (%)' });
    expect((score as HTMLInputElement).value).toBe('70');
    fireEvent.change(score, { target: { value: '85' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Complete every set lesson' }));
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/assignments/3'));
    const patch = callsOf(fetchMock).find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ target_lessons_completed: false, target_score: 85 });
    expect(patch.body).not.toHaveProperty('lesson_ids');
    expect(patch.body).not.toHaveProperty('kind');
  });
});
