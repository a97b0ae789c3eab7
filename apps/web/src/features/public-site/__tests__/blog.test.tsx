import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogListQuery } from '../api/get-blogs';
import { pageWindow } from '../components/Pagination';
import { blogSearchString, readBlogSearch } from '../lib/blog-params';
import { publicSiteRoutes } from '../routes';
import { mockApi, problem, renderRoutes } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (id: number, type: 1 | 2 = 1, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  title: `Post ${id}`,
  slug: `post-${id}`,
  excerpt: `Excerpt ${id}`,
  image: null,
  tags: ['exams'],
  published: true,
  published_at: '2025-03-04T10:00:00.000Z',
  author: 'Ada',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  ...extra,
});

function serveBlog(pages = 5) {
  return mockApi(({ url }) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/v2/blogs') {
      const page = Number(u.searchParams.get('page'));
      const type = Number(u.searchParams.get('type')) as 1 | 2;
      return {
        status: 200,
        body: { items: [post(page * 10 + 1, type), post(page * 10 + 2, type)], total: pages * 2, page, pages },
      };
    }
    if (u.pathname === '/api/v2/blog/tags')
      return {
        status: 200,
        body: [
          { name: 'exams', count: 3 },
          { name: 'marking', count: 1 },
        ],
      };
    return problem(404);
  });
}

const blogCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/v2/blogs?')).map((c) => c.url);

describe('blog search parameters', () => {
  it('reads page, query and tag from the URL with page 1 by default', () => {
    expect(readBlogSearch(new URLSearchParams(''))).toEqual({ page: 1, query: '', tag: '' });
    expect(readBlogSearch(new URLSearchParams('page=3&query=%20mock%20&tag=exams'))).toEqual({
      page: 3,
      query: 'mock',
      tag: 'exams',
    });
    expect(readBlogSearch(new URLSearchParams('page=-2')).page).toBe(1);
    expect(readBlogSearch(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(blogSearchString({ page: 1 })).toBe('');
    expect(blogSearchString({ page: 2, query: 'mock exams', tag: 'exams' })).toBe('?query=mock+exams&tag=exams&page=2');
  });

  it('sends page and type always, query and tag only when set', () => {
    expect(blogListQuery({ type: 2, page: 1, query: '  ', tag: '' })).toEqual({
      page: 1,
      type: 2,
      query: undefined,
      tag: undefined,
    });
    expect(blogListQuery({ type: 1, page: 4, query: ' mock ', tag: 'exams' })).toEqual({
      page: 4,
      type: 1,
      query: 'mock',
      tag: 'exams',
    });
  });

  it('shows a window of page numbers with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 12]);
  });
});

describe('public blog', { timeout: 20_000 }, () => {
  it('lists blog posts (type 1) with page links that keep the search and tag', async () => {
    const calls = serveBlog(5);
    renderRoutes(publicSiteRoutes, '/blog?query=mock&tag=exams&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Post 21' })).toBeTruthy();
    expect(blogCalls(calls)).toEqual(['/api/v2/blogs?page=2&type=1&query=mock&tag=exams']);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/blog?query=mock&tag=exams&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/blog?query=mock&tag=exams',
    );
    expect(screen.getByRole('link', { name: 'Post 21' }).getAttribute('href')).toBe('/blog/post-21');

    fireEvent.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Post 31' })).toBeTruthy();
    expect(blogCalls(calls).at(-1)).toBe('/api/v2/blogs?page=3&type=1&query=mock&tag=exams');
  });

  it('searches from the search box, back to page 1, keeping the tag', async () => {
    const calls = serveBlog(3);
    const { router } = renderRoutes(publicSiteRoutes, '/blog?tag=exams&page=3');
    await screen.findByRole('link', { name: 'Post 31' });
    const box = screen.getByRole('searchbox', { name: 'Search blog' });
    fireEvent.change(box, { target: { value: 'marking' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toBe('?query=marking&tag=exams'));
    await waitFor(() => expect(blogCalls(calls).at(-1)).toBe('/api/v2/blogs?page=1&type=1&query=marking&tag=exams'));
  });

  it('filters by tag from /blog/tags, marking the current tag', async () => {
    const calls = serveBlog(1);
    renderRoutes(publicSiteRoutes, '/free-resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free resources' })).toBeTruthy();
    const tags = await screen.findByRole('navigation', { name: 'Filter by tag' });
    expect(calls.some((c) => c.url === '/api/v2/blog/tags?type=2')).toBe(true);
    expect(within(tags).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(tags).getByRole('link', { name: /marking/ }));
    await waitFor(() => expect(blogCalls(calls).at(-1)).toBe('/api/v2/blogs?page=1&type=2&tag=marking'));
    expect(
      within(tags)
        .getByRole('link', { name: /marking/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    // a single page: no pagination
    expect(screen.queryByRole('navigation', { name: 'Free resources pages' })).toBeNull();
  });

  it('shows a free resource with sanitised content, tags and downloadable files', async () => {
    mockApi(({ url }) =>
      url === '/api/v2/blogs/exam-pack'
        ? {
            status: 200,
            body: {
              ...post(7, 2, { title: 'Exam pack', slug: 'exam-pack', image: '/uploads/images/pack.png' }),
              content: '<p>Everything you need.</p><img src=x onerror="alert(1)" alt="">',
              files: [{ id: 3, name: 'pack.pdf', url: '/uploads/files/ab12.pdf', mime: 'application/pdf', size: 2048 }],
            },
          }
        : problem(404),
    );
    const { container } = renderRoutes(publicSiteRoutes, '/free-resources/exam-pack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam pack' })).toBeTruthy();
    expect(screen.getByText('Everything you need.')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    const file = screen.getByRole('link', { name: 'pack.pdf' });
    expect(file.getAttribute('href')).toBe('/uploads/files/ab12.pdf');
    expect(file.hasAttribute('download')).toBe(true);
    expect(screen.getByText('(2 KB)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'exams' }).getAttribute('href')).toBe('/free-resources?tag=exams');
  });

  it('shows the 404 screen for a missing post', async () => {
    mockApi(() => problem(404));
    renderRoutes(publicSiteRoutes, '/blog/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Oops!! What are you doing here?' })).toBeTruthy();
  });
});
