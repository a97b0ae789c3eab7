import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { mockApi } from '../../../test/mock-api';
import { learningRoutes } from '../routes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lesson = {
  id: 9,
  name: 'Rate of photosynthesis',
  course: { id: 5, name: 'GCSE Biology' },
  topic: { id: 2, name: 'Photosynthesis' },
  tutorial_html: null,
  video_url: null,
  completed_at: null,
  live_score: 67,
  questions: [],
  teacher_checked: [
    {
      id: 21,
      question_id: 11,
      question_text: 'Explain why the rate rises.',
      engine_marks: 1,
      teacher_marks: 3,
      max_marks: 3,
      reviewed_at: '2026-11-28T11:00:00.000Z',
    },
    {
      id: 22,
      question_id: 12,
      question_text: 'Name a limiting factor.',
      engine_marks: 1,
      teacher_marks: 1,
      max_marks: 1,
      reviewed_at: '2026-11-27T11:00:00.000Z',
    },
  ],
};

describe('the lesson page', { timeout: 30_000 }, () => {
  it('lists the practice answers a teacher checked, confirmed or changed', async () => {
    mockApi(() => ({ status: 200, body: lesson }));
    const { container } = renderRoutesAt('/student', learningRoutes, '/student/learn/lessons/9');
    const section = await screen.findByRole('region', { name: 'Your teacher checked' });
    expect(within(section).getByText('Explain why the rate rises.')).toBeTruthy();
    expect(within(section).getByText(/Your mark was changed from 1\/3 to 3\/3 on 28\.11\.2026\./)).toBeTruthy();
    expect(within(section).getByText(/Your mark of 1\/1 was confirmed on 27\.11\.2026\./)).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
