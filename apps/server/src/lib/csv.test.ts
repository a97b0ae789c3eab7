import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toSafeCsv } from './csv';

describe('escapeCsvCell', () => {
  it.each(['=1+2', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://evil","x")'])(
    'prefixes a formula-looking cell %j with a quote',
    (cell) => {
      expect(escapeCsvCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text, numbers and booleans alone', () => {
    expect(escapeCsvCell('Sophie Student')).toBe('Sophie Student');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell("'quoted")).toBe("'quoted");
    expect(escapeCsvCell(-5)).toBe(-5);
    expect(escapeCsvCell(true)).toBe(true);
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
  });
});

describe('toSafeCsv', () => {
  it('writes a header and rows as CRLF CSV with quoting where needed', () => {
    const csv = toSafeCsv(
      [
        ['Amy, Jr.', 'amy@x.test', 3],
        ['Bo "B" Lee', 'bo@x.test', null],
      ],
      { header: ['name', 'email', 'n'] },
    );
    expect(csv).toBe('name,email,n\r\n"Amy, Jr.",amy@x.test,3\r\n"Bo ""B"" Lee",bo@x.test,\r\n');
  });

  it('neutralises formula injection in every text cell, header included', () => {
    const csv = toSafeCsv([["=cmd|' /C calc'!A0", '@evil', '+1', '-1', '\t=1', 'safe']], { header: ['=h'] });
    const [header, row] = parse(csv, { relax_column_count: true }) as string[][];
    expect(header).toEqual(["'=h"]);
    expect(row).toEqual(["'=cmd|' /C calc'!A0", "'@evil", "'+1", "'-1", "'\t=1", 'safe']);
    for (const cell of [...header!, ...row!]) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps a carriage return at the start of a cell inside quotes and escaped', () => {
    const [row] = parse(toSafeCsv([['\r=2+2']])) as string[][];
    expect(row).toEqual(["'\r=2+2"]);
  });
});
