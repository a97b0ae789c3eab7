import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { json, mockFetch } from '../../../test/fetch-mock';
import { schoolAdminRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });

const saved = {
  id: 4,
  schoolId: 1,
  name: 'Northfield ID',
  preset: 'custom',
  issuer: 'https://id.northfield.example',
  clientId: 'markwell',
  hasClientSecret: true,
  domains: ['northfield.example'],
  requiredForStudents: false,
  requiredForTeachers: false,
  createTeachers: false,
  enabled: true,
  redirectUri: 'https://markwell.example/api/v2/sso/callback',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/school/sign-in', () => {
  it('fills the shared provider fields from the connection and saves them with the school’s own switches', async () => {
    let connection = saved;
    const fetch = mockFetch((url, init) => {
      if (url.pathname !== '/api/v2/school-admin/sso') return undefined;
      if ((init.method ?? 'GET') === 'GET') return json({ connection });
      connection = { ...saved, ...(JSON.parse(String(init.body)) as object), updatedAt: '2026-11-29T08:00:00.000Z' };
      return json(connection);
    });
    const { container } = renderRoutesAt('/school', schoolAdminRoutes, '/school/sign-in');
    const form = await screen.findByRole('form', { name: 'Connected to Northfield ID' });
    expect(screen.getByText(saved.redirectUri)).toBeTruthy();
    expect((within(form).getByLabelText(/Issuer URL/) as HTMLInputElement).value).toBe(saved.issuer);
    expect((within(form).getByLabelText(/Client secret/) as HTMLInputElement).value).toBe('');
    await expectNoAxeViolations(container);

    fireEvent.click(within(form).getByRole('checkbox', { name: /Students must sign in/ }));
    fireEvent.change(within(form).getByLabelText(/E-mail domains/), {
      target: { value: 'northfield.example, pupils.northfield.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. People of these domains now see the sign-in button.');
    expect(callsOf(fetch).find((c) => c.method === 'PUT')?.body).toEqual({
      preset: 'custom',
      name: 'Northfield ID',
      issuer: saved.issuer,
      clientId: 'markwell',
      domains: ['northfield.example', 'pupils.northfield.example'],
      enabled: true,
      requiredForStudents: true,
      requiredForTeachers: false,
      createTeachers: false,
    });
  });
});
