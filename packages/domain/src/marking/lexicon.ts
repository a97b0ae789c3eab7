import { stemmer } from 'stemmer';

/**
 * Words that carry little meaning in a phrase: optional when they sit inside a phrase. Words that
 * decide a science answer are deliberately not here: "same" (path vs "different" path) and the
 * directions "more", "most", "up", "down" (a "more light" phrase must not award "less light").
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the of to in on at by for from with into onto as is are was were be been being am do does did ' +
    "it its it's this that these those there their they them he she his her we our you your i me my " +
    'will would can could should shall may might must has have had having so then than also just very ' +
    'which who whom what when where while because since if or and but about out over some any ' +
    'each both all much many such only own too s'
  ).split(/\s+/),
);

/** Negation cues. "n't" is split off by the tokeniser and becomes "not". */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'neither',
  'nor',
  'cannot',
  'without',
  'nobody',
  'nowhere',
]);

/** Words and punctuation that end the scope a preceding negation can govern. */
export const CLAUSE_BREAKS: ReadonlySet<string> = new Set([
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '\n',
  'but',
  'and',
  'or',
  'because',
  'so',
  'although',
  'though',
  'however',
  'whereas',
  'while',
  'since',
  'if',
  'which',
  'when',
  'then',
  'therefore',
  'thus',
  'instead',
]);

/** Spelled-out numbers read as their digits ("terminal one" matches "terminal 1"). */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map([
  ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i): [string, string] => [w, String(i)]),
  ...'thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .map((w, i): [string, string] => [w, String(30 + 10 * i)]),
  ['hundred', '100'],
  ['thousand', '1000'],
]);

const stemCache = new Map<string, string>();

/** Porter stem (English) of a lower-case word, cached. Words with digits are returned unchanged. */
export function stemOf(word: string): string {
  let s = stemCache.get(word);
  if (s !== undefined) return s;
  s = /[^a-z]/.test(word) ? word : stemmer(word);
  if (stemCache.size > 50_000) stemCache.clear();
  stemCache.set(word, s);
  return s;
}

/**
 * Restricted Damerau-Levenshtein distance, giving up (returning max + 1) once the distance
 * exceeds `max`. Allocation-light: two rolling rows plus one for transpositions.
 */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  let prev2 = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb]!;
}

/**
 * How many spelling edits a word of this length may carry: none up to 4 letters, one from 5,
 * two from 9. Words holding digits (numbers, formulae such as H2O, units such as s2) get none.
 */
export function spellingAllowance(word: string): number {
  if (!/^[\p{L}]+$/u.test(word)) return 0;
  if (word.length <= 4) return 0;
  if (word.length <= 8) return 1;
  return 2;
}
