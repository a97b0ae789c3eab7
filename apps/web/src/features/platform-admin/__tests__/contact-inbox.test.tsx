import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';
import { expectNoAxeViolations } from '../../../test/feature-harness';

const wait = { timeout: 6000 };

const message = (fields: Record<string, unknown>) => ({
  id: 1,
  name: 'Tom Becker',
  email: 'tom@riverside.example',
  work: 'Riverside School',
  subject: 'Tablets?',
  excerpt: 'Do exams work on a tablet?',
  vouchers: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  ...fields,
});

function renderAt(path: string, route: (url: URL, init: RequestInit) => Response | undefined) {
  setToken('jwt');
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/v2/me') return json(me({ role: 'admin', schoolId: null, schoolName: null }));
    return route(url, init);
  });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  return { fetch, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/admin/inbox', () => {
  it('lists messages newest first, pages with the cursor, searches and filters', async () => {
    const { fetch, container } = renderAt('/admin/inbox', (url) => {
      if (url.pathname !== '/api/v2/admin/contactmessages') return undefined;
      if (url.searchParams.get('cursor') === 'c2')
        return json({
          items: [message({ id: 1, subject: 'Oldest' })],
          next_cursor: null,
          total: 21,
          total_capped: false,
        });
      if (url.searchParams.get('q') === 'tablet')
        return json({
          items: [message({ id: 5, subject: 'Tablets?' })],
          next_cursor: null,
          total: 1,
          total_capped: false,
        });
      return json({
        items: [
          message({
            id: 9,
            subject: 'Pricing for a trust',
            excerpt: 'We are four schools',
            handledAt: '2026-11-21T10:00:00.000Z',
          }),
          message({ id: 8, subject: 'Tutors?', excerpt: 'I am a tutor' }),
        ],
        next_cursor: 'c2',
        total: 21,
        total_capped: false,
      });
    });
    const table = await screen.findByRole('table', { name: 'Contact messages' }, wait);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Pricing for a trust', 'Tutors?']);
    expect(within(rows[0]!.closest('tr')!).getByText('Handled')).toBeTruthy();
    expect(within(rows[1]!.closest('tr')!).getByText('To handle')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/inbox/9');
    expect(screen.getByRole('status').textContent).toBe('21 messages; page 1 of 2.');
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Oldest' }, wait)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unhandled' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'tablet' } });
    expect(await screen.findByRole('link', { name: 'Tablets?' }, wait)).toBeTruthy();
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ q: 'tablet', status: 'unhandled', limit: '20' });
  }, 20_000);

  it('opens a message as plain text and marks it handled, then back', async () => {
    let handledAt: string | null = null;
    const text = '<img src=x onerror="alert(1)">\nSecond line';
    const { fetch } = renderAt('/admin/inbox/5', (url, init) => {
      if (url.pathname !== '/api/v2/admin/contactmessages/5') return undefined;
      if (init.method === 'PATCH') {
        const { handled } = JSON.parse(String(init.body)) as { handled: boolean };
        handledAt = handled ? '2026-11-22T09:00:00.000Z' : null;
      }
      return json({ ...message({ id: 5, subject: 'Tablets?' }), message: text, handledAt });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablets?' }, wait)).toBeTruthy();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeTruthy();
    expect(document.querySelector('main img')).toBeNull();
    expect(screen.getByText('Tom Becker <tom@riverside.example>')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('button', { name: 'Mark as not handled' }, wait)).toBeTruthy();
    expect(screen.getByText('Handled', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({ handled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as not handled' }));
    expect(await screen.findByRole('button', { name: 'Mark handled' }, wait)).toBeTruthy();
  });

  it('says so when the message does not exist', async () => {
    renderAt('/admin/inbox/77', (url) =>
      url.pathname === '/api/v2/admin/contactmessages/77' ? problem(404, 'not_found', 'Not found') : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Message not found' }, wait)).toBeTruthy();
  });
});

describe('/admin/mailbox', () => {
  const origin = window.location.origin;
  const resetMail = {
    id: 3,
    to: 'student@demo.markwell.test',
    subject: 'Reset your Markwell password',
    text: `Open ${origin}/reset-password#token=abc123 within an hour.\nNot you? Read https://evil.example/phish or ignore this.`,
    createdAt: '2026-11-22T09:00:00.000Z',
  };

  it('lists kept e-mails and opens one, with only same-site links clickable', async () => {
    const { container } = renderAt('/admin/mailbox', (url) => {
      if (url.pathname === '/api/v2/admin/mailbox')
        return json({ items: [resetMail], next_cursor: null, total: 1, total_capped: false });
      if (url.pathname === '/api/v2/admin/mailbox/3') return json(resetMail);
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'E-mails' }, wait);
    expect(within(table).getByText('student@demo.markwell.test')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(within(table).getByRole('link', { name: 'Reset your Markwell password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your Markwell password' }, wait)).toBeTruthy();
    const link = screen.getByRole('link', { name: `${origin}/reset-password#token=abc123` });
    expect(link.getAttribute('href')).toBe('/reset-password#token=abc123');
    expect(screen.queryByRole('link', { name: /evil\.example/ })).toBeNull();
    expect(screen.getByText(/https:\/\/evil\.example\/phish/)).toBeTruthy();
  });

  it('pages newest first with the cursor, forth and back', async () => {
    const { fetch } = renderAt('/admin/mailbox', (url) => {
      if (url.pathname !== '/api/v2/admin/mailbox') return undefined;
      if (url.searchParams.get('cursor') === 'before-3')
        return json({
          items: [{ ...resetMail, id: 2, subject: 'Welcome to Markwell' }],
          next_cursor: null,
          total: 21,
          total_capped: false,
        });
      return json({ items: [resetMail], next_cursor: 'before-3', total: 21, total_capped: false });
    });
    await screen.findByRole('table', { name: 'E-mails' }, wait);
    expect(screen.getByRole('status').textContent).toBe('21 e-mails; page 1 of 2.');
    const pages = screen.getByRole('navigation', { name: 'Pages of e-mails' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Welcome to Markwell' }, wait)).toBeTruthy();
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ cursor: 'before-3', limit: '20' });
    expect(screen.getByRole('status').textContent).toBe('21 e-mails; page 2 of 2.');
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Reset your Markwell password' }, wait)).toBeTruthy();
  }, 20_000);
});

describe('platform admin navigation', () => {
  it('links the contact inbox and the mailbox from the admin home', async () => {
    renderAt('/admin', () => undefined);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Contact inbox/ }).length).toBeGreaterThan(0), wait);
    const mailbox = await screen.findAllByRole('link', { name: /Mailbox/ }, wait);
    expect(mailbox[0]!.getAttribute('href')).toBe('/admin/mailbox');
  });
});
