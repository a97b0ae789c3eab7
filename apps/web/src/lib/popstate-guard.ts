/**
 * The page's first `popstate` listener, so an editor with unsaved edits hears of the browser's
 * back and forward buttons before the router does (and can keep the router from hearing at all).
 * Chromium runs a window's popstate listeners in the order they were added, whatever their
 * phase, so this one must be added before the router's: main.tsx imports this module before it
 * renders the router. One guard at a time: the editor on screen.
 */
type PopStateGuard = (event: PopStateEvent) => void;

let current: PopStateGuard | null = null;

window.addEventListener('popstate', (event) => current?.(event), true);

/** Makes `guard` see every popstate first; returns the function that removes it. */
export function guardPopState(guard: PopStateGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}
