/**
 * Student answer normalisation, with an offset map back to the original string so that
 * the marking engine can explain its decisions with spans into what the student actually typed.
 */

/** Normalised text plus, for each of its UTF-16 units, the [start, end) range it came from. */
export interface NormalisedText {
  text: string;
  /** srcStart[i] is the offset in the original string where text[i] came from. */
  srcStart: number[];
  /** srcEnd[i] is the end offset (exclusive) in the original string of the source of text[i]. */
  srcEnd: number[];
}

const DROP = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Extended_Pictographic}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;
const SPACE = /\s/u;
const KEEP = /[\p{L}\p{M}\p{N}\p{Sm}\p{Sc}\p{P}]/u;
/** Symbols outside letters/digits/punctuation/maths/currency that still carry meaning. */
const KEEP_SYMBOLS = new Set(['°', '^', '`', '|', '~', '§', '©', '®', '‰', '℃', '℉', '№']);
const REPLACE: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‛': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '–': '-',
  '—': '-',
  '‒': '-',
  '−': '-',
  '﹣': '-',
  '－': '-',
  '‐': '-',
  '‑': '-',
  '…': '...',
  '⁄': '/',
  '∕': '/',
  '·': '·',
  '•': '',
};
const CLOSERS = new Set([',', '.', ';', ':', '!', '?', ')', ']', '}', '%']);
const OPENERS = new Set(['(', '[', '{']);
const SPACED_OPS = new Set(['=', '<', '>', '≤', '≥', '≠', '≈']);
const DIGIT_OPS = new Set(['+', '×', '÷', '±']);
const TIGHT_OPS = new Set(['^', '/']);
const IS_LETTER = /\p{L}/u;
const IS_UPPER = /\p{Lu}/u;
const IS_LOWER = /\p{Ll}/u;
const IS_DIGIT = /[0-9]/;

class Buf {
  c: string[] = [];
  s: number[] = [];
  e: number[] = [];
  push(c: string, s: number, e: number): void {
    this.c.push(c);
    this.s.push(s);
    this.e.push(e);
  }
}

/** Step 1: drop unusual characters, map typographic variants and compatibility forms. */
function cleanCharacters(input: string): Buf {
  const out = new Buf();
  let i = 0;
  while (i < input.length) {
    const cp = input.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    const start = i;
    i += ch.length;
    if (ch === '\r') {
      if (input[i] === '\n') i += 1;
      out.push('\n', start, i);
      continue;
    }
    if (ch === '\n') {
      out.push('\n', start, i);
      continue;
    }
    if (cp < 128) {
      if (ch === '\t' || ch === ' ' || ch === '\v' || ch === '\f') out.push(' ', start, i);
      else if (cp >= 32 && cp !== 127) out.push(ch === '`' ? "'" : ch, start, i);
      continue;
    }
    if (SPACE.test(ch)) {
      out.push(' ', start, i);
      continue;
    }
    const mapped = REPLACE[ch];
    if (mapped !== undefined) {
      for (const m of mapped) out.push(m, start, i);
      continue;
    }
    if (DROP.test(ch)) continue;
    const compat = ch.normalize('NFKC');
    for (const m of compat) {
      const r = REPLACE[m] ?? m;
      for (const x of r) {
        if (KEEP.test(x) || KEEP_SYMBOLS.has(x) || x === ' ') out.push(x, start, i);
      }
    }
  }
  return out;
}

/** Step 2: trim lines, collapse runs of spaces and blank lines. */
function collapseSpace(b: Buf): Buf {
  const out = new Buf();
  let pendingSpace = -1;
  let pendingNewline = -1;
  for (let k = 0; k < b.c.length; k++) {
    const c = b.c[k]!;
    if (c === ' ') {
      if (pendingSpace < 0) pendingSpace = k;
      continue;
    }
    if (c === '\n') {
      if (pendingNewline < 0) pendingNewline = k;
      pendingSpace = -1;
      continue;
    }
    if (out.c.length > 0) {
      if (pendingNewline >= 0) out.push('\n', b.s[pendingNewline]!, b.e[pendingNewline]!);
      else if (pendingSpace >= 0) out.push(' ', b.s[pendingSpace]!, b.e[pendingSpace]!);
    }
    pendingSpace = -1;
    pendingNewline = -1;
    out.push(c, b.s[k]!, b.e[k]!);
  }
  return out;
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && (IS_DIGIT.test(c) || IS_LETTER.test(c));

/** Step 3: tidy spacing around punctuation, operators and brackets. */
function tidyPunctuation(b: Buf): Buf {
  const out = new Buf();
  const n = b.c.length;
  for (let k = 0; k < n; k++) {
    const c = b.c[k]!;
    const prev = out.c[out.c.length - 1];
    if (c === ' ') {
      const next = b.c[k + 1];
      if (next === undefined || prev === undefined) continue;
      if (CLOSERS.has(next) && !(next === '.' && b.c[k + 2] !== undefined && IS_DIGIT.test(b.c[k + 2]!))) continue;
      if (OPENERS.has(prev)) continue;
      if (TIGHT_OPS.has(next) || TIGHT_OPS.has(prev)) continue;
      out.push(' ', b.s[k]!, b.e[k]!);
      continue;
    }
    const next = b.c[k + 1];
    if (
      SPACED_OPS.has(c) ||
      (DIGIT_OPS.has(c) &&
        IS_DIGIT.test(prevNonSpace(b, k) ?? '') &&
        IS_DIGIT.test(nextNonSpace(b, k) ?? '') &&
        (prev === ' ' || next === ' '))
    ) {
      const chained = SPACED_OPS.has(next ?? '') || SPACED_OPS.has(prev ?? '');
      if (prev !== undefined && prev !== ' ' && prev !== '\n' && !chained) out.push(' ', b.s[k]!, b.s[k]!);
      out.push(c, b.s[k]!, b.e[k]!);
      if (next !== undefined && next !== ' ' && next !== '\n' && !SPACED_OPS.has(next)) out.push(' ', b.e[k]!, b.e[k]!);
      continue;
    }
    out.push(c, b.s[k]!, b.e[k]!);
    // a missing space after , ; ! ? : before a letter ("red,blue" -> "red, blue")
    if ((c === ',' || c === ';' || c === '!' || c === '?' || c === ':') && next !== undefined && IS_LETTER.test(next)) {
      out.push(' ', b.e[k]!, b.e[k]!);
    } else if (
      c === '.' &&
      next !== undefined &&
      IS_UPPER.test(next) &&
      prev !== undefined &&
      IS_LOWER.test(prev) &&
      isWordChar(out.c[out.c.length - 3])
    ) {
      out.push(' ', b.e[k]!, b.e[k]!);
    }
  }
  return out;
}

function prevNonSpace(b: Buf, k: number): string | undefined {
  for (let j = k - 1; j >= 0; j--) if (b.c[j] !== ' ') return b.c[j];
  return undefined;
}
function nextNonSpace(b: Buf, k: number): string | undefined {
  for (let j = k + 1; j < b.c.length; j++) if (b.c[j] !== ' ') return b.c[j];
  return undefined;
}

/**
 * Cheap test for text that normalisation would leave unchanged: printable ASCII with single spaces,
 * no space before closers or after openers, no operators, no missing space after , ; : ! ?
 * A false answer only means "maybe not": the caller then normalises as usual.
 */
const MAYBE_CHANGED = /[^\x20-\x7E]|[`=<>+^/*]| {2}|^ | $| [,.;:!?)\]}%]|[([{] |[,;!?:]\p{L}|\.\p{Lu}/u;
export function isAlreadyNormal(s: string): boolean {
  return !MAYBE_CHANGED.test(s);
}

/** Normalise and keep, for every character of the result, where it came from in `input`. */
export function normaliseWithMap(input: string): NormalisedText {
  const s = typeof input === 'string' ? input : '';
  const b = tidyPunctuation(collapseSpace(cleanCharacters(s)));
  // tidying may leave a double space when a removed closer-space and an operator space meet
  const out = new Buf();
  for (let k = 0; k < b.c.length; k++) {
    const c = b.c[k]!;
    if (
      c === ' ' &&
      (out.c.length === 0 ||
        out.c[out.c.length - 1] === ' ' ||
        out.c[out.c.length - 1] === '\n' ||
        b.c[k + 1] === '\n' ||
        k === b.c.length - 1)
    )
      continue;
    out.push(c, b.s[k]!, b.e[k]!);
  }
  return { text: out.c.join(''), srcStart: out.s, srcEnd: out.e };
}

/**
 * collapse blank lines, tidy spacing around punctuation, operators and brackets, and
 * remove unusual characters (control and zero-width characters, emoji, private-use code points).
 * Letters of any language, digits, usual punctuation, maths operators and units (° µ Ω) stay;
 * superscript/subscript digits become normal digits (m/s² -> m/s2), typographic quotes and dashes
 * become ASCII.
 *
 * @example normaliseStudentAnswer('Energy  ,from the sun ( light )\n\n\nyes') === 'Energy, from the sun (light)\nyes'
 */
export function normaliseStudentAnswer(s: string): string {
  return normaliseWithMap(s).text;
}
