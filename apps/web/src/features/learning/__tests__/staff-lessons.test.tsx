import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { mockApi } from '../../../test/mock-api';
import { staffLessonRoutes } from '../routes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const curriculum = {
  id: 1,
  name: 'AQA Biology',
  subject_id: 8,
  subject: 'Biology',
  active: true,
  description: null,
  concept_share: null,
};
const course = { id: 5, name: 'GCSE Biology', curricula_id: 1, qualification_id: 2, qualification: 'GCSE' };
const summary = (over: Record<string, unknown>) => ({
  chapter: { id: 1, name: 'Bioenergetics' },
  topic: { id: 2, name: 'Photosynthesis' },
  has_tutorial: false,
  has_video: false,
  practice_questions: 0,
  practice_source: 'bank',
  ...over,
});
const question = (id: number, text: string) => ({ id, text, type: 'text', max_marks: 3, placed_on_lesson: true });
const lesson = (over: Record<string, unknown> = {}) => ({
  id: 9,
  name: 'Rate of photosynthesis',
  course: { id: 5, name: 'GCSE Biology', curricula_id: 1 },
  chapter: { id: 1, name: 'Bioenergetics' },
  topic: { id: 2, name: 'Photosynthesis' },
  body_html: '<p>Light matters.</p>',
  video_url: null,
  video_origin: 'https://videos.test',
  updated_at: null,
  practice_source: 'bank',
  practice_questions: [question(11, 'Explain the rate.'), question(12, 'Name a limiting factor.')],
  candidates: [question(11, 'Explain the rate.'), question(12, 'Name a limiting factor.')],
  ...over,
});

describe('staff lessons', { timeout: 30_000 }, () => {
  it('lists a course’s lessons with what each has and lacks, in words', async () => {
    mockApi((call) => {
      if (call.url.startsWith('/api/v2/curriculas')) return { status: 200, body: [curriculum] };
      if (call.url.startsWith('/api/v2/curricula/1/courses')) return { status: 200, body: [course] };
      if (call.url.startsWith('/api/v2/staff/lessons?course_id=5'))
        return {
          status: 200,
          body: {
            course: { id: 5, name: 'GCSE Biology', curricula_id: 1 },
            lessons: [
              summary({ id: 8, name: 'The photosynthesis equation' }),
              summary({
                id: 9,
                name: 'Rate of photosynthesis',
                has_tutorial: true,
                has_video: true,
                practice_questions: 2,
                practice_source: 'chosen',
              }),
            ],
          },
        };
      return { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found' } };
    });
    const { container } = renderRoutesAt('/staff', staffLessonRoutes, '/staff/lessons?curriculum=1&course=5');
    const row = (await screen.findByRole('link', { name: 'The photosynthesis equation' })).closest('tr')!;
    expect(within(row).getByText('No tutorial')).toBeTruthy();
    expect(within(row).getByText('No practice questions')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Rate of photosynthesis' }).closest('tr')!;
    expect(within(other).getByText('Tutorial')).toBeTruthy();
    expect(within(other).getByText('2 practice questions (chosen)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rate of photosynthesis' }).getAttribute('href')).toBe('/staff/lessons/9');
    await expectNoAxeViolations(container);
  });

  it('orders the practice questions with the keyboard buttons and saves them, saying so', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/staff/lessons/9') return { status: 200, body: lesson() };
      if (call.url === '/api/v2/staff/lessons/9/practice-questions') {
        const ids = (call.body as { question_ids: number[] }).question_ids;
        const byId = { 11: question(11, 'Explain the rate.'), 12: question(12, 'Name a limiting factor.') };
        return {
          status: 200,
          body: lesson({ practice_source: 'chosen', practice_questions: ids.map((id) => byId[id as 11 | 12]) }),
        };
      }
      return { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found' } };
    });
    const { container } = renderRoutesAt('/staff', staffLessonRoutes, '/staff/lessons/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit lesson: Rate of photosynthesis' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Name a limiting factor.” up' }));
    expect(await screen.findByText('Moved “Name a limiting factor.” to position 1 of 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save practice questions' }));
    expect(await screen.findByText('Saved: students practise 2 questions in this order.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ question_ids: [12, 11] });
    // Unticking a question moves it to the questions not chosen.
    fireEvent.click(screen.getByRole('checkbox', { name: /Explain the rate\./ }));
    expect(screen.getByText('Chosen, in order (1)')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows the server’s reason when a video is refused', async () => {
    mockApi((call) => {
      if (call.url === '/api/v2/staff/lessons/9' && call.method === 'GET') return { status: 200, body: lesson() };
      if (call.url === '/api/v2/staff/lessons/9/content')
        return {
          status: 400,
          body: {
            title: 'Bad Request',
            status: 400,
            code: 'video_not_allowed',
            detail: 'A lesson video must be an address on https://videos.test.',
            errors: [{ path: 'body.video_url', message: 'A lesson video must be an address on https://videos.test.' }],
          },
        };
      return { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found' } };
    });
    renderRoutesAt('/staff', staffLessonRoutes, '/staff/lessons/9');
    const field = await screen.findByRole('textbox', { name: 'Video address' });
    fireEvent.change(field, { target: { value: 'https://elsewhere.test/v.mp4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tutorial' }));
    await waitFor(() =>
      expect(screen.getByText('A lesson video must be an address on https://videos.test.')).toBeTruthy(),
    );
    expect(screen.queryByText('Tutorial saved.')).toBeNull();
  });
});
