import { badRequest } from '../../../lib/errors';
import { htmlToText } from './moodle';
import type { MafDraft, ParsedRow, PlaceRef } from './rows';
import { numberCell, numericDraft, parsedRow, shortAnswerDraft } from './rows';

export interface GiftDefaults extends Partial<PlaceRef> {
  maxMarks?: number | undefined;
}

/** Index of the first `ch` not escaped by a backslash, from `from`; -1 when none. */
function findUnescaped(s: string, ch: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === ch) return i;
  }
  return -1;
}

/** Splits on an unescaped separator character. */
function splitUnescaped(s: string, separators: string): { sep: string; part: string }[] {
  const out: { sep: string; part: string }[] = [];
  let start = 0;
  let sep = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (separators.includes(s[i]!)) {
      out.push({ sep, part: s.slice(start, i) });
      sep = s[i]!;
      start = i + 1;
    }
  }
  out.push({ sep, part: s.slice(start) });
  return out;
}

/** GIFT escapes: \: \~ \= \# \{ \} \\ and \n. */
function unescape(s: string): string {
  return s.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

/** Question text: a leading [html] / [markdown] / [plain] / [moodle] format tag decides how it reads. */
function giftText(raw: string): string {
  const m = /^\s*\[(html|markdown|plain|moodle)\]/i.exec(raw);
  const body = m ? raw.slice(m[0].length) : raw;
  const text = unescape(body.replace(/\s+/g, ' ').trim());
  return m && m[1]!.toLowerCase() === 'html' ? htmlToText(text) : text;
}

interface Block {
  line: number;
  text: string;
}

/** Question blocks: separated by blank lines; `//` comment lines dropped; `$CATEGORY:` skipped. */
function blocksOf(source: string): Block[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const blocks: Block[] = [];
  let current: Block | null = null;
  let depth = 0;
  lines.forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '' && depth === 0) {
      if (current) blocks.push(current);
      current = null;
      return;
    }
    if (!current) current = { line: i + 1, text: raw };
    else current.text += `\n${raw}`;
    for (let j = 0; j < raw.length; j++) {
      if (raw[j] === '\\') j++;
      else if (raw[j] === '{') depth++;
      else if (raw[j] === '}') depth = Math.max(0, depth - 1);
    }
  });
  if (current) blocks.push(current);
  return blocks.filter((b) => !/^\s*\$CATEGORY:/i.test(b.text));
}

function numericAnswer(spec: string): { value: number; tolerance: number } | null {
  // {#9.8:0.1}, {#1..5}, {#=9.8:0.1 =%50%9.8:0.5} (the first full-credit answer counts)
  const answers = splitUnescaped(spec, '=~')
    .map((a) => a.part.replace(/#.*$/s, '').trim())
    .filter(Boolean);
  for (const a of answers.length ? answers : [spec.trim()]) {
    const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(a);
    if (weight && Number(weight[1]) !== 100) continue;
    const body = weight ? a.slice(weight[0].length).trim() : a;
    const range = /^(-?[\d.]+)\s*\.\.\s*(-?[\d.]+)$/.exec(body);
    if (range) {
      const lo = Number(range[1]);
      const hi = Number(range[2]);
      if (Number.isFinite(lo) && Number.isFinite(hi)) return { value: (lo + hi) / 2, tolerance: Math.abs(hi - lo) / 2 };
      return null;
    }
    const [v, t] = body.split(':');
    const value = numberCell((v ?? '').trim());
    const tolerance = t === undefined ? 0 : numberCell(t.trim());
    if (value === null || Number.isNaN(value) || tolerance === null || Number.isNaN(tolerance)) return null;
    return { value, tolerance: Math.abs(tolerance) };
  }
  return null;
}

/**
 * Reads GIFT (Moodle's plain-text format). Short-answer questions (`::title:: text {=a =b}`)
 * become free-text questions with one marking point whose phrases are the full-credit answers;
 * numeric ones (`{#9.8:0.1}`) get a numeric answer structure. Multiple choice, true/false,
 * matching and essay questions are reported, not imported. A question's `line` is the line it
 * starts on.
 * @throws AppError 400 when the file holds no question
 */
export function parseGift(source: string, defaults: GiftDefaults = {}): ParsedRow<MafDraft>[] {
  const blocks = blocksOf(source);
  if (blocks.length === 0) throw badRequest('no_rows', 'The GIFT file has no questions');
  const place: PlaceRef = {
    curricula: defaults.curricula ?? '',
    course: defaults.course ?? '',
    lesson: defaults.lesson ?? '',
  };
  const maxMarks = defaults.maxMarks ?? 1;

  return blocks.map(({ line, text: block }): ParsedRow<MafDraft> => {
    let rest = block.trim();
    let title = '';
    let titled = -1;
    if (rest.startsWith('::')) {
      for (let i = findUnescaped(rest, ':', 2); i >= 0; i = findUnescaped(rest, ':', i + 1)) {
        if (rest[i + 1] === ':') {
          titled = i;
          break;
        }
      }
    }
    if (titled > 0) {
      title = unescape(rest.slice(2, titled).trim());
      rest = rest.slice(titled + 2);
    }
    const label = title ? `"${title}"` : `the question on line ${line}`;
    const open = findUnescaped(rest, '{');
    const close = open < 0 ? -1 : findUnescaped(rest, '}', open + 1);
    if (open < 0 || close < 0) return { line, draft: null, errors: [`${label} has no answer block {…}`] };
    const before = rest.slice(0, open).trim();
    const after = rest.slice(close + 1).trim();
    const spec = rest.slice(open + 1, close).trim();
    // "Missing word" questions put text after the answers: show the gap.
    const text = giftText(after ? `${before} _____ ${after}` : before);
    const errors: string[] = [];
    if (text === '') errors.push(`${label} has no question text`);
    if (place.curricula === '') errors.push('curricula is required: choose it when uploading a GIFT file');

    let draft: MafDraft | null = null;
    if (spec === '') errors.push(`${label} is an essay question (empty answer block): nothing to mark it by`);
    else if (/^(T|F|TRUE|FALSE)(\s*#.*)?$/is.test(spec))
      errors.push(`${label} is a true/false question; only short-answer questions are imported`);
    else if (spec.startsWith('#')) {
      const numeric = numericAnswer(spec.slice(1));
      if (!numeric) errors.push(`${label} has a numeric answer that cannot be read`);
      else
        draft = numericDraft(
          text,
          maxMarks,
          { type: 'numeric', value: numeric.value, tolerance: numeric.tolerance, unit: null },
          place,
        );
    } else if (findUnescaped(spec, '~') >= 0)
      errors.push(`${label} is a multiple-choice question; only short-answer questions are imported`);
    else if (/->/.test(spec)) errors.push(`${label} is a matching question; only short-answer questions are imported`);
    else {
      const phrases: string[] = [];
      for (const { sep, part } of splitUnescaped(spec, '=')) {
        if (sep === '') {
          if (part.trim() !== '') errors.push(`${label} has text before its first "=" answer`);
          continue;
        }
        const withoutFeedback = part
          .slice(0, findUnescaped(part, '#') < 0 ? part.length : findUnescaped(part, '#'))
          .trim();
        const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(withoutFeedback);
        if (weight && Number(weight[1]) !== 100) continue;
        const phrase = unescape(weight ? withoutFeedback.slice(weight[0].length) : withoutFeedback)
          .replace(/\s+/g, ' ')
          .trim();
        if (phrase && !phrases.includes(phrase)) phrases.push(phrase);
      }
      if (phrases.length === 0) errors.push(`${label} has no full-credit answer`);
      draft = shortAnswerDraft(text, maxMarks, phrases, place);
    }
    return parsedRow(line, draft, errors);
  });
}
