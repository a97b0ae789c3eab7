import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { csvSafeCell, templateCsv } from './imports.templates';
import { detectImportFormat } from './parsers/detect';
import { parseGift } from './parsers/gift';
import { MAX_IMPORT_ROWS, parseImportFile, type MafDraft, type ParsedRow, type QuizDraft } from './parsers/index';
import { htmlToText, parseMoodleXml } from './parsers/moodle';
import { readMafRow, readQuizRow } from './parsers/rows';
import { parseCsvTable, parseXlsxTable } from './parsers/table';

const templates = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const example = (name: string) => readFileSync(join(templates, name));

/** The AppError code a promise or function fails with. */
async function codeOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  throw new Error('expected an AppError');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const xlsx = async (rows: (string | number | null)[][]) =>
  (await writeXlsxFile(
    rows.map((r) =>
      r.map((v) => (v === null ? null : { value: v, type: typeof v === 'number' ? Number : String })),
    ) as never,
  ).toBuffer()) as Buffer;

describe('detectImportFormat', () => {
  it('reads the type from the content, not the name', async () => {
    expect((await detectImportFormat(Buffer.from('question,max_marks\nWhat?,1\n'))).format).toBe('csv');
    expect((await detectImportFormat(Buffer.from('Question;Max marks\r\nWhat?;1\r\n'))).format).toBe('csv');
    expect((await detectImportFormat(await xlsx([['question'], ['What?']]))).format).toBe('xlsx');
    expect((await detectImportFormat(example('maf-example-moodle.xml'))).format).toBe('moodle');
    expect((await detectImportFormat(example('maf-example.gift'))).format).toBe('gift');
  });

  it('refuses images, other zips, HTML and prose', async () => {
    expect(await codeOf(() => detectImportFormat(PNG))).toBe('unsupported_file_type');
    expect(await codeOf(() => detectImportFormat(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')))).toBe(
      'unsupported_file_type',
    );
    expect(await codeOf(() => detectImportFormat(Buffer.from('<!doctype html><html><body>hi</body></html>')))).toBe(
      'unsupported_file_type',
    );
    expect(await codeOf(() => detectImportFormat(Buffer.from('Dear staff,\nplease import these.\n')))).toBe(
      'unsupported_file_type',
    );
    expect(await codeOf(() => detectImportFormat(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x71, 0x75])))).toBe(
      'unsupported_file_type',
    );
  });

  it('reads Windows-1252 CSV (Excel "CSV") as well as UTF-8', async () => {
    const bytes = Buffer.from([...Buffer.from('question\n'), 0x43, 0x61, 0x66, 0xe9, 0x3f, 0x0a]); // "Café?"
    const { text } = await detectImportFormat(bytes);
    expect(text).toContain('Café?');
  });
});

describe('parseCsvTable', () => {
  it('keeps the line each row starts on, across blank lines and quoted line breaks', () => {
    const table = parseCsvTable('question,max_marks\n"Two\nlines",1\n\n\nThird,2\n   \nFourth,3\n');
    expect(table.columns).toEqual(['question', 'max_marks']);
    expect(table.rows).toEqual([
      { line: 2, cells: { question: 'Two\nlines', max_marks: '1' } },
      { line: 6, cells: { question: 'Third', max_marks: '2' } },
      { line: 8, cells: { question: 'Fourth', max_marks: '3' } },
    ]);
  });

  it('detects ; and tab separators and normalises headers', () => {
    expect(parseCsvTable('\uFEFFQuestion;Max Marks;Point 1 Phrases\r\nA;1;x | y\r\n').rows[0]!.cells).toEqual({
      question: 'A',
      max_marks: '1',
      point_1_phrases: 'x | y',
    });
    expect(parseCsvTable('question\tmarks\nA\t2\n').rows[0]!.cells).toEqual({ question: 'A', marks: '2' });
    expect(parseCsvTable('\n\nquestion;marks\nA;1\n').rows).toEqual([
      { line: 4, cells: { question: 'A', marks: '1' } },
    ]);
  });

  it('reads back a formula-safe cell as it was meant', () => {
    expect(parseCsvTable("question,point_1_phrases\nA,'=reflected\n").rows[0]!.cells.point_1_phrases).toBe(
      '=reflected',
    );
  });

  it('refuses a header without a question column or with a column twice', async () => {
    expect(await codeOf(() => parseCsvTable('name,marks\nA,1\n'))).toBe('missing_columns');
    expect(await codeOf(() => parseCsvTable('question,Question\nA,B\n'))).toBe('duplicate_column');
  });
});

describe('parseXlsxTable', () => {
  it('reads the first sheet with sheet row numbers and numbers as text', async () => {
    const table = await parseXlsxTable(
      await xlsx([
        ['Question', 'max_marks', 'numeric_value'],
        ['What?', 2, 9.8],
        [null, null, null],
        ['Then?', 1, 0.1],
      ]),
    );
    expect(table.rows).toEqual([
      { line: 2, cells: { question: 'What?', max_marks: '2', numeric_value: '9.8' } },
      { line: 4, cells: { question: 'Then?', max_marks: '1', numeric_value: '0.1' } },
    ]);
  });

  it('reads the example workbooks exactly as their CSV', async () => {
    for (const name of ['maf-example', 'quiz-example']) {
      const fromCsv = parseCsvTable(example(`${name}.csv`).toString('utf8'));
      const fromXlsx = await parseXlsxTable(example(`${name}.xlsx`));
      // The CSV example has a question spanning two lines; rows after it sit one line lower there.
      expect(fromXlsx.rows.map((r) => r.cells)).toEqual(fromCsv.rows.map((r) => r.cells));
    }
  });

  it('refuses a zip that is not a workbook', async () => {
    expect(await codeOf(() => parseXlsxTable(Buffer.from('PK\u0003\u0004 not really a zip')))).toBe('invalid_xlsx');
  });
});

describe('readMafRow', () => {
  const row = (cells: Record<string, string>) => readMafRow({ line: 7, cells });
  const base = {
    question: 'What is osmosis?',
    curricula: 'AQA Biology',
    point_1_marks: '1',
    point_1_phrases: 'movement of water | diffusion of water',
  };

  it('builds the question, its points, synonyms and structure', () => {
    const r = row({
      ...base,
      max_marks: '2',
      point_2_marks: '2',
      point_2_phrases: 'partially permeable',
      synonyms: 'Partially permeable ;semi-permeable | a;b',
      numeric_value: '9,8',
      numeric_unit: 'm/s2',
    });
    expect(r.errors).toEqual([]);
    expect(r.draft).toEqual({
      kind: 'maf',
      text: 'What is osmosis?',
      maxMarks: 2,
      markingType: 'points',
      levels: null,
      points: [
        { text: 'movement of water', marks: 1, phrases: ['movement of water', 'diffusion of water'] },
        { text: 'partially permeable', marks: 2, phrases: ['partially permeable'] },
      ],
      synonyms: ['partially permeable; semi-permeable', 'a; b'],
      structure: { type: 'numeric', value: 9.8, tolerance: 0, unit: 'm/s2' },
      place: { curricula: 'AQA Biology', course: '', lesson: '' },
    } satisfies MafDraft);
  });

  it('defaults max marks to the points and gives levelled questions default levels', () => {
    const r = row({ ...base, marking_type: 'Levelled', point_2_phrases: 'x', point_2_marks: '2' });
    expect(r.draft?.maxMarks).toBe(3);
    expect(r.draft?.levels).toEqual([
      { level: 1, minPoints: 1 },
      { level: 2, minPoints: 2 },
    ]);
    expect(row({ ...base, marking_type: 'levelled', levels: '1:1; 2:2; 3:4' }).draft?.levels).toHaveLength(3);
  });

  it('makes a numeric-only question one point matched by number', () => {
    const r = row({ question: 'g?', curricula: '1', max_marks: '2', numeric_value: '9.8', numeric_tolerance: '0.1' });
    expect(r.draft?.points).toEqual([{ text: '9.8', marks: 2, phrases: [] }]);
    expect(r.draft?.structure).toEqual({ type: 'numeric', value: 9.8, tolerance: 0.1, unit: null });
  });

  it('reports every problem of a bad row and builds nothing', () => {
    const r = row({
      question: '',
      max_marks: 'two',
      marking_type: 'stars',
      point_1_marks: '1',
      point_2_marks: 'x',
      point_2_phrases: 'a',
      synonyms: 'lonely',
      numeric_tolerance: '-1',
    });
    expect(r.draft).toBeNull();
    expect(r.line).toBe(7);
    expect(r.errors).toEqual([
      'question is empty',
      'curricula is required',
      'marking_type must be "points" or "levelled", not "stars"',
      'point_1_phrases is empty: give at least one phrase (separate phrases with |)',
      'point_2_marks must be a whole number from 0 to 100, not "x"',
      'numeric_tolerance must be a number of 0 or more, not "-1"',
      'numeric_tolerance and numeric_unit need a numeric_value',
      'max_marks must be a whole number from 0 to 100, not "two"',
      'the synonym set "lonely" needs at least two terms separated by ";"',
    ]);
    expect(row({ question: 'Q', curricula: 'X' }).errors).toEqual([
      'no marking point: fill point_1_marks and point_1_phrases',
    ]);
  });

  it('fills blank place cells from the upload defaults', () => {
    const r = readMafRow(
      { line: 2, cells: { question: 'Q', point_1_phrases: 'a' } },
      { curricula: 'AQA Biology', course: 'Cell Biology' },
    );
    expect(r.draft?.place).toEqual({ curricula: 'AQA Biology', course: 'Cell Biology', lesson: '' });
  });
});

describe('readQuizRow', () => {
  const row = (cells: Record<string, string>) => readQuizRow({ line: 3, cells });
  const base = { question: 'Which?', option_a: 'A1', option_b: 'B1', option_c: 'C1', curricula: 'AQA Biology' };

  it('reads options and one or more correct letters', () => {
    expect(row({ ...base, correct: 'b' }).draft).toEqual({
      kind: 'quiz',
      text: 'Which?',
      marks: 1,
      choices: ['A1', 'B1', 'C1'],
      correct: [1],
      place: { curricula: 'AQA Biology', course: '', lesson: '' },
    } satisfies QuizDraft);
    expect(row({ ...base, correct: 'C, A', marks: '2' }).draft).toMatchObject({ correct: [0, 2], marks: 2 });
    expect(row({ ...base, correct: 'AC' }).draft?.correct).toEqual([0, 2]);
  });

  it('reports gaps, missing answers and letters of empty options', () => {
    expect(row({ ...base, option_b: '', correct: 'A' }).errors).toEqual([
      'option_b is empty but a later option is filled: fill the options from option_a on',
    ]);
    expect(row({ ...base, correct: 'E' }).errors).toEqual(['correct names option E, which is empty']);
    expect(row({ ...base, correct: 'Z' }).errors).toEqual(['correct must be option letters A to E, not "Z"']);
    expect(row({ question: 'Q', option_a: 'only', curricula: 'X', correct: 'A', marks: '-1' }).errors).toEqual([
      'a quiz question needs at least two options (option_a and option_b)',
      'marks must be a whole number from 0 to 100, not "-1"',
    ]);
  });
});

describe('parseMoodleXml', () => {
  it('imports shortanswer (100% answers as phrases) and numerical questions, and reports other types', () => {
    const rows = parseMoodleXml(example('maf-example-moodle.xml').toString('utf8'), { curricula: 'AQA Biology' });
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(rows[0]!.draft).toMatchObject({
      text: 'What moves across the membrane in osmosis?',
      maxMarks: 1,
      points: [{ text: 'water', marks: 1, phrases: ['water', 'water molecules'] }],
      structure: null,
    });
    expect(rows[1]!.draft).toMatchObject({
      text: "What is the acceleration due to gravity near the Earth's surface?",
      maxMarks: 2,
      points: [{ marks: 2, phrases: [] }],
      structure: { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' },
    });
    expect(rows[2]).toEqual({
      line: 3,
      draft: null,
      errors: ['"Organelle" is a Moodle "multichoice" question; only shortanswer and numerical questions are imported'],
    });
  });

  it('needs a curriculum, and refuses malformed XML and DOCTYPEs', async () => {
    const rows = parseMoodleXml(example('maf-example-moodle.xml').toString('utf8'));
    expect(rows[0]!.errors).toContain('curricula is required: choose it when uploading a Moodle XML file');
    expect(await codeOf(() => parseMoodleXml('<quiz><question type="shortanswer"></quiz>'))).toBe('invalid_xml');
    expect(
      await codeOf(() => parseMoodleXml('<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz>&a;</quiz>')),
    ).toBe('invalid_xml');
    expect(await codeOf(() => parseMoodleXml('<quiz><question type="category"/></quiz>'))).toBe('no_rows');
  });

  it('turns question HTML into plain text', () => {
    expect(htmlToText('<p>Line&nbsp;one</p><p>2 &lt; 3 &amp; x&#178;<br/>next</p>')).toBe('Line one\n2 < 3 & x²\nnext');
  });
});

describe('parseGift', () => {
  it('imports short-answer and numeric questions with the line they start on', () => {
    const rows = parseGift(example('maf-example.gift').toString('utf8'), { curricula: 'AQA Biology', maxMarks: 2 });
    expect(rows.map((r) => r.line)).toEqual([4, 6, 11, 13]);
    expect(rows[0]!.draft).toMatchObject({
      text: 'What moves across the membrane in osmosis?',
      maxMarks: 2,
      points: [{ phrases: ['water', 'water molecules'], marks: 2 }],
    });
    expect(rows[1]!.draft).toMatchObject({
      text: 'Name the molecule that an enzyme acts on.',
      points: [{ phrases: ['substrate', 'the substrate'] }],
    });
    expect(rows[2]!.draft).toMatchObject({
      structure: { type: 'numeric', value: 9.8, tolerance: 0.1, unit: null },
      points: [{ phrases: [] }],
    });
    expect(rows[3]).toEqual({
      line: 13,
      draft: null,
      errors: ['"Organelle" is a multiple-choice question; only short-answer questions are imported'],
    });
  });

  it('handles escapes, missing-word text and other question types', () => {
    const rows = parseGift(
      [
        'Water boils at {=100 degrees =%100%one hundred degrees} at sea level.',
        '',
        '::TF:: The sun is a star. {T}',
        '',
        'Write an essay. {}',
        '',
        '::Esc:: What is 1\\=1? {=equal\\: yes #right}',
        '',
        'Range? {#1..5}',
      ].join('\n'),
      { curricula: '1' },
    );
    expect(rows[0]!.draft).toMatchObject({
      text: 'Water boils at _____ at sea level.',
      points: [{ phrases: ['100 degrees', 'one hundred degrees'] }],
    });
    expect(rows[1]!.errors).toEqual(['"TF" is a true/false question; only short-answer questions are imported']);
    expect(rows[2]!.errors[0]).toContain('essay');
    expect(rows[3]!.draft).toMatchObject({ text: 'What is 1=1?', points: [{ phrases: ['equal: yes'] }] });
    expect(rows[4]!.draft?.structure).toEqual({ type: 'numeric', value: 3, tolerance: 2, unit: null });
  });
});

describe('parseImportFile', () => {
  it('reads every example file', async () => {
    const maf = await parseImportFile('maf', example('maf-example.csv'));
    expect(maf.format).toBe('csv');
    expect(maf.rows.map((r) => r.errors)).toEqual(maf.rows.map(() => []));
    expect(maf.rows.map((r) => r.line)).toEqual([2, 3, 4, 6, 7, 8]);
    const quizXlsx = await parseImportFile('quiz', example('quiz-example.xlsx'));
    expect(quizXlsx.format).toBe('xlsx');
    expect((quizXlsx.rows as ParsedRow<QuizDraft>[]).map((r) => r.draft?.correct)).toEqual([[1], [0, 2], [1], [2]]);
  });

  it('refuses unknown columns, Moodle/GIFT for quizzes, empty files and too many rows', async () => {
    expect(await codeOf(() => parseImportFile('maf', Buffer.from('question,point_1_phrase\nA,b\n')))).toBe(
      'unknown_columns',
    );
    expect(await codeOf(() => parseImportFile('quiz', Buffer.from('question,max_marks\nA,1\n')))).toBe(
      'unknown_columns',
    );
    expect(await codeOf(() => parseImportFile('quiz', example('maf-example.gift')))).toBe('unsupported_file_type');
    expect(await codeOf(() => parseImportFile('maf', Buffer.alloc(0)))).toBe('file_empty');
    expect(await codeOf(() => parseImportFile('maf', Buffer.from('question,max_marks\n')))).toBe('no_rows');
    const many = `question\n${Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Q${i}`).join('\n')}\n`;
    expect(await codeOf(() => parseImportFile('maf', Buffer.from(many)))).toBe('too_many_rows');
    const enough = `question\n${Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => `Q${i}`).join('\n')}\n`;
    expect((await parseImportFile('maf', Buffer.from(enough))).rows).toHaveLength(MAX_IMPORT_ROWS);
  });
});

describe('templates', () => {
  it('writes formula-safe CSV that reads back to the same cells', async () => {
    expect(csvSafeCell('=1+1')).toBe("'=1+1");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('-5')).toBe("'-5");
    expect(csvSafeCell('plain')).toBe('plain');
    for (const kind of ['maf', 'quiz'] as const) {
      const csv = templateCsv(kind);
      expect(csv.split('\r\n').slice(1).join('\n')).not.toMatch(/(^|,)[=+@-]/m);
      const parsed = await parseImportFile(kind, Buffer.from(csv, 'utf8'));
      expect(parsed.rows).toHaveLength(1);
      expect(parsed.rows[0]!.errors).toEqual([]);
    }
  });
});
