import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderRoutesAt } from '../../../test/feature-harness';
import { mockApi } from '../../../test/mock-api';
import { adminBillingRoutes, schoolBillingRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const invoice = (id: number, number: string, school: string, status: 'paid' | 'unpaid') => ({
  id,
  number,
  issued_at: '2026-11-01T10:00:00.000Z',
  due_at: '2026-12-01T10:00:00.000Z',
  net: 27,
  vat: 5.4,
  gross: 32.4,
  status,
  credit_note: false,
  currency: 'GBP',
  school: { id: id * 10, name: school },
  paid_at: status === 'paid' ? '2026-11-05T10:00:00.000Z' : null,
});

/** The invoice as GET /invoices/:id answers it. */
const full = (row: ReturnType<typeof invoice>) => ({
  ...row,
  bill_to: row.school.name,
  vat_percent: 20,
  lines: [{ description: 'Biology, one month', amount: 27 }],
  payment: {
    provider: 'invoice',
    instructions: row.status === 'paid' ? 'Paid: thank you.' : `Pay GBP 32.40 quoting ${row.number}.`,
  },
});

/** A fake of the admin's invoice list, one invoice and the payment route. */
function serveInvoices() {
  let items = [invoice(3, 'MW-000003', 'Riverside School', 'unpaid'), invoice(1, 'MW-000001', 'Northfield', 'paid')];
  return mockApi(({ url, method, body }) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/v2/admin/invoices') {
      const q = (u.searchParams.get('q') ?? '').toLowerCase();
      const status = u.searchParams.get('status');
      const found = items.filter(
        (i) => (!q || i.school.name.toLowerCase().includes(q)) && (status === 'all' || i.status === status),
      );
      return { status: 200, body: { items: found, next_cursor: null, total: found.length, total_capped: false } };
    }
    const one = u.pathname.match(/^\/api\/v2\/invoices\/(\d+)$/);
    if (one) return { status: 200, body: full(items.find((i) => i.id === Number(one[1]))!) };
    const payment = u.pathname.match(/^\/api\/v2\/invoices\/(\d+)\/payment$/);
    if (payment && method === 'PATCH') {
      const id = Number(payment[1]);
      const paid = (body as { paid: boolean }).paid;
      items = items.map((i) =>
        i.id === id ? { ...i, status: paid ? 'paid' : 'unpaid', paid_at: paid ? '2026-11-23T10:00:00.000Z' : null } : i,
      );
      return { status: 200, body: full(items.find((i) => i.id === id)!) };
    }
    return { status: 404, body: { type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' } };
  });
}

describe('/admin/invoices', () => {
  it("lists every school's invoices, filters the unpaid ones and marks one paid after asking", async () => {
    const calls = serveInvoices();
    const { container } = renderRoutesAt('/admin', adminBillingRoutes, '/admin/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('link', { name: 'Invoice MW-000003' }).getAttribute('href')).toBe(
      '/admin/invoices/3',
    );
    await expectNoAxeViolations(container);

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unpaid' } });
    await waitFor(() => expect(within(table).queryByText('Northfield')).toBeNull());
    fireEvent.click(within(table).getByRole('button', { name: 'Mark paid: MW-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid: invoice MW-000003?' });
    expect(within(dialog).getByText(/Riverside School, GBP 32.40/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        url: '/api/v2/invoices/3/payment',
        body: { paid: true },
      }),
    );
    expect((await screen.findByText('MW-000003 is marked paid.')).getAttribute('role')).toBe('status');
    await screen.findByText('No invoice matches.');
  });

  it('asks before taking a payment back', async () => {
    const calls = serveInvoices();
    renderRoutesAt('/admin', adminBillingRoutes, '/admin/invoices');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark unpaid: MW-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark unpaid: invoice MW-000001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

describe('/admin/invoices/:id', () => {
  it('shows the printable invoice with its way back and marks it paid there too', async () => {
    const calls = serveInvoices();
    const { container } = renderRoutesAt('/admin', adminBillingRoutes, '/admin/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice MW-000003' });
    expect(screen.getByRole('link', { name: 'All invoices' }).getAttribute('href')).toBe('/admin/invoices');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid: MW-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid: invoice MW-000003?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await screen.findByText('Paid: thank you.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark unpaid: MW-000003' })).toBeTruthy();
  });

  it('offers no payment button to the school', async () => {
    serveInvoices();
    renderRoutesAt('/school', schoolBillingRoutes, '/school/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice MW-000003' });
    expect(screen.queryByRole('button', { name: /Mark paid/ })).toBeNull();
  });
});

describe('/school/subscription', () => {
  it('says when the next invoice comes and for how much', async () => {
    mockApi(({ url }) => {
      if (new URL(url, 'http://localhost').pathname !== '/api/v2/subscription/user') return { status: 404 };
      return {
        status: 200,
        body: {
          id: 4,
          school: { id: 2, name: 'Riverside School', type: 'smallschool' },
          status: 'active',
          monthly: true,
          subjects: [{ id: 8, name: 'Biology' }],
          amount: 27,
          discount_percent: 0,
          period_start: '2026-10-26T09:00:00.000Z',
          period_end: '2026-11-26T09:00:00.000Z',
          vat_percent: 20,
          currency: 'GBP',
          can_change: false,
          offer: [],
          changes: [],
          next_invoice: {
            issued_on: '2026-11-26T09:00:00.000Z',
            period_end: '2026-12-26T09:00:00.000Z',
            net: 27,
            vat: 5.4,
            gross: 32.4,
          },
        },
      };
    });
    renderRoutesAt('/school', schoolBillingRoutes, '/school/subscription');
    expect(await screen.findByText('Next invoice on 26.11.2026 for GBP 32.40')).toBeTruthy();
    expect(screen.getByText(/GBP 27 before VAT\), for the period to 26.12.2026/)).toBeTruthy();
  });
});
