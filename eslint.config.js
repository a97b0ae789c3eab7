import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import paths that reach into another server module instead of its index.ts. */
const internalsMessage = 'Use another module through its index.ts, not its files.';
const moduleInternals = {
  // .../modules/<m>/<file other than index>, from anywhere
  byPath: { regex: '(^|/)modules/[^/]+/(?!index$)[^/]', message: internalsMessage },
  fromModule: { regex: '^\\.\\./[^./][^/]*/(?!index$)', message: internalsMessage },
  fromSubfolder: { regex: '^\\.\\./\\.\\./[^./][^/]*/(?!index$)', message: internalsMessage },
  fromRegistry: { regex: '^\\./[^/]+/(?!index$)', message: internalsMessage },
};

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
  // --- Server boundaries. A module is used by others only through its index.ts; only
  // repositories (and src/db) query the database. ESLint keeps one set of options per rule
  // and file, so each file group below lists every boundary pattern that applies to it, and
  // the Drizzle rule uses the typescript-eslint twin of no-restricted-imports to stay separate.
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals.byPath] }] },
  },
  {
    // A file of a module reaches a sibling module as ../<other>/...
    files: ['apps/server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInternals.byPath, moduleInternals.fromModule] }],
    },
  },
  {
    // Routes stay thin: they call the module's service, never its repository.
    files: ['apps/server/src/modules/*/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            moduleInternals.byPath,
            moduleInternals.fromModule,
            { regex: '\\.repository$', message: 'Routes call the service; only services use the repository.' },
          ],
        },
      ],
    },
  },
  {
    // ...and from a module's subfolder as ../../<other>/...
    files: ['apps/server/src/modules/*/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInternals.byPath, moduleInternals.fromSubfolder] }],
    },
  },
  {
    // The registry of modules registers each one's routes from its index.ts.
    files: ['apps/server/src/modules/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInternals.byPath, moduleInternals.fromRegistry] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      '**/*.test.ts',
      '**/test-helpers.ts',
      'apps/server/test/**',
      // The job queue's SQL is moving into a repository on another branch.
      'apps/server/src/plugins/jobs.ts',
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
);
