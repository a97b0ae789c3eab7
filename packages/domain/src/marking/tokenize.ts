import { isAlreadyNormal, normaliseWithMap } from '../text/normalise-student-answer';
import { NUMBER_WORDS } from './lexicon';

/** Token kinds: a word of letters, a number, a word mixing letters and digits (H2O, s2), punctuation. */
export enum Kind {
  Word = 0,
  Number = 1,
  Formula = 2,
  Punct = 3,
}

export interface Token {
  /** Text as it appears in the normalised answer. */
  raw: string;
  /** Lower-cased matching key: numbers in canonical decimal form, "n't" as "not", "one" as "one". */
  norm: string;
  /** Second key a token also answers to ("one" -> "1"). */
  alt: string | undefined;
  kind: Kind;
  /** Offsets into the ORIGINAL string. */
  start: number;
  end: number;
}

const TOKEN = /(\d+(?:[.,]\d+)*)|([\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:'[\p{L}]+)*)|([^\s\p{L}\p{M}\p{N}])|(\n)/gu;
const HAS_DIGIT = /\d/;
const CLITICS = /'(s|re|ll|ve|d|m)$/;
/** Negative contractions typed without the apostrophe ("dont", "isnt"): read as base + "not". */
const BARE_NEGATIVES: ReadonlySet<string> = new Set(
  'dont doesnt didnt isnt arent wasnt werent wont cant couldnt shouldnt wouldnt hasnt havent hadnt mustnt neednt'.split(
    ' ',
  ),
);

/** Canonical text of a written number: "9,8" -> "9.8", "1,000" -> "1000", "007" -> "7". */
export function canonicalNumber(raw: string): { norm: string; value: number } {
  let t = raw;
  if (/^\d{1,3}(,\d{3})+$/.test(t)) t = t.replace(/,/g, '');
  else t = t.replace(',', '.');
  const value = Number(t);
  if (!Number.isFinite(value)) return { norm: raw, value: NaN };
  return { norm: String(value), value };
}

/**
 * Split text into tokens with offsets into the original string. When `normalise` is true the
 * text goes through normalisation first (student answers); phrases are tokenised as typed.
 */
export function tokenize(original: string, normalise: boolean): Token[] {
  let text = original;
  let srcStart: number[] | undefined;
  let srcEnd: number[] | undefined;
  if (normalise && !isAlreadyNormal(original)) {
    const n = normaliseWithMap(original);
    text = n.text;
    srcStart = n.srcStart;
    srcEnd = n.srcEnd;
  }
  const from = (i: number): number => (srcStart ? srcStart[i]! : i);
  const to = (i: number): number => (srcEnd ? srcEnd[i - 1]! : i);
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    const s = m.index;
    const e = s + m[0].length;
    if (m[1] !== undefined) {
      out.push({
        raw: m[1],
        norm: canonicalNumber(m[1]).norm,
        alt: undefined,
        kind: Kind.Number,
        start: from(s),
        end: to(e),
      });
    } else if (m[2] !== undefined) {
      pushWord(out, m[2], s, from, to);
      readOrNot(out);
    } else if (m[3] !== undefined) {
      out.push({ raw: m[3], norm: m[3], alt: undefined, kind: Kind.Punct, start: from(s), end: to(e) });
    } else {
      out.push({ raw: '\n', norm: '\n', alt: undefined, kind: Kind.Punct, start: from(s), end: to(e) });
    }
  }
  return out;
}

/** Characters of answers a learning run reads once at most (their tokens take about 100 MB). */
const ANSWERS_READ_CHARS = 4_000_000;
/** The tokens of the answers being learnt from (withAnswersRead), while it runs. */
let answersRead: ReadonlyMap<string, readonly Token[]> | null = null;

/**
 * Runs `work` with the answers' tokens read once: learning marks each marked answer dozens of
 * times, and reading it again each time was two fifths of what learning cost. Marking outside
 * such a run reads every answer afresh (a cache of every answer marked cost a third of the
 * throughput of marking submissions, which are seldom marked twice).
 */
export function withAnswersRead<T>(answers: readonly string[], work: () => T): T {
  const outer = answersRead;
  const read = new Map(outer ?? []);
  let chars = 0;
  for (const a of answers) {
    if (typeof a !== 'string' || read.has(a)) continue;
    // past the bound, answers are read afresh each time (2,000 answers of 10,000 characters would
    // hold about half a gigabyte of tokens)
    chars += a.length;
    if (chars > ANSWERS_READ_CHARS) break;
    read.set(a, tokenize(a, true));
  }
  answersRead = read;
  try {
    return work();
  } finally {
    answersRead = outer;
  }
}

/** The tokens of a student answer (`tokenize(text, true)`); shared inside withAnswersRead: never change them. */
export function answerTokens(text: string): readonly Token[] {
  return answersRead?.get(text) ?? tokenize(text, true);
}

/**
 * "or not" ("whether or not they are in the same path", "closed or not") offers both polarities, so
 * its "not" negates nothing: it is read as "or" and never voids a match.
 */
function readOrNot(out: Token[]): void {
  const last = out[out.length - 1]!;
  if (last.norm === 'not' && last.raw.toLowerCase() === 'not' && out[out.length - 2]?.norm === 'or') last.norm = 'or';
}

function pushWord(out: Token[], word: string, s: number, from: (i: number) => number, to: (i: number) => number): void {
  let w = word;
  let lower = w.toLowerCase();
  const bare = BARE_NEGATIVES.has(lower);
  if (bare || (lower.endsWith("n't") && lower.length > 3)) {
    const base = lower.slice(0, bare ? -2 : -3);
    const baseNorm = base === 'ca' ? 'can' : base === 'wo' ? 'will' : base === 'sha' ? 'shall' : base;
    const bEnd = s + base.length;
    if (base.length > 0)
      out.push({
        raw: w.slice(0, base.length),
        norm: baseNorm,
        alt: undefined,
        kind: Kind.Word,
        start: from(s),
        end: to(bEnd),
      });
    out.push({
      raw: w.slice(base.length),
      norm: 'not',
      alt: undefined,
      kind: Kind.Word,
      start: from(bEnd),
      end: to(s + w.length),
    });
    return;
  }
  const clitic = CLITICS.exec(lower);
  if (clitic) {
    w = w.slice(0, clitic.index);
    lower = lower.slice(0, clitic.index);
  }
  if (lower === 'cannot') {
    out.push({ raw: w.slice(0, 3), norm: 'can', alt: undefined, kind: Kind.Word, start: from(s), end: to(s + 3) });
    out.push({
      raw: w.slice(3),
      norm: 'not',
      alt: undefined,
      kind: Kind.Word,
      start: from(s + 3),
      end: to(s + w.length),
    });
    return;
  }
  out.push({
    raw: w,
    norm: lower,
    alt: NUMBER_WORDS.get(lower),
    kind: HAS_DIGIT.test(lower) ? Kind.Formula : Kind.Word,
    start: from(s),
    end: to(s + w.length),
  });
}
