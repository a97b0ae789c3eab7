import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { fromNow as at, studentAssignment as assignment } from '../../../test/exam-data';
import { json, me, mockFetch } from '../../../test/fetch-mock';
import { expectNoAxeViolations } from '../../../test/feature-harness';

const wait = { timeout: 5000 };
const DAY = 86_400_000;

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

const lesson = (lesson_id: number, completed: boolean, live_score: number | null, met: boolean) => ({
  lesson_id,
  completed,
  live_score,
  answers: live_score === null ? 0 : 3,
  met,
});

function practice(fields: Record<string, unknown>, met: boolean) {
  return assignment({
    kind: 'practice',
    template_name: null,
    time_limit_seconds: null,
    total_marks: 0,
    question_count: 0,
    status: met ? 'submitted' : 'in_progress',
    practice: {
      topic_id: null,
      lessons: [
        { lesson_id: 51, name: 'Light', topic_name: 'Photosynthesis' },
        { lesson_id: 52, name: 'Limiting factors', topic_name: 'Photosynthesis' },
      ],
      target_lessons_completed: true,
      target_score: 70,
      progress: met
        ? { lessons_completed: 2, lessons: [lesson(51, true, 80, true), lesson(52, true, 90, true)], met: true }
        : { lessons_completed: 1, lessons: [lesson(51, true, 80, true), lesson(52, false, 40, false)], met: false },
    },
    ...fields,
  });
}

function renderAt(path: string, items: unknown[]) {
  setToken('jwt');
  mockFetch((url) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'student', messagesCount: 0 }));
    if (url.pathname === '/api/v2/mafassignments') return json({ items, total: items.length, page: 1, limit: 100 });
    if (url.pathname === '/api/v2/schoolgroups' || url.pathname === '/api/v2/schoolgroups/courses') return json([]);
    return undefined;
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('set practice for students', () => {
  it('shows practice apart from exams, with the target, progress per lesson in words and links to the lessons', async () => {
    const { container } = renderAt('/student/assignments', [
      assignment({ id: 1 }),
      practice({ id: 7, title: 'Photosynthesis practice', due_at: at(3 * DAY) }, false),
      practice({ id: 8, title: 'Done practice', due_at: at(1 * DAY) }, true),
    ]);
    const section = (await screen.findByRole('heading', { level: 2, name: /Practice/ }, wait)).closest('section')!;
    // not met first
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Photosynthesis practice', 'Done practice']);
    const card = within(section).getByRole('heading', { level: 3, name: 'Photosynthesis practice' }).closest('li')!;
    expect(card.id).toBe('practice-7');
    expect(within(card).getByText('Target not met yet')).toBeTruthy();
    expect(
      within(card).getByText('Target: every lesson completed and a live score of 70% on each lesson.'),
    ).toBeTruthy();
    expect(within(card).getByText('1 of 2 lessons completed.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Limiting factors' }).getAttribute('href')).toBe(
      '/student/learn/lessons/52',
    );
    expect(within(card).getByText(/live score 40% \(target 70%\); not completed; not done yet/)).toBeTruthy();
    // the exam sections hold exams only
    const todo = screen.getByRole('heading', { level: 2, name: /To do/ }).closest('section')!;
    expect(within(todo).queryByText('Photosynthesis practice')).toBeNull();
    const submitted = screen.getByRole('heading', { level: 2, name: /Submitted/ }).closest('section')!;
    expect(within(submitted).queryByText('Done practice')).toBeNull();
    await expectNoAxeViolations(container);
  }, 15_000);

  it('puts practice not yet met in the home’s Up next, leading to the next lesson to practise', async () => {
    renderAt('/student', [
      practice({ id: 7, title: 'Photosynthesis practice' }, false),
      practice({ id: 8, title: 'Done practice' }, true),
    ]);
    const card = (await screen.findByRole('heading', { name: 'Photosynthesis practice' }, wait)).closest('li, div')!;
    expect(within(card as HTMLElement).getByText(/1 of 2 lessons completed; target not met yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise: Limiting factors' }).getAttribute('href')).toBe(
      '/student/learn/lessons/52',
    );
    expect(screen.queryByText('Done practice')).toBeNull();
  }, 15_000);
});
