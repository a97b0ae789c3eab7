import { describe, expect, it } from 'vitest';
import { workerCount } from './workers';

const pg = 'postgres://db/markwell';

describe('workerCount', () => {
  it('runs one process per core in production on PostgreSQL', () => {
    expect(workerCount({ DATABASE_URL: pg, NODE_ENV: 'production' }, 8)).toEqual({ count: 8 });
  });
  it('runs one process in development unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount({ DATABASE_URL: pg, NODE_ENV: 'development' }, 8)).toEqual({ count: 1 });
    expect(workerCount({ DATABASE_URL: pg, NODE_ENV: 'development', WEB_CONCURRENCY: 3 }, 8)).toEqual({ count: 3 });
    expect(workerCount({ DATABASE_URL: pg, NODE_ENV: 'production', WEB_CONCURRENCY: 2 }, 8)).toEqual({ count: 2 });
  });
  it('keeps the embedded PGlite in one process, saying why when more were asked for', () => {
    expect(workerCount({ NODE_ENV: 'production' }, 8)).toEqual({ count: 1 });
    expect(workerCount({ NODE_ENV: 'production', WEB_CONCURRENCY: 4 }, 8)).toEqual({
      count: 1,
      note: 'WEB_CONCURRENCY=4 ignored: the embedded PGlite runs in one process',
    });
  });
});
