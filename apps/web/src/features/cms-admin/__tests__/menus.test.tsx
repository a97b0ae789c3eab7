import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/feature-harness';
import { cmsAdminRoutes } from '../routes';
import { cmsPage, mockApi, renderStaff, type FetchCall } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

interface Item {
  id: number;
  menu: string;
  label: string;
  [field: string]: unknown;
}
const item = (fields: Item): Item => ({ position: 0, page: null, ...fields });
const HEADER = [
  item({ id: 1, menu: 'header', label: 'Home', target: { kind: 'home' }, href: '/' }),
  item({
    id: 2,
    menu: 'header',
    label: 'About',
    target: { kind: 'page', pageId: 7 },
    href: '/pages/about-markwell',
    page: { id: 7, title: 'About Markwell', slug: 'about-markwell', public: true },
  }),
  item({ id: 3, menu: 'header', label: 'Blog', target: { kind: 'blog' }, href: '/blog' }),
];
const FOOTER = [
  item({
    id: 4,
    menu: 'footer',
    label: 'Pricing',
    target: { kind: 'page', pageId: 9 },
    href: null,
    page: { id: 9, title: 'Pricing (draft)', slug: 'pricing', public: false },
  }),
];

function serve(calls: { current: FetchCall[] }) {
  let items = [...HEADER, ...FOOTER];
  calls.current = mockApi(({ url, method, body }) => {
    if (url === '/api/v2/cmsmenuitems' && method === 'GET') return { status: 200, body: items };
    if (url === '/api/v2/cmspages')
      return {
        status: 200,
        body: [cmsPage(), cmsPage({ id: 9, title: 'Pricing (draft)', slug: 'pricing', public: false })],
      };
    if (url === '/api/v2/cmsmenuitems' && method === 'POST') {
      const b = body as { menu: string; label: string; target: { kind: string } };
      const created = item({ id: 10, ...b, href: '/pages/about-markwell' });
      items = [...items, created];
      return { status: 201, body: created };
    }
    if (url === '/api/v2/cmsmenus/header/order' && method === 'PUT') {
      const ids = (body as { ids: number[] }).ids;
      items = [...ids.map((id) => items.find((i) => i.id === id)!), ...items.filter((i) => i.menu !== 'header')];
      return { status: 200, body: items.filter((i) => i.menu === 'header') };
    }
    if (url === '/api/v2/cmsmenuitems/3' && method === 'DELETE') {
      items = items.filter((i) => i.id !== 3);
      return { status: 200, body: { success: true } };
    }
    return { status: 404, body: { type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' } };
  });
}

const headerList = () => within(screen.getByRole('region', { name: 'Header menu' })).getByRole('list');

describe('Site menus screen', () => {
  it('lists both menus in order, marks a link to a page that is not public, and has no axe violations', async () => {
    const calls = { current: [] as FetchCall[] };
    serve(calls);
    const { container } = renderStaff(cmsAdminRoutes, '/staff/menus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site menus' })).toBeTruthy();
    await screen.findByText('Page: About Markwell');
    const labels = within(headerList())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(labels).toEqual(['Home', 'About', 'Blog']);
    const footer = screen.getByRole('region', { name: 'Footer menu' });
    expect(within(footer).getByText('Hidden: page not public')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move up: Home' }) as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('moves a link with the keyboard buttons and saves the new order', async () => {
    const calls = { current: [] as FetchCall[] };
    serve(calls);
    renderStaff(cmsAdminRoutes, '/staff/menus');
    fireEvent.click(await screen.findByRole('button', { name: 'Move down: Home' }));
    await waitFor(() =>
      expect(calls.current.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/v2/cmsmenus/header/order',
        body: { ids: [2, 1, 3] },
      }),
    );
    await waitFor(() =>
      expect(
        within(headerList())
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual(['About', 'Home', 'Blog']),
    );
    expect(screen.getByText(/Home moved to position 2 of 3 in the header menu/)).toBeTruthy();
  });

  it('moves a link by dragging it onto another row', async () => {
    const calls = { current: [] as FetchCall[] };
    serve(calls);
    renderStaff(cmsAdminRoutes, '/staff/menus');
    await screen.findByText('Page: About Markwell');
    const rows = within(headerList()).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => {} };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    await waitFor(() => expect(calls.current.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [3, 1, 2] }));
  });

  it('adds a page to the header menu, checking the form first', async () => {
    const calls = { current: [] as FetchCall[] };
    serve(calls);
    renderStaff(cmsAdminRoutes, '/staff/menus');
    const header = await screen.findByRole('region', { name: 'Header menu' });
    fireEvent.click(within(header).getByRole('button', { name: 'Add a link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link to the header menu' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(await within(dialog).findByText('Give the link a label')).toBeTruthy();
    expect(within(dialog).getByText('Choose the page this link opens')).toBeTruthy();
    expect(calls.current.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: 'About us' } });
    await within(dialog).findByRole('option', { name: 'About Markwell' });
    fireEvent.change(within(dialog).getByLabelText(/^Page/), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(calls.current.find((c) => c.method === 'POST')?.body).toEqual({
        menu: 'header',
        label: 'About us',
        target: { kind: 'page', pageId: 7 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a javascript: link before sending it', async () => {
    const calls = { current: [] as FetchCall[] };
    serve(calls);
    renderStaff(cmsAdminRoutes, '/staff/menus');
    const footer = await screen.findByRole('region', { name: 'Footer menu' });
    fireEvent.click(within(footer).getByRole('button', { name: 'Add a link' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: 'Evil' } });
    fireEvent.change(within(dialog).getByLabelText('Opens'), { target: { value: 'link' } });
    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(await within(dialog).findByText(/Use a path on this site/)).toBeTruthy();
    expect(calls.current.some((c) => c.method === 'POST')).toBe(false);
  });

  it('removes a link after confirming', async () => {
    const calls = { current: [] as FetchCall[] };
    serve(calls);
    renderStaff(cmsAdminRoutes, '/staff/menus');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the link “Blog”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.current.some((c) => c.method === 'DELETE' && c.url === '/api/v2/cmsmenuitems/3')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove: Blog' })).toBeNull());
  });
});
