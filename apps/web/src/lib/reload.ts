// Full page loads. Their own module so tests can replace them (jsdom cannot navigate).

/** Reloads the page (any 401: the session is over). */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads a path as a fresh page (logout: drops every in-memory state, caches and styles). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
