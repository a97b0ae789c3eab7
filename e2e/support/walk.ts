import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, settle } from './browser';
import { seededDatabase, startServer, type RunningServer } from './server';

/** One step of a walk: the page opened and what was wrong with it. */
export interface WalkProblem {
  path: string;
  /** The page that linked to it. */
  from: string;
  problem: string;
}

/** Is the app's 404 screen ("Oops!! What are you doing here?") showing? */
export const showsNotFound = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.getElementById('not-found-title') !== null);

/**
 * How far the page scrolls sideways, in CSS pixels (0 = fits the viewport), with the elements
 * that stick out furthest, to say what to fix.
 */
export async function sidewaysOverflow(page: Page): Promise<{ px: number; widest: string[] }> {
  return page.evaluate(() => {
    const px = document.documentElement.scrollWidth - window.innerWidth;
    if (px <= 0) return { px: 0, widest: [] };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    const widest = Array.from(document.body.querySelectorAll('*'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > window.innerWidth + 1)
      // The innermost offenders say most: drop elements whose child sticks out as far.
      .filter(({ el, right }) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right >= right))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `${describe(el)} (right edge ${Math.round(right)} px)`);
    return { px, widest };
  });
}

/** The in-app pages the page links to (path + query), without downloads, files and the API. */
export async function inAppLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .filter((a) => !a.hasAttribute('download') && a.closest('[aria-hidden="true"]') === null)
      .map((a) => (a as HTMLAnchorElement).href),
  );
  const origin = new URL(page.url()).origin;
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    if (/^\/(api|import|uploads|assets)\b/.test(url.pathname) || /\.(csv|xml|pdf|png|jpe?g|txt)$/.test(url.pathname))
      continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

/**
 * Opens an in-app path the way following a link inside the app does: the router moves to it
 * without loading the page again (the address changes, then the router hears of it). A full load
 * per page parsed the whole app each time; the first page of a walk is still loaded in full.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** The same screen with another id (/teacher/questions/12 and /13): a walk opens two of each. */
const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$|\?)/g, '/:id').replace(/\?.*$/, '');

/**
 * Walks the app from `start` as whoever is logged in on `page`: opens every in-app link found,
 * breadth first, up to `maxPages` pages and `depth` clicks from the start (two pages per shape
 * of path), and reports each page that shows the 404 screen or scrolls sideways.
 */
export async function walkLinks(
  page: Page,
  start: string,
  { maxPages = 40, depth = 2 }: { maxPages?: number; depth?: number } = {},
): Promise<{ visited: string[]; problems: WalkProblem[] }> {
  const queue: { path: string; from: string; level: number }[] = [{ path: start, from: '(start)', level: 0 }];
  const seen = new Set<string>([start]);
  const perShape = new Map<string, number>();
  const visited: string[] = [];
  const problems: WalkProblem[] = [];
  while (queue.length > 0 && visited.length < maxPages) {
    const { path, from, level } = queue.shift()!;
    const shape = shapeOf(path);
    if ((perShape.get(shape) ?? 0) >= 2) continue;
    perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
    await (path === start ? page.goto(path, { waitUntil: 'load' }) : openInApp(page, path));
    await settle(page);
    visited.push(path);
    if (await showsNotFound(page)) {
      // A plain link the router does not own (a page the server serves itself) loads in full, as
      // the browser would follow it: only a 404 screen there too is a dead link.
      await page.goto(path, { waitUntil: 'load' });
      await settle(page);
      if (await showsNotFound(page)) {
        problems.push({ path, from, problem: 'shows the 404 screen' });
        continue;
      }
    }
    const overflow = await sidewaysOverflow(page);
    if (overflow.px > 0)
      problems.push({ path, from, problem: `scrolls ${overflow.px} px sideways: ${overflow.widest.join(', ')}` });
    if (level >= depth) continue;
    for (const link of await inAppLinks(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ path: link, from: path, level: level + 1 });
    }
  }
  return { visited, problems };
}

/** A phone in portrait: the narrowest screen the app is laid out for. */
const PHONE = { width: 360, height: 740 };

/** Who walks: a name for the test, the demo account (null: a visitor) and where the walk starts. */
export type Walker = readonly [role: string, account: string | null, home: string];

/**
 * Each walker walks its area on a phone, following every in-app link (menus, lists, notifications)
 * two clicks deep: no link may land on the 404 screen, and no page may scroll sideways
 * (document.documentElement.scrollWidth <= innerWidth at 360 px).
 *
 * Opening every page reads the demo users' messages and notifications, which other journeys
 * count: each walk file gets a server and database of its own, and every journey stays
 * independent. The walkers are spread over a few files so the walks run beside other journeys.
 */
export function describeWalks(serverName: string, walkers: readonly Walker[]): void {
  describe('walking every link on a phone', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ name: serverName, seeded: seededDatabase() });
    });
    afterAll(() => server?.stop());

    for (const [role, account, home] of walkers) {
      it(`as ${role}: no dead link, nothing wider than the screen`, { timeout: 240_000 }, async () => {
        const page = await newPage({ ...PHONE, baseURL: server.baseURL });
        if (account) await login(page, account);
        const { visited, problems } = await walkLinks(page, home, { maxPages: 45, depth: 2 });
        expect(visited.length, `pages visited from ${home}`).toBeGreaterThan(3);
        expect(problems.map((p) => `${p.path} (linked from ${p.from}) ${p.problem}`)).toEqual([]);
      });
    }
  });
}
