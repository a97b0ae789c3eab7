import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './vitest-slowest-files';

// One run covers every workspace except the browser journeys (e2e/ has its own config,
// started after the web app is built). Server tests share a migrated database template
// prepared once in globalSetup, so each test file gets a fresh database cheaply.
export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    // Every core (Vitest's own default leaves one idle: one worker on 2 cores, 202 s -> 132 s with
    // two). At most 8: a server worker holds about 1 GB (its PGlite databases and module graph).
    maxWorkers: Math.min(8, availableParallelism()),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share the module graph of their worker (Fastify, Drizzle, PGlite load once:
          // ~76 s -> ~44 s on PGlite). Each file still builds its own app on its own database copy;
          // module-level state is not allowed in the server (plugins decorate the app instead).
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // Files share one jsdom and one module graph per worker: Mantine and React load once
          // (the web run takes ~40 s instead of ~100 s). test-setup.ts resets the DOM, storage and
          // the page-load mocks after every test; a file must not rely on module state of its own.
          isolate: false,
        },
      },
    ],
  },
});
