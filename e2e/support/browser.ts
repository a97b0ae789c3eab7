import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts';
import { artifactsDir, assertChromiumInstalled, chromiumArgs, chromiumPath } from './config';
import { passedBefore, pageStateKey, recordPassed } from './checked-pages';
import { checkBadgeContrast, lowContrastTexts } from './contrast';

const require = createRequire(import.meta.url);
const axeScriptPath = require.resolve('axe-core');
let axeSource: string | null = null;

/** The address of the server started by the global setup. */
export const baseURL = (): string => inject('baseURL');

let browser: Browser | null = null;

async function getBrowser(): Promise<Browser> {
  if (browser?.isConnected()) return browser;
  assertChromiumInstalled();
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return browser;
}

/** Closes this file's Chromium (registered by per-file-setup.ts). */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

const pageErrors = new WeakMap<Page, string[]>();

export interface NewPageOptions {
  /** Viewport width; narrow widths show the mobile layout. */
  width?: number;
  height?: number;
  /** Another server than the run's shared one (a journey that needs a database of its own). */
  baseURL?: string;
}

/**
 * A page in a fresh browser context (its own storage: nobody is logged in), for the running
 * test only: it is closed when the test ends, and screenshotted into e2e/test-results/ when
 * the test fails. Uncaught errors and Content Security Policy violations in the page are
 * recorded and fail the next checkPage().
 */
export async function newPage({ width = 1280, height = 900, ...options }: NewPageOptions = {}): Promise<Page> {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: options.baseURL ?? baseURL(),
    viewport: { width, height },
    // No animations: axe measures contrast on the final colours, and steps do not race transitions.
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  // Records the time of the last DOM change, for settle(). Init scripts are not subject to the CSP.
  await context.addInitScript(() => {
    const w = window as unknown as { __mwLastMutation: number };
    w.__mwLastMutation = performance.now();
    new MutationObserver(() => (w.__mwLastMutation = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  // Every Content Security Policy violation the page reports, even one the code caught (Zod's
  // eval probe was one): the page's own event, reported through a binding the CSP cannot block.
  await context.exposeBinding('__mwCspViolation', ({ page: from }, violation: string) => {
    pageErrors.get(from)?.push(`Content Security Policy violation: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '';
      void (window as unknown as { __mwCspViolation: (v: string) => Promise<void> }).__mwCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}${where}${e.sample ? ` (${e.sample})` : ''}`,
      );
    });
  });
  const page = await context.newPage();
  const network = { requests: new Set<unknown>(), lastChangeAt: Date.now() };
  networkOf.set(page, network);
  // Streams (live counters, server-sent events) stay open by design: they never count as busy.
  page.on('request', (r) => {
    if (['eventsource', 'websocket'].includes(r.resourceType())) return;
    network.requests.add(r);
    network.lastChangeAt = Date.now();
  });
  const done = (r: unknown) => {
    if (network.requests.delete(r)) network.lastChangeAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
  // A server error, or a missing asset (script, style, chunk), is a bug even when the page copes.
  page.on('response', (r) => {
    const { origin, pathname } = new URL(r.url());
    if (origin !== new URL(baseURL()).origin) return;
    if (r.status() >= 500 || (r.status() === 404 && /^\/(assets|uploads)\//.test(pathname))) {
      errors.push(`${r.request().method()} ${pathname} answered ${r.status()}`);
    }
  });
  page.on('requestfailed', (r) => {
    const aborted = r.failure()?.errorText === 'net::ERR_ABORTED'; // a navigation cancelled it
    if (!aborted && (r.resourceType() === 'script' || r.resourceType() === 'stylesheet'))
      errors.push(`${r.url()} failed: ${r.failure()?.errorText}`);
  });
  // The production CSP is on: anything of ours it blocks is a bug.
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) errors.push(msg.text());
  });

  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail' && !page.isClosed()) {
      mkdirSync(artifactsDir, { recursive: true });
      const name = `${task.file?.name ?? 'e2e'}--${task.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 150);
      await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true }).catch(() => undefined);
    }
    await context.close();
    // Errors after the last checkPage() of a passing test still fail it.
    if (task.result?.state !== 'fail') expectNoPageErrors(page);
  });
  return page;
}

/** Per page, for settle(): the requests in flight and when one last started or ended (Date.now()). */
const networkOf = new WeakMap<Page, { requests: Set<unknown>; lastChangeAt: number }>();

/** Milliseconds without DOM changes or requests before a page counts as settled. */
const QUIET_MS = 300;
/**
 * The least settle() watches a page, however long it was quiet before: what a click just
 * scheduled (a state update, a request a frame away) has this long to show itself.
 */
const MIN_WATCH_MS = 100;

/**
 * Waits until the page has settled: document loaded, no request in flight, no DOM change and no
 * request started or ended for QUIET_MS, and no loader showing. The quiet is counted from the
 * last change, not from the first look: a page that went quiet before settle() was called is not
 * made to wait the whole QUIET_MS again (only MIN_WATCH_MS). (Playwright's 'networkidle' cannot
 * do this in a single-page app: it is reached once per document and never again after client-side
 * navigation.)
 */
export async function settle(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForLoadState('load');
  const network = networkOf.get(page) ?? { requests: new Set(), lastChangeAt: 0 };
  const started = Date.now();
  const deadline = started + timeout;
  for (;;) {
    const state = await page.evaluate(() => ({
      sinceMutation: performance.now() - ((window as unknown as { __mwLastMutation?: number }).__mwLastMutation ?? 0),
      loader: document.querySelector('[data-testid="loader"]') !== null,
    }));
    const now = Date.now();
    const quietFor = Math.min(state.sinceMutation, now - network.lastChangeAt);
    const busy = network.requests.size > 0 || state.loader;
    if (!busy && quietFor >= QUIET_MS && now - started >= MIN_WATCH_MS) return;
    if (now > deadline) {
      throw new Error(
        `The page at ${page.url()} did not settle within ${timeout / 1000} s ` +
          `(${network.requests.size} request(s) in flight, loader ${state.loader ? 'showing' : 'gone'}).`,
      );
    }
    // Look again when the quiet could be long enough, or in 50 ms while something is going on.
    const untilQuietEnough = Math.max(QUIET_MS - quietFor, MIN_WATCH_MS - (now - started));
    await page.waitForTimeout(busy ? 50 : Math.max(10, Math.min(50, untilQuietEnough)));
  }
}

/**
 * Every page of the app has a level-one heading once its code and data have arrived. A page can
 * be quiet for a moment before that (a lazy chunk parsed, a query about to start): wait a little
 * for the heading so axe checks the page, not the gap. A page that never shows one still fails,
 * by axe's page-has-heading-one rule.
 */
async function waitForMainHeading(page: Page, timeout = 5_000): Promise<void> {
  if ((await page.locator('h1').count()) > 0) return;
  const found = await page
    .waitForSelector('h1', { state: 'attached', timeout })
    .then(() => true)
    .catch(() => false);
  if (found) await settle(page);
}

export interface A11yOptions {
  /** axe rule ids to skip on this page. Every use needs a comment saying why. */
  disableRules?: string[];
  /** CSS selectors to leave out (e.g. a third-party widget outside our control). */
  exclude?: string[];
}

/** Formats axe violations one per line: id, impact, what it means, and the elements concerned. */
export function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      ${n.target.join(' ')}: ${n.html.slice(0, 200)}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        );
      const more = v.nodes.length > 5 ? [`      … and ${v.nodes.length - 5} more`] : [];
      return [`  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets, ...more].join('\n');
    })
    .join('\n');
}

/** axe rules whose "incomplete" (cannot tell) results count as violations. */
const INCOMPLETE_AS_FAILURE = new Set(['color-contrast', 'color-contrast-enhanced']);

/**
 * Reasons axe gives for an undecided contrast that say nothing about the colours themselves: the
 * node holds no text (a decorative ▲, "nonBmp"), its background is a gradient, an image or lies
 * under another element (a sticky header, an overlay), or the node is partly scrolled out of its
 * box (a wide table's cells in a phone's sideways-scrolling region: the same cells are measured
 * at desktop width). Every other undecided result (e.g. "equalRatio": text the same colour as
 * its background) fails.
 */
const UNMEASURABLE = new Set(['nonBmp', 'bgGradient', 'bgImage', 'bgOverlap', 'imgNode', 'elmPartiallyObscured']);

/** The contrast results axe could not decide, without the nodes it could not measure at all. */
function undecidedContrast(incomplete: AxeResults['incomplete']): AxeResults['incomplete'] {
  return incomplete
    .filter((r) => INCOMPLETE_AS_FAILURE.has(r.id))
    .map((r) => ({
      ...r,
      nodes: r.nodes.filter(
        (n) =>
          !n.any.some((check) => UNMEASURABLE.has((check.data as { messageKey?: string } | null)?.messageKey ?? '')),
      ),
    }))
    .filter((r) => r.nodes.length > 0);
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA and axe's best practices) and fails with every
 * violation listed. Call it on every page a journey visits (visit() and login() do).
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) {
    // Not page.addScriptTag: the server's real CSP (script-src 'self') rightly refuses inline
    // scripts, and bypassCSP would hide CSP breakage in the app. DevTools evaluation is exempt.
    axeSource ??= readFileSync(axeScriptPath, 'utf8');
    await page.evaluate(axeSource);
  }
  const runOptions: RunOptions = {
    resultTypes: ['violations', 'incomplete'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const exclude = options.exclude ?? [];
  const results = await page.evaluate(
    async ([opts, excluded]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run(excluded.length ? { exclude: excluded.map((s) => [s]) } : document, opts);
    },
    [runOptions, exclude] as const,
  );
  // axe files text whose contrast it cannot settle (colours it cannot resolve, overlapping layers)
  // under "incomplete", not "violations": text nobody can read passed that way. Unsettled
  // contrast fails too: the page must make its colours measurable. Behind an open modal dialog
  // the page is inactive, dimmed by the overlay on purpose (WCAG 1.4.3 exempts inactive
  // components): only what axe could not settle there is left out; its violations still count.
  const undecided = undecidedContrast(results.incomplete);
  const behindModal = await page.evaluate(
    (targets) =>
      targets.map((selector) => {
        const modal = document.querySelector('[aria-modal="true"]');
        const node = document.querySelector(selector);
        return Boolean(modal && node && !modal.contains(node));
      }),
    undecided.flatMap((r) => r.nodes.map((n) => n.target.join(' '))),
  );
  let i = 0;
  const settledOrActive = undecided
    .map((r) => ({ ...r, nodes: r.nodes.filter(() => !behindModal[i++]) }))
    .filter((r) => r.nodes.length > 0);
  // axe will not judge a text of one character (it cannot tell a digit from an icon glyph): such
  // a node is measured here instead, its colour against its background, and fails only when low.
  const measured = await Promise.all(
    settledOrActive.map(async (r) => ({
      ...r,
      nodes: (
        await Promise.all(
          r.nodes.map(async (n) =>
            n.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'shortTextContent') &&
            (await lowContrastTexts(page, n.target.join(' '))).length === 0
              ? null
              : n,
          ),
        )
      ).filter((n) => n !== null),
    })),
  );
  const failures = [...results.violations, ...measured.filter((r) => r.nodes.length > 0)];
  if (failures.length > 0) {
    const path = new URL(page.url()).pathname;
    throw new Error(`Accessibility: ${failures.length} axe violation(s) on ${path}\n${formatViolations(failures)}`);
  }
}

/** Fails when the page threw an uncaught error or reported a CSP violation since the last check. */
export function expectNoPageErrors(page: Page): void {
  const errors = pageErrors.get(page) ?? [];
  const found = errors.splice(0);
  expect(found, `errors in the page at ${page.url()}:\n${found.join('\n')}`).toEqual([]);
}

/** Fails when the page's head carries a title or description twice (the server writes them). */
export async function expectOneHeadOf(page: Page): Promise<void> {
  const counts = await page.evaluate(() => ({
    title: document.head.querySelectorAll('title').length,
    description: document.head.querySelectorAll('meta[name="description"]').length,
  }));
  expect(counts.title, `<title> elements on ${page.url()}`).toBeLessThanOrEqual(1);
  expect(counts.description, `<meta name="description"> elements on ${page.url()}`).toBeLessThanOrEqual(1);
}

/**
 * After any navigation (a click, a redirect): wait for the page to settle, then check it with axe
 * and measure every badge's contrast. A page state that already passed in this run (the same
 * markup, input values, focus, hover, scroll and viewport: checked-pages.ts) is not checked again.
 */
export async function checkPage(page: Page, options?: A11yOptions): Promise<void> {
  await settle(page);
  await waitForMainHeading(page);
  expectNoPageErrors(page);
  await expectOneHeadOf(page);
  const state = await pageStateKey(page, options);
  if (passedBefore(state)) return;
  await checkA11y(page, options);
  await checkBadgeContrast(page);
  recordPassed(state);
}

/** Opens a path of the app, waits for it to settle and checks it with axe. */
export async function visit(page: Page, path: string, options?: A11yOptions): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await checkPage(page, options);
}

/** Path of the page's current URL, e.g. "/teacher". */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/**
 * Logs in through the login form (a demo account by default password) and waits until the
 * app has left /login and shows the landing page's heading; the page is then checked with axe.
 */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await visit(page, '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  // The address changes at once, but the router keeps the login form on screen while the signed-in
  // code loads (a transition): wait for it to go, then for the landing page's own heading, so axe
  // never looks at the moment between them.
  await page.locator('#login-title').waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await checkPage(page);
}

/**
 * Waits (up to the context's default timeout) until exactly one element matches and is visible.
 * playwright-core has no `expect(locator)`: this is its waiting assertion.
 */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', ...(timeout ? { timeout } : {}) });
}

/** Waits until nothing matching is visible (absent or hidden). */
export async function expectHidden(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', ...(timeout ? { timeout } : {}) });
}
