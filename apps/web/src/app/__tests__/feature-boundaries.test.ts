/**
 * The lint rule that keeps web features apart, run on sample imports of files that exist (the
 * boundaries plugin places an import by the file it resolves to): it must stay in force however
 * eslint.config.js grows.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '../../../../..')}/`;
const eslint = new ESLint({ cwd: root });

/** The boundary rule's messages for `code` as if it were the file at `path`. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

// Loading the config (typescript-eslint, the React plugin) takes seconds on a busy machine.
describe('web feature boundaries (ESLint)', { timeout: 60_000 }, () => {
  it.each([
    ['apps/web/src/features/classes/Page.tsx', "export { AdminHome } from '../role-home/AdminHome';"],
    [
      'apps/web/src/features/classes/components/Page.tsx',
      "import { AdminHome } from '../../role-home/AdminHome';\nexport { AdminHome };",
    ],
    ['apps/web/src/features/classes/components/deep/Page.tsx', "export * from '../../../question-bank/routes';"],
    ['apps/web/src/features/classes/components/Page.tsx', "export * from '../../../features/role-home/HomeSection';"],
  ])('%s may not import another feature (%s)', async (path, code) => {
    const messages = await restricted(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/never imports another feature/);
  });

  it.each([
    [
      'apps/web/src/features/classes/Page.tsx',
      "export * from './routes';\nexport * from '../../api/get-school-groups';",
    ],
    [
      'apps/web/src/features/classes/components/Page.tsx',
      "export * from '../routes';\nexport * from './ClassPage';\nexport * from '../../../lib/paths';\nexport * from '../../../components/Loader';",
    ],
    ['apps/web/src/app/router.tsx', "export * from '../features/classes/routes';"],
  ])('%s may import its own feature and the shared folders', async (path, code) => {
    expect(await restricted(path, code)).toEqual([]);
  });
});
