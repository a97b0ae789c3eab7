import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { assignment, callsOf, classRoutes, expectNoAxeViolations, renderAt, templateSummary } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('assignment set-up', () => {
  it('sets a template to a class with extra time for one student, showing the server’s field errors', async () => {
    let attempt = 0;
    const fetchMock = mockFetch(classRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examtemplates/40') return json(templateSummary());
      if (url.pathname === '/api/v2/mafassignments' && init.method === 'POST') {
        attempt += 1;
        if (attempt === 1)
          return problem(400, 'validation_failed', 'Bad Request', {
            detail: 'The request body is invalid',
            errors: [
              { path: 'body.due_at', message: 'The due time must be after the opening time' },
              { path: 'body.extra_time.0', message: 'Give either extra_minutes or extra_percent' },
            ],
          });
        return json(assignment(), 201);
      }
      if (url.pathname === '/api/v2/mafassignments/3') return json(assignment());
      return undefined;
    });
    const { container, router } = renderAt('/teacher/assignments/new?template=40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set “Photosynthesis check”' })).toBeTruthy();
    expect(screen.getByText('Photosynthesis check: 2 questions, 5 marks; 30 minutes.')).toBeTruthy();
    // The template's limit is the default.
    expect((screen.getByRole('textbox', { name: /Time limit/ }) as HTMLInputElement).value).toBe('30');

    fireEvent.click(await screen.findByRole('checkbox', { name: '10B (3 students)' }));
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2026-11-25T16:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show one question per page' }));
    const extra = screen.getByRole('combobox', { name: 'Add extra time for' });
    await waitFor(() => expect(within(extra).getByRole('option', { name: 'Ben Okafor (10B)' })).toBeTruthy());
    fireEvent.change(extra, { target: { value: '21' } });
    const row = screen.getByRole('group', { name: 'Extra time for Ben Okafor (10B)' });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Amount' }), { target: { value: '10' } });
    fireEvent.change(within(row).getByRole('combobox', { name: 'Unit' }), { target: { value: 'minutes' } });

    fireEvent.click(screen.getByRole('button', { name: 'Set the exam' }));
    expect(await screen.findByText('The due time must be after the opening time')).toBeTruthy();
    expect(within(row).getByText('Give either extra_minutes or extra_percent')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the fields marked above.');
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Set the exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/assignments/3'));
    const posts = callsOf(fetchMock).filter((c) => c.path === '/api/v2/mafassignments' && c.method === 'POST');
    const body = posts[1]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      template_id: 40,
      time_limit_seconds: 1800,
      one_per_page: true,
      targets: { group_ids: [2], subgroups: [], student_ids: [] },
      extra_time: [{ student_id: 21, extra_minutes: 10 }],
    });
    expect(new Date(body.due_at as string).getTime()).toBe(new Date('2026-11-25T16:00').getTime());
  });

  it('edits an assignment from its saved set-up', async () => {
    const fetchMock = mockFetch(classRoutes, (url, init) => {
      if (url.pathname === '/api/v2/examtemplates/40') return json(templateSummary());
      if (url.pathname === '/api/v2/mafassignments/3' && init.method === 'PATCH') return json(assignment());
      if (url.pathname === '/api/v2/mafassignments/3') return json(assignment());
      return undefined;
    });
    const { container, router } = renderAt('/teacher/assignments/3/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change “10B photosynthesis”' })).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: '10B (3 students)' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('group', { name: 'Extra time for Ben Okafor' })).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/assignments/3'));
    const patch = callsOf(fetchMock).find((c) => c.method === 'PATCH')!;
    expect(patch.body).not.toHaveProperty('template_id');
    expect(patch.body).toMatchObject({ extra_time: [{ student_id: 21, extra_percent: 25 }] });
  });
});
