import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseRosterCsv, unzipRoster } from './read-files';

describe('unzipRoster', () => {
  it('reads the roster files at the top or in a folder, and ignores the others', () => {
    const zip = zipSync({
      'export/users.csv': strToU8('sourcedId\r\nu1\r\n'),
      'manifest.csv': strToU8('propertyName,value\r\n'),
      'demographics.csv': strToU8('sourcedId\r\n'),
      '__MACOSX/._users.csv': strToU8('junk'),
    });
    expect(unzipRoster(zip)).toEqual({ 'users.csv': 'sourcedId\r\nu1\r\n', 'manifest.csv': 'propertyName,value\r\n' });
  });

  it('refuses what is not a zip, and files that unzip to more than the limit', () => {
    expect(() => unzipRoster(strToU8('a,b\n'))).toThrow(expect.objectContaining({ code: 'roster_not_zip' }));
    const big = zipSync({ 'users.csv': new Uint8Array(5000) });
    expect(() => unzipRoster(big, 4000)).toThrow(expect.objectContaining({ status: 400, code: 'roster_too_large' }));
    expect(Object.keys(unzipRoster(big, 6000))).toEqual(['users.csv']);
  });
});

describe('parseRosterCsv', () => {
  it('gives each row the line it is on, BOM and quoted commas handled', () => {
    expect(parseRosterCsv('\uFEFFsourcedId,grades\r\nc1,"09,10"\r\n\r\nc2,11\r\n')).toEqual({
      header: ['sourcedId', 'grades'],
      rows: [
        { line: 2, cells: ['c1', '09,10'] },
        { line: 4, cells: ['c2', '11'] },
      ],
    });
  });

  it('reports a broken file on the line it breaks', () => {
    expect(parseRosterCsv('sourcedId,title\r\nc1,"open\r\n')).toMatchObject({
      message: expect.stringContaining('Not valid CSV'),
    });
  });
});
