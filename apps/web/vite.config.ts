import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

// Everything the Fastify server answers on the same origin in production.
const proxied = [
  '/api',
  '/login_check',
  '/import',
  '/admin/mock-exam',
  '/admin/central-exam',
  '/uploads',
  '/sitemap.xml',
  '/robots.txt',
];

/**
 * Chunks (Rolldown `codeSplitting.groups`, the successor of Rollup's manualChunks):
 * - framework: React, React DOM and React Router, long-cached, used by every page;
 * - query (TanStack Query), zod, mantine: reached only through lazily loaded code (the app
 *   layout, the login page, the signed-in header), so the public site never downloads them.
 * Budget: a public page ships < 100 KB gzip of JS (check with `node scripts/bundle-size.mjs`).
 */
const CHUNK_GROUPS = [
  // Highest priority first: groups take their modules' dependencies along, so React must be
  // claimed before Mantine or TanStack drag it into their chunks.
  {
    name: 'framework',
    priority: 30,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  { name: 'query', priority: 20, test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', priority: 20, test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'mantine',
    priority: 10,
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Rolldown's successor of Rollup's manualChunks.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
