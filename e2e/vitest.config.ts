import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: the real server (started once by the global setup) driven by real Chromium.
// Files run one after another: they share one server and the 2-core machine, and Chromium
// plus the server are heavy enough without competing with each other.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/per-file-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // A journey is a story: a failed step should not be retried into a pass.
    retry: 0,
  },
});
