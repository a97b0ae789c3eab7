import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { CONTACT_INTRO } from '../components/CmsPageScreen';
import { publicSiteRoutes } from '../routes';
import { cmsPage, mockApi, problem, renderRoutes } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pageFor = (slug: string, overrides: Record<string, unknown> = {}) =>
  cmsPage({ slug, title: `Title of ${slug}`, ...overrides });

function serve(pages: Record<string, Record<string, unknown>>) {
  return mockApi(({ url }) => {
    const m = /\/api\/v2\/public\/pages\/([^/?]+)$/.exec(url);
    const page = m?.[1] ? pages[decodeURIComponent(m[1])] : undefined;
    return page ? { status: 200, body: page } : problem(404);
  });
}

describe('CMS page screen', { timeout: 20_000 }, () => {
  it('shows the loader, then a plain page with title, image, video with captions and content', async () => {
    const calls = serve({
      'about-markwell': pageFor('about-markwell', {
        image: '/uploads/images/abc.png',
        og_image_alt: 'Teachers at work',
        video: 'https://storage.example.org/videos/intro.mp4',
        video_captions: '/uploads/captions/intro.vtt',
        meta_title: 'About us',
      }),
    });
    renderRoutes(publicSiteRoutes, '/pages/about-markwell');
    expect(await screen.findByTestId('loader')).toBeTruthy();
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Title of about-markwell' });
    expect(h1).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v2/public/pages/about-markwell');
    const article = h1.closest('article')!;
    expect(article.getAttribute('data-layout')).toBe('plain');
    const img = within(article).getByRole('img', { name: 'Teachers at work' });
    expect(img.getAttribute('src')).toBe('/uploads/images/abc.png');
    const video = article.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('https://storage.example.org/videos/intro.mp4');
    const track = video.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe('/uploads/captions/intro.vtt');
    expect(within(article).getByText('We build exams that mark themselves.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.title).toBe('About us'));
  });

  it('uses the title as image alt and leaves out the video and captions when there are none', async () => {
    serve({ privacy: pageFor('privacy', { image: 'pic.jpg' }) });
    const { container } = renderRoutes(publicSiteRoutes, '/pages/privacy');
    expect((await screen.findByRole('img', { name: 'Title of privacy' })).getAttribute('src')).toBe(
      '/uploads/images/pic.jpg',
    );
    expect(container.querySelector('video')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Title of privacy · Markwell'));
  });

  it('renders meet-markwell-team with the team layout', async () => {
    serve({ 'meet-markwell-team': pageFor('meet-markwell-team', { content: '<ul><li>Ada, founder</li></ul>' }) });
    renderRoutes(publicSiteRoutes, '/pages/meet-markwell-team');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Title of meet-markwell-team' });
    expect(h1.closest('article')!.getAttribute('data-layout')).toBe('team');
    expect(within(screen.getByRole('region', { name: 'Our team' })).getByText('Ada, founder')).toBeTruthy();
    expect(screen.queryByText(CONTACT_INTRO)).toBeNull();
  });

  it('renders get-in-touch as the contact page with the intro line and the form', async () => {
    serve({ 'get-in-touch': pageFor('get-in-touch') });
    renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Title of get-in-touch' });
    expect(h1.closest('article')!.getAttribute('data-layout')).toBe('contact');
    expect(
      screen.getByText("Got a question for us? Ask us anything! We'll be proud to share our ideas with you."),
    ).toBeTruthy();
    // The form is its own chunk (loaded with the contact layout only): it arrives just after.
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('shows the 404 screen when the page is missing or not public', async () => {
    const calls = serve({});
    renderRoutes(publicSiteRoutes, '/pages/secret-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' })).toBeTruthy();
    expect(screen.getByText("You're looking for a non-existent page. No point hanging around here -")).toBeTruthy();
    expect(screen.getByRole('link', { name: /home/i }).getAttribute('href')).toBe('/');
    expect(calls).toHaveLength(1);
  });

  it('shows the 404 screen without asking the API for a slug no page can have', async () => {
    const calls = serve({});
    renderRoutes(publicSiteRoutes, '/pages/Not_A_Slug');
    expect(await screen.findByRole('heading', { name: 'Oops!! What are you doing here?' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry, not the 404 screen, when the server fails', async () => {
    let fail = true;
    mockApi(() => (fail ? problem(500, 'internal') : { status: 200, body: pageFor('faq') }));
    renderRoutes(publicSiteRoutes, '/pages/faq');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.queryByText('Oops!! What are you doing here?')).toBeNull();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of faq' })).toBeTruthy();
  });

  it('sanitises scripts, event handlers and javascript: links out of the content', async () => {
    serve({
      evil: pageFor('evil', {
        content:
          '<p>Safe text</p><script>window.__pwned = true</script><img src="x" alt="pic" onerror="window.__pwned = true"><a href="javascript:alert(1)">click</a>',
      }),
    });
    const { container } = renderRoutes(publicSiteRoutes, '/pages/evil');
    expect(await screen.findByText('Safe text')).toBeTruthy();
    const content = container.querySelector('.mw-rich-text')!;
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toContain('__pwned');
    expect(content.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(content.querySelector('a')!.getAttribute('href')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('adds the spacer only when nobody is logged in', async () => {
    serve({ faq: pageFor('faq') });
    const first = renderRoutes(publicSiteRoutes, '/pages/faq');
    await screen.findByRole('heading', { level: 1, name: 'Title of faq' });
    expect(screen.getByTestId('guest-spacer')).toBeTruthy();
    first.unmount();

    setToken('a.b.c');
    renderRoutes(publicSiteRoutes, '/pages/faq');
    await screen.findByRole('heading', { level: 1, name: 'Title of faq' });
    expect(screen.queryByTestId('guest-spacer')).toBeNull();
  });
});
