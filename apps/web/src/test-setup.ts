// Vitest setup for the web project (jsdom). Kept minimal: no jest-dom.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pageLoads } from './lib/reload';

// jsdom cannot navigate: page loads are mocks in every test. Replaced on the shared object, not
// with vi.mock, because test files share modules (isolate: false): a per-file module mock would not
// reach a client module an earlier file already loaded.
pageLoads.reload = vi.fn();
pageLoads.assign = vi.fn();

// Mantine reads matchMedia; jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  vi.mocked(pageLoads.reload).mockClear();
  vi.mocked(pageLoads.assign).mockClear();
  window.localStorage.clear();
  document.body.removeAttribute('data-popup-open');
  document.body.removeAttribute('style');
});
