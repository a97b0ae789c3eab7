import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '../../../lib/use-unsaved-changes';
import { cmsAdminRoutes } from '../routes';
import { cmsPage, mockApi, renderStaff } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Whether closing or reloading the tab now would make the browser ask first. */
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved edits in the CMS editors', { timeout: 30_000 }, () => {
  it('the page editor asks before edits are lost, and stops asking once they are saved', async () => {
    mockApi((call) => {
      if (call.url === '/api/v2/cmspages/7' && call.method === 'GET') return { status: 200, body: cmsPage() };
      if (call.url === '/api/v2/cmspages/7' && call.method === 'PATCH')
        return { status: 200, body: cmsPage(call.body as Record<string, unknown>) };
      return { status: 200, body: [] };
    });
    const { router } = renderStaff(cmsAdminRoutes, '/staff/pages/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit page: About Markwell' })).toBeTruthy();
    expect(beforeUnloadPrevented()).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'About us' } });
    expect(beforeUnloadPrevented()).toBe(true);
    // An in-app link asks first; saying no keeps the editor and its edits.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/staff/pages/7');
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('About us');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(beforeUnloadPrevented()).toBe(false);
    confirm.mockClear();
    fireEvent.click(screen.getByRole('link', { name: '← All pages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/pages'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('the blog post editor asks before a new post’s edits are lost', async () => {
    mockApi(() => ({ status: 200, body: [] }));
    const { router } = renderStaff(cmsAdminRoutes, '/staff/blog/new');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(beforeUnloadPrevented()).toBe(false);

    fireEvent.change(title, { target: { value: 'Revision tips' } });
    expect(beforeUnloadPrevented()).toBe(true);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: '← All posts' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/staff/blog/new');

    // Agreeing to lose the edits follows the link.
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: '← All posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/blog'));
  });
});
