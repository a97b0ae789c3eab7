import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/feature-harness';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { setToken } from '../../../lib/auth-token';
import { createQueryClient } from '../../../lib/query';
import { RosterPage } from '../components/RosterPage';

const emptyLists = {
  studentsAdded: [],
  studentsChanged: [],
  studentsLeaving: [],
  teachersAdded: [],
  teachersChanged: [],
  teachersLeaving: [],
  classesAdded: [],
  classesChanged: [],
  classesLeaving: [],
  enrollmentsAdded: [],
  enrollmentsEnded: [],
};

const plan = (over: Record<string, unknown> = {}) => ({
  applied: false,
  org: { sourcedId: 'org-1', name: 'Northfield Academy', adopted: false },
  students: { added: 2, changed: 1, leaving: 1 },
  teachers: { added: 0, changed: 0, leaving: 0 },
  classes: { added: 1, changed: 0, leaving: 0 },
  enrollments: { added: 3, ended: 1 },
  lists: {
    ...emptyLists,
    studentsAdded: [
      { sourcedId: 's1', name: 'Ann Lee', detail: null },
      { sourcedId: 's2', name: 'Bob Ray', detail: null },
    ],
    studentsLeaving: [{ sourcedId: 's9', name: 'Cat Gone', detail: null }],
  },
  errorCount: 0,
  errors: [],
  warnings: [{ file: 'classes.csv', line: 3, field: 'sourcedId', message: 'Class "10C" has no teacher enrolled' }],
  durationMs: 12,
  ...over,
});

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <RosterPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'roster.zip', { type: 'application/zip' });

beforeEach(() => setToken('jwt'));
afterEach(() => vi.unstubAllGlobals());

describe('RosterPage', () => {
  it('shows the row errors of a dry run by file, line and field, and offers no apply', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/v2/school/roster/oneroster/check'
        ? json(
            plan({
              errorCount: 1,
              errors: [
                { file: 'users.csv', line: 4, field: 'enabledUser', message: 'enabledUser must be true or false' },
              ],
            }),
          )
        : undefined,
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('OneRoster zip'), { target: { files: [zip()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const errors = await screen.findByRole('table', { name: 'Row errors' });
    const cells = within(within(errors).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['users.csv', '4', 'enabledUser', 'enabledUser must be true or false']);
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
    const [, init] = fetch.mock.calls[0]!;
    expect(init!.body).toBeInstanceOf(FormData);
  });

  it('shows the counts and lists, then applies the same file', async () => {
    const calls: string[] = [];
    mockFetch((url) => {
      calls.push(url.pathname);
      if (url.pathname.endsWith('/check')) return json(plan());
      if (url.pathname.endsWith('/apply')) return json(plan({ applied: true }));
      return undefined;
    });
    const { container } = renderPage();
    fireEvent.change(screen.getByLabelText('OneRoster zip'), { target: { files: [zip()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const summary = await screen.findByRole('table', { name: 'Changes' });
    const students = within(summary).getByRole('row', { name: /Students/ });
    expect(
      within(students)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '1']);
    expect(screen.getByText('Students leaving (deactivated, their work kept) (1)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Warnings' }).textContent).toContain('has no teacher enrolled');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Apply these changes' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('2 students and 0 teachers added, 1 deactivated');
    expect(calls).toEqual(['/api/v2/school/roster/oneroster/check', '/api/v2/school/roster/oneroster/apply']);
  });

  it('lists the row errors of a refused apply', async () => {
    mockFetch((url) => {
      if (url.pathname.endsWith('/check')) return json(plan());
      if (url.pathname.endsWith('/apply'))
        return problem(400, 'roster_invalid', 'Bad Request', {
          detail: '1 row has an error: nothing was changed.',
          issues: [{ file: 'orgs.csv', line: 3, field: 'sourcedId', message: 'Org "x" is another school' }],
        });
      return undefined;
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('OneRoster zip'), { target: { files: [zip()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply these changes' }));
    const errors = await screen.findByRole('table', { name: 'Row errors' });
    expect(errors.textContent).toContain('Org "x" is another school');
    expect(screen.getByRole('alert').textContent).toContain('nothing was changed');
  });
});
