import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Web feature boundaries: a file in `apps/web/src/features/<f>/` may import its own feature,
 * the shared `src/api`, `src/lib`, `src/components`, and packages, never another feature
 * (`src/app` composes features). Imports here are relative, so the check is on the import
 * text: a file `depth` folders below `features/` reaches `features/` with `depth` "../";
 * from there any step down goes into a feature folder, which is another feature because the
 * file's own feature is one "../" less away. Climbing further and coming back through a
 * `features/` folder is caught too. One block per depth, since the regex depends on it.
 */
const WEB_FEATURE_MAX_DEPTH = 6;
const webFeatureBoundaries = Array.from({ length: WEB_FEATURE_MAX_DEPTH }, (_, i) => {
  const depth = i + 1;
  const up = `(\\.\\./){${depth}}`;
  return {
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up}([^./]|(\\.\\./)+(.*/)?features(/|$))`,
              message:
                'A web feature never imports another feature: move shared code to src/api, src/lib or src/components, or compose the features in src/app.',
            },
          ],
        },
      ],
    },
  };
});
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
  ...webFeatureBoundaries,
);
