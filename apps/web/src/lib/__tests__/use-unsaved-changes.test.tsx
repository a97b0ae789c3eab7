import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, createMemoryRouter, Link, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesWarning } from '../use-unsaved-changes';

function Editor() {
  const [text, setText] = useState('');
  useUnsavedChangesWarning(text !== '');
  return (
    <>
      <label>
        Text <input value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/edit#help">Help on this page</Link>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <Where /> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => vi.restoreAllMocks());

describe('useUnsavedChangesWarning', () => {
  it('lets links and tab closing through while nothing is edited', () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderEditor();
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before an in-app link throws edits away, and stays when the user says no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderEditor();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('draft');
  });

  it('follows the link when the user agrees to lose the edits', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = renderEditor();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask for a link to the same page, nor for a click that opens a new tab', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('link', { name: 'Help on this page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('makes the browser ask before the tab is closed or reloaded with edits', () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'draft' } });
    expect(beforeUnloadPrevented()).toBe(true);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '' } });
    expect(beforeUnloadPrevented()).toBe(false);
  });
});

describe('useUnsavedChangesWarning with the browser’s back and forward buttons', () => {
  // As the app runs: a BrowserRouter over the window's real history (jsdom's).
  function renderInBrowser() {
    window.history.replaceState(null, '', '/elsewhere');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/edit" element={<Editor />} />
          <Route path="/elsewhere" element={<Link to="/edit">Edit</Link>} />
        </Routes>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(screen.getByTestId('where').textContent).toBe('/edit');
  }
  // jsdom fires popstate in a later task, like a browser: the tests wait for its effects.
  const back = () => window.history.back();

  it('goes back without asking while nothing is edited', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderInBrowser();
    back();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/elsewhere'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before Back throws edits away; saying no keeps the editor, its edits and its address', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderInBrowser();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'draft' } });
    back();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE));
    // The refused step is undone: the address comes back to the editor.
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(screen.getByTestId('where').textContent).toBe('/edit');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('draft');
    // And the history still works: agreeing the next time leaves.
    confirm.mockReturnValue(true);
    back();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/elsewhere'));
  });

  it('goes back when the user agrees to lose the edits', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderInBrowser();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'draft' } });
    back();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/elsewhere'));
  });
});
