import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  // The public pages' shared code (API client, paths, small hooks, loader, 404): one chunk instead
  // of a handful of tiny ones (every file costs a request and its own gzip dictionary).
  {
    name: 'shell',
    priority: 15,
    test: /[\\/]src[\\/](lib[\\/](paths|api-client|auth-token|reload|error-store|use-page-title|use-resource|use-action|lazy-page)|components[\\/](Loader|PageLoader|NotFound|ErrorScreen|ErrorBoundary|AlertRegion|SkipLink|VisuallyHidden))\.tsx?$/,
  },
  {
    name: 'mantine',
    priority: 10,
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es)[\\/]/,
  },
];

/**
 * React Router's ESM build defines its components as `var Link = React.forwardRef(...)` and
 * contexts as `React.createContext(...)` without `/* @__PURE__ *\/` marks, followed by
 * `X.displayName = "X"`: the bundler must keep every one of them (Form, useSubmit, ScrollRestoration,
 * the framework-mode contexts...) even when the app never uses them. This marks those top-level
 * calls pure and drops the displayName lines (developer-tools labels only), so unused ones are
 * tree-shaken: ~1.5 KB gzip off every page. Lines are kept (source maps stay aligned).
 */
function reactRouterTreeShaking(): Plugin {
  const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/].*\.mjs$/;
  return {
    name: 'markwell:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: file },
      handler(code) {
        const out = code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), reactRouterTreeShaking()],
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
