import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentProgress } from '@markwell/contracts/learning';
import { json, mockFetch } from '../../../test/fetch-mock';
import { expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { learningRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const progress: StudentProgress = {
  courses: [
    {
      id: 100,
      name: 'Bioenergetics',
      lessons: 3,
      completed: 1,
      completion: 33.3,
      live_score: 45,
      topics: [
        {
          id: 1,
          name: 'Photosynthetic reaction',
          chapter_name: 'Photosynthesis',
          live_score: 55.6,
          lessons: [
            { id: 11, name: 'Rate of photosynthesis', completed: true, live_score: 55.6, answers: 3 },
            { id: 12, name: 'The photosynthesis equation', completed: false, live_score: null, answers: 0 },
          ],
        },
        {
          id: 2,
          name: '<b>Respiration</b>',
          chapter_name: 'Respiration',
          live_score: 25,
          lessons: [{ id: 13, name: 'Anaerobic respiration', completed: false, live_score: 25, answers: 1 }],
        },
      ],
    },
  ],
  revise_next: [
    {
      lesson_id: 13,
      lesson_name: 'Anaerobic respiration',
      course_name: 'Bioenergetics',
      live_score: 25,
      due_at: null,
      reason: 'low score',
    },
  ],
  upcoming: [{ id: 7, title: 'Cells homework', due_at: '2026-12-01T09:00:00Z', status: 'to_do' }],
};

describe('the student’s progress page', () => {
  it('writes every figure as text, links lessons to revise and work due, and passes axe', async () => {
    mockFetch((url) => (url.pathname === '/api/v2/learning/progress' ? json(progress) : undefined));
    const { container } = renderRoutesAt('student', learningRoutes, '/student/progress');
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeDefined();
    await screen.findByText(/1 of 3 lessons completed/);
    // a bar per topic with its value written out; a low one said in words
    const topics = screen.getByRole('table', { name: 'Live score by topic' });
    expect(topics.textContent).toContain('55.6%');
    expect(topics.textContent).toContain('25% (low)');
    // a topic name is text, never HTML
    expect(topics.textContent).toContain('<b>Respiration</b>');
    const lessons = screen.getByRole('table', { name: 'Lessons' });
    expect(lessons.textContent).toContain('not answered yet');
    expect(screen.getAllByRole('link', { name: 'Anaerobic respiration' })[0]!.getAttribute('href')).toBe(
      '/student/learn/lessons/13',
    );
    expect(screen.getByText(/low live score, live score 25%/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cells homework' }).getAttribute('href')).toBe('/student/assignments/7');
    expect(screen.getByText(/due 01\.12\.2026/)).toBeDefined();
    await expectNoAxeViolations(container);
  });
});
