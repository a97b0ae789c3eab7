import { builtinModules } from 'node:module';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the pure domain package may not import: Node's built-ins and anything doing I/O. */
const ioModules = [
  ...builtinModules.flatMap((m) => [m, `${m}/*`]),
  'node:*',
  'fastify*',
  'drizzle-orm*',
  'pg',
  'pg-*',
  '@electric-sql/*',
  'nodemailer',
  'undici',
  'axios',
  'react*',
  '@markwell/*',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  // --- Boundaries by path zone. Each zone below is an element; the policies say which zone may
  // import which. Later policies win over earlier ones, so each exception follows its rule.
  {
    files: ['apps/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-seed', pattern: 'apps/server/src/seed' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        // The rest of the server, and the tools that drive it, only so they are known zones too.
        { type: 'server', pattern: 'apps/server' },
        { type: 'tools', pattern: ['bench', 'e2e'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Files of one zone are checked too: a module's routes may not use its own repository.
          checkInternals: true,
          policies: [
            {
              // A server module is used by others only through its index.ts...
              disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
              message: 'Use another module through its index.ts, not its files.',
            },
            {
              // A web feature imports its own files, src/api, src/lib, src/components and packages,
              // never another feature (src/app composes the features).
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message:
                'A web feature never imports another feature: move shared code to src/api, src/lib or src/components, or compose the features in src/app.',
            },
            // ...while the files of one module, or one feature, use each other freely.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            {
              // Routes stay thin: they call the module's service, never a repository.
              from: { element: { type: 'server-module', fileInternalPath: '*.routes.ts' } },
              disallow: { to: { element: { fileInternalPath: '**/*.repository.ts' } } },
              message: 'Routes call the service; only services use the repository.',
            },
            {
              // Layers: db below the modules, the demo seed above them (it calls their services).
              from: { element: { type: 'server-db' } },
              disallow: { to: { element: { type: ['server-module', 'server-seed'] } } },
              message: 'src/db is below the modules: it imports neither a module nor the seed.',
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: { to: { element: { type: 'server-seed' } } },
              message: 'The seed sits above the modules: a module never imports it.',
            },
            // The modules' tests may sign in as the demo accounts.
            {
              from: { element: { type: 'server-module', fileInternalPath: '**/*.test.ts' } },
              allow: { to: { element: { type: 'server-seed' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      // the demo seed writes its rows directly, as the database layer does
      'apps/server/src/seed/**',
      '**/*.test.ts',
      '**/test-helpers.ts',
      'apps/server/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts files and src/db query the database: move the query into a repository.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message: 'Tables are queried in repositories only (type imports are fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is pure: no I/O, no framework.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioModules, message: 'The domain package is pure: no I/O, no framework, no workspace package.' },
          ],
        },
      ],
      // I/O through globals too: the network, the process, the browser's storage.
      'no-restricted-globals': [
        'error',
        'fetch',
        'process',
        'XMLHttpRequest',
        'WebSocket',
        'localStorage',
        'sessionStorage',
        'indexedDB',
        'document',
        'navigator',
      ],
    },
  },
  {
    // Contracts depend only on zod and the domain.
    files: ['packages/contracts/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'fastify*', 'drizzle-orm*', 'react*'] }] },
  },
  // Web: the rules of hooks and the React Compiler's checks (refs in render, setState in effects...).
  {
    ...reactHooks.configs.flat['recommended-latest'],
    files: ['apps/web/src/**/*.{ts,tsx}'],
  },
);
