import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/feature-harness';
import { cmsAdminRoutes } from '../routes';
import { mockApi, renderStaff } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const TIPS = [
  {
    id: 1,
    place: 'dashboards.progress',
    icon: 'chart',
    title: 'Tutorial completion',
    text: 'Tutorial completion can be tracked in the progress tab.',
    shown: true,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 2,
    place: 'marking.question',
    icon: 'keyboard',
    title: 'Mark without the mouse',
    text: 'Press ? to see the keys.',
    shown: true,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
];

describe('/staff/tips', () => {
  it('lists each place’s tip and saves a changed text, icon and visibility', async () => {
    const tips = TIPS.map((t) => ({ ...t }));
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/staff/tips' && call.method === 'GET') return { status: 200, body: tips };
      const m = /^\/api\/v2\/tips\/(\d+)$/.exec(call.url);
      if (m && call.method === 'PATCH') {
        const tip = tips.find((t) => t.id === Number(m[1]))!;
        Object.assign(tip, call.body, { updated_at: '2026-11-29T10:00:00.000Z' });
        return { status: 200, body: tip };
      }
      if (call.url === '/api/v2/tips') return { status: 200, body: tips.filter((t) => t.shown) };
      return { status: 404, body: { status: 404, code: 'not_found', title: 'Not Found' } };
    });
    const { container } = renderStaff(cmsAdminRoutes, '/staff/tips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips' })).toBeTruthy();
    const form = await screen.findByRole('form', {
      name: 'Tip: Marking an assignment question by question (teachers)',
    });
    expect(
      screen.getByRole('form', { name: 'Tip: Dashboards, Progress tab (teachers and school admins)' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    const save = within(form).getByRole('button', { name: 'Save tip' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/^Text/), { target: { value: 'Press ? for every key.' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Show this tip' }));
    fireEvent.click(save);
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Saved'));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v2/tips/2');
    expect(patch.body).toEqual({
      title: 'Mark without the mouse',
      text: 'Press ? for every key.',
      icon: 'keyboard',
      shown: false,
    });
    expect(within(form).getByText(/hidden/)).toBeTruthy();
  });

  it('says why a save was refused', async () => {
    mockApi((call) => {
      if (call.url === '/api/v2/staff/tips') return { status: 200, body: TIPS };
      return {
        status: 400,
        body: { status: 400, code: 'validation_failed', title: 'Invalid request', detail: 'Write the tip' },
      };
    });
    renderStaff(cmsAdminRoutes, '/staff/tips');
    const form = await screen.findByRole('form', {
      name: 'Tip: Marking an assignment question by question (teachers)',
    });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Keys' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save tip' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Write the tip');
  });
});
