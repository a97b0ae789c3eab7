import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { guardPopState } from './popstate-guard';

/** What the warning says before unsaved edits would be lost. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** An in-app link click that would take the user to another page of the app. */
function leavingLink(event: MouseEvent, here: { pathname: string; search: string }): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null; // new tab or window
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null; // the browser asks through beforeunload
  if (to.pathname === here.pathname && to.search === here.search) return null; // same page (an anchor)
  return link;
}

/** The index React Router's history keeps in each entry's state, or undefined for a foreign entry. */
const historyIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * While `dirty`, warns before the edits on screen are lost:
 * - closing or reloading the tab, or typing another address (`beforeunload`: the browser's own prompt);
 * - the browser's back and forward buttons (a confirm dialog; saying no puts the address back and
 *   leaves the user on the editor with the edits);
 * - following a link inside the app (a confirm dialog; the link is not followed unless the user agrees).
 *
 * The app's router runs in declarative mode (docs/adr/0003-web-stack.md: the data router and its
 * `useBlocker` would cost every public page ~16 KB), so this does what that blocker does: link
 * clicks are caught on the document before the router's own handler sees them, and `popstate` by
 * a listener added before the router's (lib/popstate-guard.ts); a refused back/forward is undone
 * with `history.go` (the router's entries carry their index) and the router never hears of it.
 * Navigation by the code itself (to the saved object after a save) is not held up.
 */
export function useUnsavedChangesWarning(dirty: boolean, message: string = UNSAVED_CHANGES_MESSAGE): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event, { pathname, search })) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // The editor's own history entry, to come back to when a back/forward is refused.
    const here = { idx: historyIndex(), state: window.history.state as unknown, url: window.location.href };
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      if (undoing) {
        // The history.go() below landing back on the editor: not news for the router.
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      // Back or forward within the page (an anchor): nothing is lost.
      if (window.location.pathname === pathname && window.location.search === search) return;
      if (window.confirm(message)) return; // the router's listener runs next and leaves the editor
      event.stopImmediatePropagation();
      const to = historyIndex();
      if (here.idx !== undefined && to !== undefined && to !== here.idx) {
        undoing = true;
        window.history.go(here.idx - to);
      } else {
        // An entry the router did not make: put the editor's address back on top.
        window.history.pushState(here.state, '', here.url);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on the document runs before React's listeners on the root element.
    document.addEventListener('click', onClick, true);
    // Sees back/forward before the router's own popstate listener (lib/popstate-guard.ts).
    const unguard = guardPopState(onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      unguard();
    };
  }, [dirty, message, pathname, search]);
}
