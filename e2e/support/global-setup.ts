import { rmSync } from 'node:fs';
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

  // The shared server seeds its own database (the first start of `npm start`) while this process
  // seeds the copy the journeys' servers of their own start from.
  const [server, seeded] = await Promise.all([startServer(), prepareSeededDatabase()]);
  project.provide('baseURL', server.baseURL);
  project.provide('seededDatabase', seeded);
  return async () => {
    await server.stop();
    await dropSeededDatabase(seeded);
  };
}
