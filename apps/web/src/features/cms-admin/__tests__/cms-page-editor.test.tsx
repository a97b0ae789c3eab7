import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slugify } from '../lib/form-values';
import { cmsAdminRoutes } from '../routes';
import { cmsPage, mockApi, renderStaff } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('slugify', () => {
  it('makes the contracts slug shape from a title', () => {
    expect(slugify('Meet the Markwell team!')).toBe('meet-the-markwell-team');
    expect(slugify('  Café & Crème -- 2025 ')).toBe('cafe-creme-2025');
  });
});

describe('CMS page editor', { timeout: 30_000 }, () => {
  it('creates a page: slug from the title, public switch, rich content, SEO fields', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/cmspages' && call.method === 'POST') {
        return { status: 201, body: cmsPage({ id: 42, ...(call.body as object) }) };
      }
      if (call.url === '/api/v2/cmspages/42')
        return { status: 200, body: cmsPage({ id: 42, title: 'Open evening', slug: 'open-evening' }) };
      return { status: 200, body: [] };
    });
    const { router } = renderStaff(cmsAdminRoutes, '/staff/pages/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Open evening' } });
    expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('open-evening');
    fireEvent.click(screen.getByRole('switch', { name: 'Public (anyone can see it)' }));

    // The accessible TipTap toolbar and editing area.
    const area = await screen.findByRole('textbox', { name: 'Content' });
    expect(area.getAttribute('contenteditable')).toBe('true');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('toolbar', { name: 'Content' })).toBeTruthy();

    const seoToggle = screen.getByRole('button', { name: 'SEO & sharing' });
    expect(seoToggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(seoToggle);
    expect(seoToggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('OG title'), { target: { value: 'Come to our open evening' } });
    fireEvent.change(screen.getByLabelText('Twitter card'), { target: { value: 'summary' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/pages/42'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      title: 'Open evening',
      slug: 'open-evening',
      public: true,
      content: '',
      video: null,
      video_captions: null,
      og_title: 'Come to our open evening',
      twitter_card: 'summary',
      meta_title: null,
    });
  });

  it('refuses a bad slug before sending, and shows the server slug clash on the slug field', async () => {
    const calls = mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'slug_taken',
              detail: 'Another page already uses this slug',
            },
          }
        : { status: 200, body: [] },
    );
    renderStaff(cmsAdminRoutes, '/staff/pages/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'About' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Slug/ }), { target: { value: 'Bad Slug!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText(/Use lowercase letters, digits and single dashes/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Slug/ }), { target: { value: 'about-markwell' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Another page already uses this slug')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Slug/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a page (PATCH) and deletes it only after confirmation', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/v2/cmspages/7' && call.method === 'GET')
        return { status: 200, body: cmsPage({ image: '/uploads/images/a.png', og_image_alt: 'A photo' }) };
      if (call.url === '/api/v2/cmspages/7' && call.method === 'PATCH')
        return {
          status: 200,
          body: cmsPage({ image: '/uploads/images/a.png', og_image_alt: 'A photo', ...(call.body as object) }),
        };
      if (call.url === '/api/v2/cmspages/7' && call.method === 'DELETE')
        return { status: 200, body: { success: true } };
      if (call.url === '/api/v2/cmspages/7/photo' && call.method === 'DELETE')
        return { status: 200, body: cmsPage({ image: null }) };
      return { status: 200, body: [] };
    });
    const { router } = renderStaff(cmsAdminRoutes, '/staff/pages/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit page: About Markwell' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A photo' }).getAttribute('src')).toBe('/uploads/images/a.png');

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'About us' } });
    // An existing page keeps its slug when the title changes.
    expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('about-markwell');
    fireEvent.change(screen.getByRole('textbox', { name: /^Video$/ }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/a path on this site/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Video$/ }), {
      target: { value: '/uploads/videos/tour.mp4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'About us',
      video: '/uploads/videos/tour.mp4',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove page image' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/v2/cmspages/7/photo' && c.method === 'DELETE')).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete the page/ });
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v2/cmspages/7')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/pages'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v2/cmspages/7')).toBe(true);
  });
});
