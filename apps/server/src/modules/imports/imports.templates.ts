import { stringify } from 'csv-stringify/sync';
import { MAF_COLUMNS, QUIZ_COLUMNS } from './parsers/rows';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab / CR) is written with
 * a leading apostrophe; the importer drops that apostrophe again (docs/question-import.md).
 */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV text (RFC 4180, CRLF, UTF-8 BOM so Excel reads accents) of rows, every cell made formula-safe. */
export function toSafeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify(
    rows.map((r) => r.map(csvSafeCell)),
    { record_delimiter: '\r\n', quoted_match: /[\s|;,]/ },
  )}`;
}

const MAF_TEMPLATE_COLUMNS = [
  'question',
  'max_marks',
  'curricula',
  'course',
  'lesson',
  'marking_type',
  'point_1_marks',
  'point_1_phrases',
  'point_2_marks',
  'point_2_phrases',
  'point_3_marks',
  'point_3_phrases',
  'synonyms',
  'numeric_value',
  'numeric_tolerance',
  'numeric_unit',
] as const satisfies readonly (typeof MAF_COLUMNS)[number][];

const MAF_EXAMPLE: Record<(typeof MAF_TEMPLATE_COLUMNS)[number], string> = {
  question: 'Explain why a plant kept in the dark stops growing.',
  max_marks: '2',
  curricula: 'AQA Biology',
  course: 'Bioenergetics',
  lesson: 'Rate of photosynthesis',
  marking_type: 'points',
  point_1_marks: '1',
  point_1_phrases: 'no photosynthesis | cannot photosynthesise',
  point_2_marks: '1',
  point_2_phrases: 'no glucose made | no sugar & growth',
  point_3_marks: '',
  point_3_phrases: '',
  synonyms: 'glucose; sugar',
  numeric_value: '',
  numeric_tolerance: '',
  numeric_unit: '',
};

const QUIZ_EXAMPLE: Record<(typeof QUIZ_COLUMNS)[number], string> = {
  question: 'Which organelle is the site of photosynthesis?',
  option_a: 'Mitochondrion',
  option_b: 'Chloroplast',
  option_c: 'Nucleus',
  option_d: 'Ribosome',
  option_e: '',
  correct: 'B',
  curricula: 'AQA Biology',
  course: 'Bioenergetics',
  lesson: 'The photosynthesis equation',
  marks: '1',
};

/**
 * The downloadable template of a kind: the header row and one example row to overwrite.
 * Every column is described in docs/question-import.md.
 */
export function templateCsv(kind: 'maf' | 'quiz'): string {
  if (kind === 'maf') return toSafeCsv([[...MAF_TEMPLATE_COLUMNS], MAF_TEMPLATE_COLUMNS.map((c) => MAF_EXAMPLE[c])]);
  return toSafeCsv([[...QUIZ_COLUMNS], QUIZ_COLUMNS.map((c) => QUIZ_EXAMPLE[c] ?? '')]);
}
