import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (the server is started from here, as `npm start` would). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where failure screenshots and the server log of the last run are written. */
export const artifactsDir = fileURLToPath(new URL('../test-results/', import.meta.url));

/** Debian's Chromium headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium), used where the headless shell is not installed. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the journeys drive: CHROMIUM_PATH, else Debian's Chromium headless shell, else its
 * full Chromium. The shell is the same Blink and V8 without the desktop browser around them (the
 * build Playwright itself runs headless tests on); the full browser's headless mode spent about a
 * third more processor time on the same journeys, most of it in its browser process. Never download
 * a browser (`npx playwright install` fails here).
 */
export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/**
 * Flags verified on this kind of machine (checked on Debian Chromium, Node 20). Without the
 * background-networking ones Chromium keeps dialling Google through a closed network.
 * Playwright gives every launch a new, empty user-data directory of its own.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails with a message that says what to do when the browser is missing: browser tests are required. */
export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. The browser journeys are required, not optional.\n` +
        `Install Debian's Chromium:  apt-get update && apt-get install -y chromium-headless-shell\n` +
        `(or set CHROMIUM_PATH to a Chromium binary; do not run \`npx playwright install\`).`,
    );
  }
}

/** Where the run's once-seeded demo database is (see seeded-database.ts): a PGlite data folder or a PostgreSQL database. */
export type SeededDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; name: string };
