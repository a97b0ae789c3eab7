import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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
    test: /[\\/]src[\\/](lib[\\/](paths|api-client|call-endpoint|auth-token|reload|error-store|use-page-title|use-resource|lazy-page)|components[\\/](Loader|PageLoader|NotFound|ErrorScreen|ErrorBoundary|AlertRegion|SkipLink|VisuallyHidden))\.tsx?$/,
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

/**
 * Writes x.js.br (brotli 11) and x.js.gz (gzip 9) next to every script, style and SVG of
 * dist/assets above 1 KB, once at build time: the server sends them as they are
 * (@fastify/static `preCompressed`), so assets cost no compression work per request and get the
 * strongest levels. index.html is left alone (the server renders each page's <head> into it).
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'markwell:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      let files: string[];
      try {
        files = readdirSync(assets);
      } catch {
        return;
      }
      for (const name of files) {
        if (!/\.(js|mjs|css|svg|json|txt)$/.test(name)) continue;
        const path = join(assets, name);
        if (statSync(path).size < 1024) continue;
        const raw = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(raw, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), reactRouterTreeShaking(), precompressAssets()],
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
