// Bundles the API into dist/server.js for production: our code and the workspace packages
// (@markwell/domain, @markwell/contracts, which export TypeScript source) are compiled in; the
// server's runtime dependencies stay external and load from node_modules, so a production
// install (`npm ci --omit=dev`) is enough to run it. Migrations are read from ../drizzle.
// The worker threads are entries of their own, which the server starts from beside itself:
// dist/import-parse-worker.js (the import parser) and dist/marking-learner-thread.js (the marking
// engine's learning).
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// oidc-provider is a development dependency, loaded only by the test identity provider
// (DEV_OIDC_PROVIDER, refused in production): never bundled.
const external = [...Object.keys(pkg.dependencies), 'oidc-provider'].flatMap((name) => [name, `${name}/*`]);

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: join(root, 'src/server.ts'),
    'import-parse-worker': join(root, 'src/modules/imports/parsers/parse-worker.ts'),
    'marking-learner-thread': join(root, 'src/lib/marking-learner/learner-thread.ts'),
  },
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `apps/server/dist/server.js, import-parse-worker.js and marking-learner-thread.js built (${(bytes / 1024).toFixed(0)} KB with source maps)`,
);
