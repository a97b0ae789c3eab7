import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from '../vitest-slowest-files';

// Browser journeys: the real server (started once by the global setup) driven by real Chromium.
// Four files at a time share the one server: a journey mostly waits (page loads, the 250 ms popup
// rule, settling); with three at a time the 2-core machine was still 17% idle (376 s for the run),
// with four 6% (346 s). Journeys use unique data and never rely on counts another journey changes
// (README), so they may interleave.
export default defineConfig({
  test: {
    name: 'e2e',
    reporters: ['default', new SlowestFilesReporter()],
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/per-file-setup.ts'],
    fileParallelism: true,
    maxWorkers: 4,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // A journey is a story: a failed step should not be retried into a pass.
    retry: 0,
  },
});
