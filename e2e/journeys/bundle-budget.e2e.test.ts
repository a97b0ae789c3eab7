import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/config';

/**
 * The public pages' script budget, on the build the journeys run against: every public page
 * (the 404 screen included) downloads under 100 KB gzip of JavaScript. The measure is
 * apps/web/scripts/bundle-size.mjs, which prints every page's figure.
 */
describe('the public pages’ script budget', () => {
  it('keeps every public page, the 404 screen included, under 100 KB gzip of JavaScript', () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'apps/web/scripts/bundle-size.mjs')], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^\/no\/such\/page \(404\)\s+\d+\.\d/m);
    expect(run.stdout.split('\n').filter((line) => line.includes('OVER BUDGET'))).toEqual([]);
    expect(run.status, run.stdout).toBe(0);
  });
});
