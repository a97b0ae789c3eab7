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
  {
    // The domain package is pure: no I/O, no framework.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'fastify*', 'drizzle-orm*', 'react*', '@markwell/*'] },
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
