import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder (the one holding the migrations in drizzle/). Found by walking up from
 * this module, because it runs from src/lib/ with tsx and from dist/ once bundled.
 */
export const serverRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server folder (drizzle/ migrations) above this module');
    dir = parent;
  }
  return dir;
})();
