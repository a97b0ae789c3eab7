import { describe, expect, it } from 'vitest';
import { databaseOnThisMachine, workerCount, workerExecArgv } from './workers';

const pg = 'postgres://db/markwell';

describe('workerCount', () => {
  it('runs one process per core in production on PostgreSQL', () => {
    expect(workerCount({ DATABASE_URL: pg, NODE_ENV: 'production' }, 8)).toEqual({ count: 8 });
  });
  it('leaves one core to a PostgreSQL on the same machine, saying so', () => {
    expect(workerCount({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/m', NODE_ENV: 'production' }, 8)).toEqual({
      count: 7,
      note: 'PostgreSQL runs on this machine: 7 worker(s) for 8 core(s), one left to it (WEB_CONCURRENCY to change)',
    });
    expect(workerCount({ DATABASE_URL: 'postgres://localhost/m', NODE_ENV: 'production' }, 2).count).toBe(1);
    expect(workerCount({ DATABASE_URL: 'postgres://localhost/m', NODE_ENV: 'production' }, 1).count).toBe(1);
    expect(
      workerCount({ DATABASE_URL: 'postgres://localhost/m', NODE_ENV: 'production', WEB_CONCURRENCY: 2 }, 2),
    ).toEqual({
      count: 2,
    });
  });
});

describe('databaseOnThisMachine', () => {
  it('knows localhost, loopback addresses and Unix sockets', () => {
    for (const url of [
      'postgres://postgres@localhost/m',
      'postgres://postgres@127.0.0.1:5432/m',
      'postgres://u:p@[::1]:5432/m',
      'postgresql:///m?host=/var/run/postgresql',
      'postgres://u@/m',
    ])
      expect(databaseOnThisMachine(url), url).toBe(true);
  });
  it('takes any other host, or a URL it cannot read, as another machine', () => {
    for (const url of ['postgres://db/m', 'postgres://u@10.0.0.5:5432/m', 'postgres://u@db.example.org/m', 'not a url'])
      expect(databaseOnThisMachine(url), url).toBe(false);
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

describe('workerExecArgv', () => {
  it("adds the heap bound to the primary's own flags", () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined, 192)).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=192',
    ]);
  });
  it('leaves a heap size the operator gave, in the flags or in NODE_OPTIONS', () => {
    expect(workerExecArgv(['--max-old-space-size=512'], undefined, 192)).toEqual(['--max-old-space-size=512']);
    expect(workerExecArgv([], '--max-old-space-size=1024 --trace-warnings', 192)).toEqual([]);
  });
  it('adds nothing when no bound is set', () => {
    expect(workerExecArgv(['--enable-source-maps'], '', undefined)).toEqual(['--enable-source-maps']);
  });
});
