import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrors } from '../../lib/error-store';
import { resetQueryClient } from '../../lib/query';
import { clearResourceCache } from '../../lib/use-resource';
import { json, mockFetch, problem } from '../../test/fetch-mock';
import { AppRoutes } from '../router';

const wait = { timeout: 6000 };

function renderHome(menus: () => Response) {
  mockFetch((url) => {
    if (url.pathname === '/api/v2/public/menus') return menus();
    if (url.pathname === '/api/v2/public/home') return json({ sections: [] });
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

// Test files share modules (isolate: false): start from empty caches whatever ran before.
beforeEach(() => {
  resetQueryClient();
  clearResourceCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearResourceCache();
  clearErrors();
});

describe('public header and footer menus', () => {
  it('show the links content staff chose, in order, for a visitor', async () => {
    renderHome(() =>
      json({
        header: [
          { label: 'Home', href: '/' },
          { label: 'About', href: '/pages/about-markwell' },
          { label: 'Partner site', href: 'https://partner.example/' },
          // Never rendered, even if an answer held one.
          { label: 'Evil', href: 'javascript:alert(1)' },
        ],
        footer: [{ label: 'Team', href: '/pages/meet-markwell-team' }],
      }),
    );
    const main = await screen.findByRole('navigation', { name: 'Main' }, wait);
    await within(main).findByRole('link', { name: 'About' }, wait);
    expect(linksOf(main)).toEqual([
      ['Home', '/'],
      ['About', '/pages/about-markwell'],
      ['Partner site', 'https://partner.example/'],
    ]);
    // The home link is the current page here, and only here.
    expect(within(main).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(linksOf(footer)).toEqual([['Team', '/pages/meet-markwell-team']]);
  }, 20_000);

  it('fall back to the blog and contact page when the menus cannot be loaded', async () => {
    renderHome(() => problem(500, 'internal', 'Server error'));
    const main = await screen.findByRole('navigation', { name: 'Main' }, wait);
    await within(main).findByRole('link', { name: 'Blog' }, wait);
    expect(linksOf(main)).toEqual([
      ['Blog', '/blog'],
      ['Contact', '/pages/get-in-touch'],
    ]);
  }, 20_000);
});
