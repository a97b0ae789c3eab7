import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The page states that already passed the accessibility check in this run, shared by every
 * journey worker through a folder (one empty file per state). The same page in the same state is
 * checked once: `/login` alone was checked 86 times a run, each time the same document.
 *
 * A state is everything the checks read: the document's markup, what the user typed (input
 * values are not in the markup), which element has the focus and which the pointer is over (focus
 * and hover styles change colours), the scroll positions, the viewport, and the check's own
 * options. The styles are the run's one build of the app. Only a state that passed is recorded,
 * so a failing page fails every time it is met.
 */
export async function pageStateKey(page: Page, options: unknown): Promise<string> {
  return page.evaluate(async (checkOptions) => {
    const all = Array.from(document.querySelectorAll('*'));
    const indexOf = (el: Element | null) => (el ? all.indexOf(el) : -1);
    const hovered = Array.from(document.querySelectorAll(':hover')).at(-1) ?? null;
    const scrolled = all
      .filter((el) => el.scrollTop !== 0 || el.scrollLeft !== 0)
      .map((el) => `${indexOf(el)}:${el.scrollTop},${el.scrollLeft}`);
    const values = Array.from(document.querySelectorAll('input, textarea, select')).map((el) => {
      const field = el as HTMLInputElement;
      return field.type === 'checkbox' || field.type === 'radio' ? String(field.checked) : field.value;
    });
    const state = JSON.stringify([
      document.documentElement.outerHTML,
      values,
      indexOf(document.activeElement),
      indexOf(hovered),
      scrolled,
      [window.scrollX, window.scrollY, window.innerWidth, window.innerHeight],
      checkOptions,
    ]);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(state));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }, options ?? null);
}

/** The run's folder of passed states (made by the global setup). */
const folder = (): string => inject('checkedPagesDir');

/** Has this state already passed the check in this run? */
export const passedBefore = (key: string): boolean => existsSync(join(folder(), key));

/** Records that this state passed the check. */
export function recordPassed(key: string): void {
  writeFileSync(join(folder(), key), '');
}
