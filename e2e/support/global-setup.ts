import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { artifactsDir, assertChromiumInstalled, chromiumArgs, chromiumPath } from './config';
import { dropSeededDatabase, prepareSeededDatabase, type SeededDatabase } from './seeded-database';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server of this run listens, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The migrated, seeded database a journey's server of its own starts on a copy of. */
    seededDatabase: SeededDatabase;
    /** Where the journeys record the page states that passed the accessibility check (checked-pages.ts). */
    checkedPagesDir: string;
  }
}

/**
 * Once per run: make sure Chromium starts (browser tests are required, never skipped), then
 * start the real server on a fresh database and hand its address to every journey, with the
 * seeded database that journeys starting a server of their own copy.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  // Screenshots of an earlier run would be mistaken for this one's.
  rmSync(artifactsDir, { recursive: true, force: true });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    await browser.close();
  } catch (err) {
    throw new Error(`Chromium at ${chromiumPath} is installed but did not start: ${(err as Error).message}`, {
      cause: err,
    });
  }

  // The demo data is seeded once, and every server of the run, the shared one too, starts on a
  // copy of it (as `npm start` does every day after the first). Migrating an empty database is
  // the production smoke check's subject, seeding on a first start prepareDemoData's tests'.
  const seeded = await prepareSeededDatabase();
  const server = await startServer({ seeded });
  const checkedPagesDir = mkdtempSync(join(tmpdir(), 'markwell-e2e-checked-pages-'));
  project.provide('baseURL', server.baseURL);
  project.provide('seededDatabase', seeded);
  project.provide('checkedPagesDir', checkedPagesDir);
  return async () => {
    await server.stop();
    await dropSeededDatabase(seeded);
    rmSync(checkedPagesDir, { recursive: true, force: true });
  };
}
