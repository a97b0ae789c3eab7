/**
 * Load time of a public page in Chromium, as a first-time visitor sees it (cold browser context
 * per run: no HTTP cache, no service worker, no localStorage token).
 *
 *   navigation -> load event        performance timing (loadEventStart), ms from navigation start
 *   navigation -> h1 visible        first moment an <h1> with text is rendered and visible
 *   JS                              scripts fetched: count, bytes on the wire, content-encoding
 *
 * Starts the built server itself (`PORT=... DATA_DIR=$(mktemp -d) NODE_ENV=production npx tsx
 * apps/server/src/server.ts`; build the web app first: `npm run build -w @markwell/web`), or
 * measures a running one with --base.
 *
 *   npx tsx bench/public-page-load.ts [--path /pages/about-markwell] [--runs 5] [--port 3999] [--base http://host:port]
 *
 * Needs Debian's Chromium (/usr/bin/chromium) and playwright-core (see STACK-NOTES.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/pages/about-markwell' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3999' },
    base: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 5);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForServer(base: string, child: ChildProcess | null, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/v2/public/home`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${base} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer(port: string): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-bench-load-'));
  const child = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { child, dataDir };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

// Runs in the page before any of its scripts: notes when an <h1> with text first becomes visible.
const H1_PROBE = `(() => {
  const check = () => {
    const h1 = document.querySelector('h1');
    if (!h1 || !h1.textContent || !h1.textContent.trim()) return false;
    const r = h1.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    window.__h1 = { at: performance.now(), text: h1.textContent.trim() };
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  document.addEventListener('DOMContentLoaded', () => {
    if (!check()) observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
})();`;

interface Run {
  loadMs: number;
  h1Ms: number;
  h1Text: string;
  scripts: number;
  scriptWireKB: number;
  scriptBodyKB: number;
  encodings: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const base = values.base ?? `http://127.0.0.1:${values.port}`;
  const server = values.base ? null : await startServer(values.port!);
  try {
    await waitForServer(base, server?.child ?? null);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const runs: Run[] = [];
    try {
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext(); // cold: empty cache and storage
        const page = await context.newPage();
        await page.addInitScript(H1_PROBE);
        const encodings = new Set<string>();
        page.on('response', (res) => {
          if (res.request().resourceType() === 'script') encodings.add(res.headers()['content-encoding'] ?? 'none');
        });
        await page.goto(`${base}${values.path}`, { waitUntil: 'load' });
        await page.waitForFunction(() => (globalThis as unknown as { __h1?: unknown }).__h1 !== undefined, null, {
          timeout: 30_000,
        });
        // Lazily loaded chunks (page, sanitiser) may arrive after the load event: let them finish.
        await page.waitForLoadState('networkidle');
        const m = await page.evaluate(() => {
          // the page's own timing entries, typed here: this package is checked without the DOM library
          const entries = performance.getEntriesByType as (type: string) => unknown[];
          const nav = entries('navigation')[0] as { loadEventStart: number };
          const scripts = (
            entries('resource') as { name: string; transferSize: number; encodedBodySize: number }[]
          ).filter((r) => /\.m?js(\?|$)/.test(r.name));
          const h1 = (globalThis as unknown as { __h1: { at: number; text: string } }).__h1;
          return {
            loadMs: nav.loadEventStart,
            h1Ms: h1.at,
            h1Text: h1.text,
            scripts: scripts.length + 0,
            scriptWireKB: scripts.reduce((s, r) => s + r.transferSize, 0) / 1024,
            scriptBodyKB: scripts.reduce((s, r) => s + r.encodedBodySize, 0) / 1024,
          };
        });
        runs.push({ ...m, encodings: [...encodings].join(',') });
        await context.close();
      }
    } finally {
      await browser.close();
    }

    console.log(`Public page load: ${base}${values.path} (Chromium ${RUNS} runs, cold context each)`);
    console.log('run  load event   h1 visible  scripts  JS on the wire  JS bodies  encoding   h1');
    runs.forEach((r, i) =>
      console.log(
        `${String(i + 1).padStart(3)}  ${r.loadMs.toFixed(0).padStart(7)} ms  ${r.h1Ms.toFixed(0).padStart(7)} ms  ${String(r.scripts).padStart(7)}  ${r.scriptWireKB.toFixed(1).padStart(11)} KB  ${r.scriptBodyKB.toFixed(1).padStart(6)} KB  ${r.encodings.padEnd(9)}  ${r.h1Text.slice(0, 40)}`,
      ),
    );
    const loads = runs.map((r) => r.loadMs);
    const h1s = runs.map((r) => r.h1Ms);
    console.log(
      `median: load event ${median(loads).toFixed(0)} ms (min ${Math.min(...loads).toFixed(0)}, max ${Math.max(...loads).toFixed(0)}), h1 visible ${median(h1s).toFixed(0)} ms (min ${Math.min(...h1s).toFixed(0)}, max ${Math.max(...h1s).toFixed(0)})`,
    );
  } finally {
    if (server) {
      await stopServer(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
