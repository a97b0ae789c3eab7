// Full page loads, behind one object so tests can replace them (jsdom cannot navigate).

/** What the two functions below do in a browser; test-setup.ts swaps in mocks. */
export const pageLoads = {
  reload: (): void => window.location.reload(),
  assign: (path: string): void => window.location.assign(path),
};

/** Reloads the page (any 401: the session is over). */
export function reloadPage(): void {
  pageLoads.reload();
}

/** Loads a path as a fresh page (logout: drops every in-memory state, caches and styles). */
export function loadPage(path: string): void {
  pageLoads.assign(path);
}
