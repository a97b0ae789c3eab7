import { cleanSynonyms, synonymMembers } from '@markwell/domain/text/index';
import { badRequest } from '../../../lib/errors';
import type { TableRow } from './table';

/** Where a question goes, as the file names it: an id or a name each ('' = not given). */
export interface PlaceRef {
  curricula: string;
  course: string;
  lesson: string;
}

export interface NumericStructure {
  type: 'numeric';
  value: number;
  tolerance: number;
  unit: string | null;
}

export interface DraftPoint {
  text: string;
  marks: number;
  phrases: string[];
}

/** A free-text question read from a file, not yet placed in the curriculum tree. */
export interface MafDraft {
  kind: 'maf';
  text: string;
  maxMarks: number;
  markingType: 'points' | 'levelled';
  levels: { level: number; minPoints: number }[] | null;
  points: DraftPoint[];
  /** Cleaned synonym sets ("a; b") to add to the question's curriculum. */
  synonyms: string[];
  structure: NumericStructure | null;
  place: PlaceRef;
}

/** A multiple-choice question read from a file. */
export interface QuizDraft {
  kind: 'quiz';
  text: string;
  marks: number;
  choices: string[];
  /** Indexes into `choices`. */
  correct: number[];
  place: PlaceRef;
}

/** One question of a file: its draft, or why it cannot be imported. */
export interface ParsedRow<D> {
  line: number;
  draft: D | null;
  errors: string[];
}

export const MAX_POINTS = 10;
export const MAX_MARKS = 100;
const QUESTION_MAX = 20000;
const PHRASE_MAX = 500;
const POINT_TEXT_MAX = 2000;
const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;

const pointColumns = Array.from({ length: MAX_POINTS }, (_, i) => [
  `point_${i + 1}_marks`,
  `point_${i + 1}_phrases`,
  `point_${i + 1}_text`,
]).flat();

export const MAF_COLUMNS = [
  'question',
  'max_marks',
  'curricula',
  'course',
  'lesson',
  'marking_type',
  'levels',
  ...pointColumns,
  'synonyms',
  'numeric_value',
  'numeric_tolerance',
  'numeric_unit',
] as const;

export const QUIZ_COLUMNS = [
  'question',
  ...OPTION_LETTERS.map((l) => `option_${l}`),
  'correct',
  'curricula',
  'course',
  'lesson',
  'marks',
] as const;

/**
 * Refuses a header with columns this kind of import does not know (a typo would otherwise drop
 * data silently).
 * @throws AppError 400 `unknown_columns`
 */
export function assertKnownColumns(kind: 'maf' | 'quiz', columns: string[]) {
  const known = new Set<string>(kind === 'maf' ? MAF_COLUMNS : QUIZ_COLUMNS);
  const unknown = columns.filter((c) => !known.has(c));
  if (unknown.length) {
    throw badRequest(
      'unknown_columns',
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')} for ${kind === 'maf' ? 'free-text' : 'quiz'} questions (see the template)`,
      { columns: unknown },
    );
  }
}

/** An integer cell: null when blank, NaN when not a whole number in range. */
function intCell(raw: string, min: number, max: number): number | null {
  if (raw === '') return null;
  if (!/^[+-]?\d+(\.0+)?$/.test(raw)) return Number.NaN;
  const n = Number(raw);
  return n >= min && n <= max ? n : Number.NaN;
}

/** A decimal cell ("9.8", "9,8", "1e-3"): null when blank, NaN when not a number. */
export function numberCell(raw: string): number | null {
  if (raw === '') return null;
  const s = /^[+-]?\d+,\d+$/.test(raw) ? raw.replace(',', '.') : raw;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return Number.NaN;
  return Number(s);
}

/** "a | b || c" -> ["a", "b", "c"]. */
export function splitPhrases(raw: string): string[] {
  return raw
    .split('|')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** "1:1; 2:3" -> levels; null when malformed. */
function parseLevels(raw: string): { level: number; minPoints: number }[] | null {
  const levels: { level: number; minPoints: number }[] = [];
  for (const part of raw
    .split(/[;|,]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d{1,2})\s*[:=]\s*(\d{1,3})$/.exec(part);
    if (!m) return null;
    levels.push({ level: Number(m[1]), minPoints: Number(m[2]) });
  }
  return levels.length ? levels : null;
}

/** Default levels of a levelled question: level k once k marking points are found. */
export function defaultLevels(pointCount: number) {
  return Array.from({ length: Math.min(Math.max(pointCount, 1), 20) }, (_, i) => ({ level: i + 1, minPoints: i + 1 }));
}

function placeOf(cells: Record<string, string>, defaults: Partial<PlaceRef>): PlaceRef {
  return {
    curricula: cells.curricula || defaults.curricula || '',
    course: cells.course || defaults.course || '',
    lesson: cells.lesson || defaults.lesson || '',
  };
}

function checkQuestionText(text: string, errors: string[]) {
  if (text === '') errors.push('question is empty');
  else if (text.length > QUESTION_MAX) errors.push(`question is longer than ${QUESTION_MAX} characters`);
}

/** The text of a numeric answer as a marking point shows it: "9.8 m/s²", or "42" without a unit. */
export function numericPointText(value: number, unit: string | null): string {
  return `${value}${unit ? ` ${unit}` : ''}`;
}

/** A question of one marking point worth every mark, as GIFT and Moodle XML files give them. */
function onePointDraft(
  text: string,
  maxMarks: number,
  point: { text: string; phrases: string[] },
  structure: NumericStructure | null,
  place: PlaceRef,
): MafDraft {
  return {
    kind: 'maf',
    text,
    maxMarks,
    markingType: 'points',
    levels: null,
    points: [{ text: point.text, marks: maxMarks, phrases: point.phrases }],
    synonyms: [],
    structure,
    place,
  };
}

/** A short-answer question: its one point is found by any of the phrases (the first names it). */
export function shortAnswerDraft(text: string, maxMarks: number, phrases: string[], place: PlaceRef): MafDraft {
  return onePointDraft(text, maxMarks, { text: phrases[0] ?? '', phrases }, null, place);
}

/** A numeric question: its one point is the value (with its unit), checked within the tolerance. */
export function numericDraft(text: string, maxMarks: number, structure: NumericStructure, place: PlaceRef): MafDraft {
  return onePointDraft(
    text,
    maxMarks,
    { text: numericPointText(structure.value, structure.unit), phrases: [] },
    structure,
    place,
  );
}

/** A question of a file: its draft when it has no problem, otherwise only its problems. */
export function parsedRow<D>(line: number, draft: D | null, errors: string[]): ParsedRow<D> {
  return errors.length ? { line, draft: null, errors } : { line, draft, errors };
}

/** The cells every spreadsheet row has: the question text and its place, with their problems. */
function readRowStart(row: TableRow, defaults: Partial<PlaceRef>) {
  const errors: string[] = [];
  const get = (k: string) => row.cells[k] ?? '';
  const text = get('question');
  checkQuestionText(text, errors);
  const place = placeOf(row.cells, defaults);
  if (place.curricula === '') errors.push('curricula is required');
  return { errors, get, text, place };
}

/** Reads one spreadsheet row of a free-text (MAF) import; collects every problem of the row. */
export function readMafRow(row: TableRow, defaults: Partial<PlaceRef> = {}): ParsedRow<MafDraft> {
  const { errors, get, text, place } = readRowStart(row, defaults);

  const markingTypeRaw = get('marking_type').toLowerCase();
  let markingType: 'points' | 'levelled' = 'points';
  if (markingTypeRaw === 'levelled' || markingTypeRaw === 'leveled') markingType = 'levelled';
  else if (markingTypeRaw !== '' && markingTypeRaw !== 'points')
    errors.push(`marking_type must be "points" or "levelled", not "${get('marking_type')}"`);

  const points: DraftPoint[] = [];
  for (let i = 1; i <= MAX_POINTS; i++) {
    const marksRaw = get(`point_${i}_marks`);
    const phrases = splitPhrases(get(`point_${i}_phrases`));
    const pointText = get(`point_${i}_text`);
    if (marksRaw === '' && phrases.length === 0 && pointText === '') continue;
    const marks = intCell(marksRaw, 0, MAX_MARKS);
    if (Number.isNaN(marks))
      errors.push(`point_${i}_marks must be a whole number from 0 to ${MAX_MARKS}, not "${marksRaw}"`);
    if (phrases.length === 0 && get('numeric_value') === '')
      errors.push(`point_${i}_phrases is empty: give at least one phrase (separate phrases with |)`);
    if (phrases.length > 100) errors.push(`point_${i}_phrases has more than 100 phrases`);
    for (const p of phrases)
      if (p.length > PHRASE_MAX) errors.push(`a phrase of point_${i}_phrases is longer than ${PHRASE_MAX} characters`);
    if (pointText.length > POINT_TEXT_MAX) errors.push(`point_${i}_text is longer than ${POINT_TEXT_MAX} characters`);
    points.push({
      text: pointText || phrases[0] || '',
      marks: marks === null || Number.isNaN(marks) ? 1 : marks,
      phrases,
    });
  }

  let structure: NumericStructure | null = null;
  const value = numberCell(get('numeric_value'));
  const tolerance = numberCell(get('numeric_tolerance'));
  const unit = get('numeric_unit');
  if (Number.isNaN(value)) errors.push(`numeric_value must be a number, not "${get('numeric_value')}"`);
  if (Number.isNaN(tolerance) || (tolerance !== null && tolerance < 0))
    errors.push(`numeric_tolerance must be a number of 0 or more, not "${get('numeric_tolerance')}"`);
  if (unit.length > 40) errors.push('numeric_unit is longer than 40 characters');
  if (value === null && (tolerance !== null || unit !== ''))
    errors.push('numeric_tolerance and numeric_unit need a numeric_value');
  if (value !== null && !Number.isNaN(value)) {
    structure = {
      type: 'numeric',
      value,
      tolerance: tolerance && !Number.isNaN(tolerance) ? tolerance : 0,
      unit: unit || null,
    };
    if (points.length === 0) {
      const marks = intCell(get('max_marks'), 1, MAX_MARKS);
      points.push({
        text: numericPointText(value, unit),
        marks: marks && !Number.isNaN(marks) ? marks : 1,
        phrases: [],
      });
    }
    for (const p of points) if (p.text === '') p.text = numericPointText(value, unit);
  }
  if (points.length === 0) errors.push('no marking point: fill point_1_marks and point_1_phrases');

  const maxMarksRaw = get('max_marks');
  let maxMarks = intCell(maxMarksRaw, 0, MAX_MARKS);
  if (Number.isNaN(maxMarks))
    errors.push(`max_marks must be a whole number from 0 to ${MAX_MARKS}, not "${maxMarksRaw}"`);
  if (maxMarks === null)
    maxMarks = Math.min(
      MAX_MARKS,
      Math.max(
        1,
        points.reduce((s, p) => s + p.marks, 0),
      ),
    );

  let levels: MafDraft['levels'] = null;
  if (get('levels') !== '') {
    levels = parseLevels(get('levels'));
    if (!levels) errors.push(`levels must read like "1:1; 2:3" (level:points needed), not "${get('levels')}"`);
    else if (markingType !== 'levelled') errors.push('levels are only for marking_type levelled');
  } else if (markingType === 'levelled') {
    levels = defaultLevels(points.length);
  }

  const synonyms: string[] = [];
  for (const set of get('synonyms')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const cleaned = cleanSynonyms(set);
    if (synonymMembers(cleaned).length < 2)
      errors.push(`the synonym set "${set}" needs at least two terms separated by ";"`);
    else if (cleaned.length > 2000) errors.push('a synonym set is longer than 2000 characters');
    else synonyms.push(cleaned);
  }

  if (errors.length) return { line: row.line, draft: null, errors };
  return {
    line: row.line,
    errors,
    draft: { kind: 'maf', text, maxMarks: maxMarks as number, markingType, levels, points, synonyms, structure, place },
  };
}

/** Reads one spreadsheet row of a quiz import; collects every problem of the row. */
export function readQuizRow(row: TableRow, defaults: Partial<PlaceRef> = {}): ParsedRow<QuizDraft> {
  const { errors, get, text, place } = readRowStart(row, defaults);

  const filled = OPTION_LETTERS.map((l) => get(`option_${l}`));
  const lastFilled = filled.reduce((last, v, i) => (v !== '' ? i : last), -1);
  const choices = filled.slice(0, lastFilled + 1);
  const gap = choices.findIndex((v) => v === '');
  if (gap >= 0)
    errors.push(
      `option_${OPTION_LETTERS[gap]} is empty but a later option is filled: fill the options from option_a on`,
    );
  if (choices.length < 2) errors.push('a quiz question needs at least two options (option_a and option_b)');
  for (const [i, v] of choices.entries())
    if (v.length > 2000) errors.push(`option_${OPTION_LETTERS[i]} is longer than 2000 characters`);

  const correctRaw = get('correct').toLowerCase();
  const letters = correctRaw.replace(/[\s,;|/&+]+|\band\b/g, '').split('');
  const correct: number[] = [];
  if (letters.length === 0)
    errors.push('correct is empty: give the letter(s) of the right option(s), e.g. "B" or "A,C"');
  for (const letter of letters) {
    const index = OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);
    if (index < 0) {
      errors.push(`correct must be option letters A to E, not "${get('correct')}"`);
      break;
    }
    if (index >= choices.length || choices[index] === '') {
      errors.push(`correct names option ${letter.toUpperCase()}, which is empty`);
      break;
    }
    if (!correct.includes(index)) correct.push(index);
  }

  const marksRaw = get('marks');
  const marks = intCell(marksRaw, 0, MAX_MARKS);
  if (Number.isNaN(marks)) errors.push(`marks must be a whole number from 0 to ${MAX_MARKS}, not "${marksRaw}"`);

  if (errors.length) return { line: row.line, draft: null, errors };
  return {
    line: row.line,
    errors,
    draft: { kind: 'quiz', text, marks: marks ?? 1, choices, correct: correct.sort((a, b) => a - b), place },
  };
}
