import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';

const wait = { timeout: 8000 };
// A player test loads the page chunk, sanitises lessons and makes several round trips.
vi.setConfig({ testTimeout: 30_000 });

type Status = 'none' | 'active' | 'completed' | 'inactive';

/** A small fake of the academy API: one course of two lessons, the second with a one-question quiz. */
function academyApi(start: Status = 'none') {
  const state = { status: start, attempt: start === 'none' ? 0 : 1, done: [] as number[], calls: [] as string[] };
  const progress = () => ({
    status: state.status,
    attempt: state.attempt,
    lessons_done: state.done.length,
    lessons_total: 2,
    progress: state.done.length * 50,
  });
  const summary = () => ({
    id: 3,
    title: 'Teaching moles',
    summary: 'Amount of substance, step by step.',
    curricula_id: 2,
    curricula_name: 'AQA Chemistry',
    ...progress(),
  });
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const path = url.pathname;
    if (path === '/api/v2/me') return json(me());
    if (path === '/api/v2/messages/unread-count') return json({ unread: 0 });
    if (path === '/api/v2/academy/enabled') return json({ enabled: true });
    if (path === '/api/v2/teacher/academy/curriculas') return json([{ id: 2, name: 'AQA Chemistry', courses: 1 }]);
    if (path === '/api/v2/teacher/academy/courses') {
      state.calls.push(url.search);
      const matches = !url.searchParams.get('query') || 'teaching moles'.includes(url.searchParams.get('query')!);
      return json({ items: matches ? [summary()] : [], total: matches ? 1 : 0, page: 1, limit: 10 });
    }
    if (path === '/api/v2/teacher/academy/courses/3') {
      return json({
        ...summary(),
        lessons: [
          {
            id: 31,
            title: 'Particles first',
            content: '<p>Count <b>particles</b>.</p><img src=x onerror="alert(1)">',
            quiz: [],
          },
          { id: 32, title: 'Formula mass', content: '<p>Add the masses.</p>', quiz: [{ prompt: 'Mr of water?' }] },
        ].map((l) => ({ ...l, completed: state.done.includes(l.id), quiz_score: null })),
        attempts: [],
      });
    }
    if (path === '/api/v2/teacher/academy/courses/4') return problem(404, 'course_not_found', 'Not Found');
    const complete = path.match(/^\/api\/v2\/teacher\/academy\/courses\/3\/lessons\/(\d+)\/complete$/);
    if (complete && method === 'POST') {
      const lessonId = Number(complete[1]);
      const quiz = lessonId === 32 ? { correct: [body.answers[0] === '18'], score: 0, total: 1 } : null;
      if (quiz) quiz.score = quiz.correct[0] ? 1 : 0;
      const passed = !quiz || quiz.correct[0];
      if (passed && !state.done.includes(lessonId)) state.done.push(lessonId);
      if (state.done.length === 2) state.status = 'completed';
      return json({ lesson_id: lessonId, completed: passed, quiz, enrolment: { course_id: 3, ...progress() } });
    }
    const change = path.match(/^\/api\/v2\/(?:(3)\/(enroll|deactivate|reactivate)|agains\/(3)\/take)$/);
    if (change && method === 'PATCH') {
      const action = change[2] ?? 'take';
      const legal: Record<string, Status[]> = {
        enroll: ['none'],
        deactivate: ['active', 'completed'],
        reactivate: ['inactive'],
        take: ['active', 'completed'],
      };
      if (!legal[action]!.includes(state.status))
        return problem(409, 'academy_status_conflict', 'Conflict', { current_status: state.status });
      if (action === 'enroll') Object.assign(state, { status: 'active', attempt: 1 });
      if (action === 'deactivate') state.status = 'inactive';
      if (action === 'reactivate') state.status = state.done.length === 2 ? 'completed' : 'active';
      if (action === 'take') Object.assign(state, { status: 'active', attempt: state.attempt + 1, done: [] });
      return json({ course_id: 3, ...progress() });
    }
    return undefined;
  });
  return { state, fetchMock };
}

function renderAt(path: string) {
  setToken('jwt');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/teacher/academy', () => {
  it('lists the catalogue, searches it and enrols from a course card', async () => {
    const { state } = academyApi();
    renderAt('/teacher/academy');
    const list = await screen.findByRole('list', { name: 'Academy courses' }, wait);
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Not enrolled')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Enrol: Teaching moles' }));
    await screen.findByText('In progress', undefined, wait);
    expect(state.status).toBe('active');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search courses' }), { target: { value: 'ecology' } });
    await screen.findByText('No course matches.', undefined, wait);
    expect(state.calls.at(-1)).toContain('query=ecology');
  });
});

describe('/teacher/academy/courses/:id', () => {
  it('plays the lessons: sanitised content, mark complete, a quiz answered wrongly then rightly', async () => {
    const { state } = academyApi('active');
    const { container } = renderAt('/teacher/academy/courses/3');
    await screen.findByRole('heading', { level: 2, name: 'Particles first' }, wait);
    expect(container.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark complete' }));
    await screen.findByText('Lesson complete.', undefined, wait);
    expect(state.done).toEqual([31]);

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Lessons' })).getByRole('button', { name: /Formula mass/ }),
    );
    const answer = await screen.findByRole('textbox', { name: 'Mr of water?' }, wait);
    fireEvent.change(answer, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    await screen.findByText('Not quite: try again.', undefined, wait);
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(answer, { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    await screen.findByText(/You have completed the course\./, undefined, wait);
    expect(state.status).toBe('completed');
  });

  it('offers only the changes legal from the status: deactivate, reactivate, take again', async () => {
    const { state } = academyApi('active');
    renderAt('/teacher/academy/courses/3');
    await screen.findByRole('heading', { level: 1, name: 'Teaching moles' }, wait);
    expect(screen.queryByRole('button', { name: 'Take again: Teaching moles' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enrol: Teaching moles' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate: Teaching moles' }));
    await screen.findByText('This course is deactivated', undefined, wait);
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate: Teaching moles' }));
    await screen.findByRole('button', { name: 'Mark complete' }, wait);
    fireEvent.click(screen.getByRole('button', { name: 'Mark complete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take again: Teaching moles' }, wait));
    await screen.findByText('0 of 2 lessons (0%)', undefined, wait);
    expect(state.attempt).toBe(2);
  });

  it('shows the 404 screen for a course the teacher cannot see', async () => {
    academyApi();
    renderAt('/teacher/academy/courses/4');
    await screen.findByRole('heading', { level: 1, name: /What are you doing here/ }, wait);
  });
});
