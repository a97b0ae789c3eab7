import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { json, mockFetch, problem } from '../../../test/fetch-mock';
import { platformAdminRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
// jsdom has no scrollIntoView; Mantine's dropdown scrolls to the chosen option.
Element.prototype.scrollIntoView ??= () => {};

const REDIRECT = 'https://markwell.example/api/v2/sso/callback';

const connection = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  schoolId: null,
  name: 'Google',
  preset: 'google',
  issuer: 'https://accounts.google.com',
  clientId: 'google-client',
  hasClientSecret: true,
  domains: ['trust.example'],
  requiredForStudents: false,
  requiredForTeachers: false,
  createTeachers: false,
  enabled: true,
  redirectUri: REDIRECT,
  updatedAt: `2026-11-0${id}T10:00:00.000Z`,
  ...fields,
});

/** A small platform: its providers kept here, changed by POST, PUT and DELETE. */
function serveProviders(start: ReturnType<typeof connection>[]) {
  let items = [...start];
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if ((body.domains as string[] | undefined)?.includes('taken.example')) {
      return problem(400, 'domain_taken', 'Bad Request', {
        detail: 'Another school already signs in people of taken.example.',
      });
    }
    if (url.pathname === '/api/v2/admin/sso-connections') {
      if (method === 'GET') return json({ items });
      const created = connection(items.length + 5, {
        ...body,
        name: body.name ?? 'Microsoft',
        issuer: `https://login.microsoftonline.com/${String(body.tenant)}/v2.0`,
      });
      items = [...items, created];
      return json(created, 201);
    }
    const match = /^\/api\/v2\/admin\/sso-connections\/(\d+)$/.exec(url.pathname);
    if (match) {
      const id = Number(match[1]);
      if (method === 'DELETE') {
        items = items.filter((c) => c.id !== id);
        return new Response(null, { status: 204 });
      }
      const changed = connection(id, { ...body, updatedAt: '2026-11-29T08:00:00.000Z' });
      items = items.map((c) => (c.id === id ? changed : c));
      return json(changed);
    }
    return undefined;
  });
}

const formOf = (heading: string) => screen.getByRole('form', { name: heading });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/sign-in', () => {
  it('lists the platform-wide providers with the redirect URI and adds one with the shared provider fields', async () => {
    const fetch = serveProviders([connection(1)]);
    const { container } = renderRoutesAt('/admin', platformAdminRoutes, '/admin/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign-in providers' });
    const google = await screen.findByRole('form', { name: 'Google' });
    expect(screen.getByText(REDIRECT)).toBeTruthy();
    expect((within(google).getByLabelText(/E-mail domains/) as HTMLInputElement).value).toBe('trust.example');
    expect((within(google).getByLabelText(/Client secret/) as HTMLInputElement).required).toBe(false);
    // The school's own switches are not offered for a platform-wide provider.
    expect(screen.queryByLabelText(/Students must sign in/)).toBeNull();
    await expectNoAxeViolations(container);

    const add = formOf('Add a provider');
    const preset = within(add).getByLabelText('Provider');
    fireEvent.click(preset);
    const listbox = await waitFor(() => document.getElementById(preset.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Microsoft Entra ID', hidden: true }));
    fireEvent.change(await within(add).findByLabelText(/Tenant ID/), { target: { value: 'contoso-tenant' } });
    fireEvent.change(within(add).getByLabelText(/Client ID/), { target: { value: 'entra-client' } });
    fireEvent.change(within(add).getByLabelText(/Client secret/), { target: { value: 's3cret-value' } });
    fireEvent.change(within(add).getByLabelText(/E-mail domains/), { target: { value: 'a.example, b.example' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add provider' }));

    await screen.findByText('Microsoft added: people of its domains see its button.');
    const post = callsOf(fetch).find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      preset: 'microsoft',
      tenant: 'contoso-tenant',
      clientId: 'entra-client',
      clientSecret: 's3cret-value',
      domains: ['a.example', 'b.example'],
      enabled: true,
      requiredForStudents: false,
      requiredForTeachers: false,
      createTeachers: false,
    });
    expect(await screen.findByRole('form', { name: 'Microsoft' })).toBeTruthy();
    // The adding form starts empty again.
    expect((within(formOf('Add a provider')).getByLabelText(/Client ID/) as HTMLInputElement).value).toBe('');
  });

  it('saves a change keeping the stored secret, shows a refusal, and removes a provider', async () => {
    const fetch = serveProviders([connection(1), connection(2, { name: 'Trust ID', preset: 'custom' })]);
    renderRoutesAt('/admin', platformAdminRoutes, '/admin/sign-in');
    const google = await screen.findByRole('form', { name: 'Google' });

    fireEvent.change(within(google).getByLabelText(/E-mail domains/), { target: { value: 'taken.example' } });
    fireEvent.click(within(google).getByRole('button', { name: 'Save' }));
    expect(await within(google).findByText('Another school already signs in people of taken.example.')).toBeTruthy();

    fireEvent.change(within(google).getByLabelText(/E-mail domains/), {
      target: { value: 'trust.example new.example' },
    });
    fireEvent.click(within(google).getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.click(within(google).getByRole('button', { name: 'Save' }));
    await screen.findByText('Google: saved.');
    const put = callsOf(fetch).filter((c) => c.method === 'PUT');
    expect(put.at(-1)).toMatchObject({ path: '/api/v2/admin/sso-connections/1' });
    expect(put.at(-1)?.body).toEqual({
      preset: 'google',
      name: 'Google',
      clientId: 'google-client',
      domains: ['trust.example', 'new.example'],
      enabled: false,
      requiredForStudents: false,
      requiredForTeachers: false,
      createTeachers: false,
    });

    fireEvent.click(within(formOf('Trust ID')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Trust ID removed.');
    expect(callsOf(fetch).find((c) => c.method === 'DELETE')?.path).toBe('/api/v2/admin/sso-connections/2');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Trust ID' })).toBeNull());
  });
});
