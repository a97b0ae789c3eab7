import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { postgresUrl, templateDump } from '../../test/template-db';
import { trimWriteAheadLog } from '../../test/template-wal';
import { PGLITE_EXTENSIONS } from './client';

/** A ustar archive of `files` (name -> content), as PGlite's dumpDataDir writes one. */
function tarOf(files: Record<string, Uint8Array>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [name, data] of Object.entries(files)) {
    const header = new Uint8Array(512);
    const put = (at: number, value: string) => header.set(new TextEncoder().encode(value), at);
    put(0, name);
    put(100, '0000644\0');
    put(124, `${data.length.toString(8).padStart(11, '0')}\0`);
    put(156, '0');
    put(257, 'ustar\0');
    header.fill(0x20, 148, 156);
    put(
      148,
      `${header
        .reduce((a, b) => a + b, 0)
        .toString(8)
        .padStart(6, '0')}\0 `,
    );
    blocks.push(header, data, new Uint8Array((512 - (data.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  return Uint8Array.from(blocks.flatMap((b) => Array.from(b)));
}

/** The archive's entries (name -> content), read with the same rules. */
function entriesOf(tar: Uint8Array): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const name = new TextDecoder().decode(header.subarray(0, header.indexOf(0)));
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 135)), 8);
    out[name] = Array.from(tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

describe('the test template dump', () => {
  it('keeps every file but the log segments other than the current one, and that one to the page after its end', () => {
    const segment = new Uint8Array(16 * 8192);
    segment.set([1, 2, 3], 8192 + 100); // written into the second page
    const other = new Uint8Array(16 * 8192).fill(7);
    const trimmed = entriesOf(
      trimWriteAheadLog(
        tarOf({
          'pgdata/PG_VERSION': new TextEncoder().encode('17\n'),
          'pgdata/pg_wal/000000010000000000000001': other,
          'pgdata/pg_wal/000000010000000000000002': segment,
          'pgdata/base/5/1249': new Uint8Array(700).fill(9),
        }),
        '000000010000000000000002',
      ),
    );
    expect(Object.keys(trimmed)).toEqual([
      'pgdata/PG_VERSION',
      'pgdata/pg_wal/000000010000000000000002',
      'pgdata/base/5/1249',
    ]);
    expect(trimmed['pgdata/PG_VERSION']).toEqual([...new TextEncoder().encode('17\n')]);
    expect(trimmed['pgdata/base/5/1249']).toEqual(Array(700).fill(9));
    // Two pages hold the log, a third (empty) one tells PostgreSQL where it ends.
    expect(trimmed['pgdata/pg_wal/000000010000000000000002']).toEqual(Array.from(segment.subarray(0, 3 * 8192)));
  });

  it('refuses a dump without the current segment', () => {
    expect(() =>
      trimWriteAheadLog(tarOf({ 'pgdata/PG_VERSION': new Uint8Array(3) }), '000000010000000000000002'),
    ).toThrow(/no write-ahead log segment/);
  });

  it.skipIf(postgresUrl())(
    'gives copies that start, write into log segments the dump left out and load again from their own dump',
    { timeout: 60_000 },
    async () => {
      const client = await PGlite.create({
        loadDataDir: templateDump(inject('dbTemplate')),
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        const users = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        expect(users.rows[0]!.n).toBeGreaterThan(0);
        const before = await client.query<{ segment: string }>(
          'SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment',
        );
        await client.exec(
          `CREATE TABLE wal_filler AS SELECT g, repeat('x', 200) AS s FROM generate_series(1, 120000) g`,
        );
        const after = await client.query<{ segment: string }>(
          'SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment',
        );
        const segmentNumber = (name: string) => parseInt(name.slice(16), 16);
        expect(segmentNumber(after.rows[0]!.segment)).toBeGreaterThan(segmentNumber(before.rows[0]!.segment));
        const again = await PGlite.create({
          loadDataDir: await client.dumpDataDir('none'),
          extensions: PGLITE_EXTENSIONS,
        });
        const rows = await again.query<{ n: number }>('SELECT count(*)::int AS n FROM wal_filler');
        expect(rows.rows[0]!.n).toBe(120000);
        await again.close();
      } finally {
        await client.close();
      }
    },
  );
});
