import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../../../lib/errors';
import type { MafDraft, ParsedRow, PlaceRef } from './rows';
import { MAX_MARKS, numberCell, numericDraft, parsedRow, shortAnswerDraft } from './rows';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  sup2: '²',
  sup3: '³',
  times: '×',
  minus: '−',
  micro: 'µ',
};

/** Decodes the HTML entities Moodle's editor writes (named ones above, and numeric). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Question text as plain text: tags dropped (block ends become line breaks), entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/** A Moodle short-answer pattern as a phrase: `*` wildcards dropped. */
function answerPhrase(raw: string): string {
  return htmlToText(raw).replace(/\*/g, ' ').replace(/\s+/g, ' ').trim();
}

type XmlNode = Record<string, unknown>;

const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  const t = (node as XmlNode).text;
  if (t === undefined) return (node as XmlNode)['#text'] === undefined ? '' : String((node as XmlNode)['#text']);
  return textOf(t);
};

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export interface MoodleDefaults extends Partial<PlaceRef> {
  maxMarks?: number | undefined;
}

/**
 * Reads a Moodle XML export: each `<question type="shortanswer">` becomes a free-text question
 * with one marking point whose phrases are the answers graded 100%; `type="numerical"` becomes a
 * numeric answer structure (value, tolerance, first unit). Categories are ignored; any other
 * type is reported. A question's `line` is its position among the non-category questions (1 = first).
 * @throws AppError 400 when the XML is malformed or has no questions
 */
export function parseMoodleXml(xml: string, defaults: MoodleDefaults = {}): ParsedRow<MafDraft>[] {
  // Moodle never writes a DOCTYPE; refusing it rules out entity-expansion tricks.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw badRequest('invalid_xml', 'The XML file declares a DOCTYPE or entities, which Moodle exports never do');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw badRequest('invalid_xml', `The XML file is malformed near line ${valid.err.line}: ${valid.err.msg}`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => name === 'question' || name === 'answer' || name === 'unit',
  });
  const doc = parser.parse(xml) as XmlNode;
  const quiz = doc.quiz as XmlNode | undefined;
  if (!quiz || typeof quiz !== 'object') throw badRequest('invalid_xml', 'The XML file has no <quiz> element');
  const questions = asArray(quiz.question as XmlNode[] | undefined).filter((q) => q['@_type'] !== 'category');
  if (questions.length === 0) throw badRequest('no_rows', 'The Moodle XML file has no questions');

  const place: PlaceRef = {
    curricula: defaults.curricula ?? '',
    course: defaults.course ?? '',
    lesson: defaults.lesson ?? '',
  };
  return questions.map((q, i): ParsedRow<MafDraft> => {
    const line = i + 1;
    const type = String(q['@_type'] ?? '');
    const name = textOf(q.name).trim();
    const label = name ? `"${name}"` : `question ${line}`;
    const errors: string[] = [];
    if (type !== 'shortanswer' && type !== 'numerical') {
      return {
        line,
        draft: null,
        errors: [
          `${label} is a Moodle "${type || 'unknown'}" question; only shortanswer and numerical questions are imported`,
        ],
      };
    }
    const text = htmlToText(textOf(q.questiontext));
    if (text === '') errors.push(`${label} has no question text`);
    if (place.curricula === '') errors.push('curricula is required: choose it when uploading a Moodle XML file');

    const grade = numberCell(textOf(q.defaultgrade).trim());
    let maxMarks = defaults.maxMarks ?? 1;
    if (grade !== null) {
      if (Number.isNaN(grade) || grade < 0 || grade > MAX_MARKS)
        errors.push(`${label} has a defaultgrade that is not a number from 0 to ${MAX_MARKS}`);
      else maxMarks = Math.round(grade);
    }

    const full = asArray(q.answer as XmlNode[] | undefined).filter((a) => Number(a['@_fraction']) === 100);
    let draft: MafDraft;
    if (type === 'shortanswer') {
      const phrases = [...new Set(full.map((a) => answerPhrase(textOf(a))).filter((p) => p !== ''))];
      if (phrases.length === 0) errors.push(`${label} has no answer graded 100%`);
      draft = shortAnswerDraft(text, maxMarks, phrases, place);
    } else {
      const answer = full[0];
      const value = answer ? numberCell(textOf(answer).trim()) : null;
      const tolerance = answer ? numberCell(String(answer.tolerance ?? '').trim()) : null;
      if (value === null || Number.isNaN(value)) errors.push(`${label} has no numeric answer graded 100%`);
      const units = asArray((q.units as XmlNode | undefined)?.unit as XmlNode[] | undefined);
      const base = units.find((u) => Number(u.multiplier ?? 1) === 1) ?? units[0];
      const unit = base ? String(base.unit_name ?? '').trim() || null : null;
      draft = numericDraft(
        text,
        maxMarks,
        {
          type: 'numeric',
          value: value ?? 0,
          tolerance: tolerance !== null && !Number.isNaN(tolerance) ? Math.abs(tolerance) : 0,
          unit,
        },
        place,
      );
    }
    return parsedRow(line, draft, errors);
  });
}
