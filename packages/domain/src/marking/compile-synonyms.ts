// Synonym and equivalence variants of a phrase: one member of a synonym group swapped for another.
import { synonymMembers } from '../text/clean-synonyms';
import { remembered } from './bounded-cache';
import { prefixOf, splitMinimum } from './compile-notation';
import { EQUIVALENCES } from './equivalences';
import { stemOf } from './lexicon';
import { Kind, tokenize, type Token } from './tokenize';

/** Synonym variants generated per phrase at most. */
const MAX_VARIANTS = 24;
/** Synonym members as stem sequences, with their written form. */
export interface SynMember {
  stems: string[];
  text: string;
}

export function memberOf(text: string): SynMember {
  const toks = tokenize(text, false).filter((t) => t.kind !== Kind.Punct);
  return {
    stems: toks.map((t) => (t.kind === Kind.Word ? stemOf(t.norm) : t.norm)),
    text: toks.map((t) => t.norm).join(' '),
  };
}

let equivalenceGroups: SynMember[][] | null = null;
/** The variant cache's name for the curated groups (staff groups are named by their normalised words: no control characters). */
export const CURATED_KEY = '\u0001curated';

/** The curated equivalences as synonym groups, read once. */
export function curatedGroups(): SynMember[][] {
  equivalenceGroups ??= EQUIVALENCES.map((s) =>
    synonymMembers(s)
      .map(memberOf)
      .filter((m) => m.stems.length > 0),
  );
  return equivalenceGroups;
}

/** Variants already generated, by synonym groups and phrase: learning compiles a question many times. */
const variantCache = new Map<string, readonly string[]>();

/**
 * synonymVariants, remembered: the variants depend only on the phrase and the groups (`groupsKey`
 * names them), and generating them was most of what compiling a question cost.
 */
export function cachedVariants(phrase: string, groups: SynMember[][], groupsKey: string): readonly string[] {
  return remembered(variantCache, 1_000, `${groupsKey}\u0000${phrase}`, () => synonymVariants(phrase, groups));
}

/**
 * Variants of a phrase where one synonym member is swapped for another, breadth first, at most
 * MAX_VARIANTS. Replacement works on the phrase's word sequence, so "&" and "=" marks survive.
 */
function synonymVariants(phrase: string, groups: SynMember[][]): string[] {
  const { min, gap, body: text } = splitMinimum(phrase);
  const prefix = prefixOf(min, gap);
  return synonymVariantsOfBody(text, groups).map((v) => prefix + v);
}

/** Where each member of some synonym groups may start: its first stem -> [group, member] pairs. */
const memberStarts = new WeakMap<SynMember[][], Map<string, [number, number][]>>();

function membersByFirstStem(groups: SynMember[][]): Map<string, [number, number][]> {
  let index = memberStarts.get(groups);
  if (index) return index;
  index = new Map();
  groups.forEach((group, g) =>
    group.forEach((m, i) => {
      const first = m.stems[0];
      if (first === undefined) return;
      const at = index!.get(first);
      if (at) at.push([g, i]);
      else index!.set(first, [[g, i]]);
    }),
  );
  memberStarts.set(groups, index);
  return index;
}

function synonymVariantsOfBody(text: string, groups: SynMember[][]): string[] {
  const starts = membersByFirstStem(groups);
  // the tokens of each variant still to expand, read once: to tell it from the others and to find its members
  const first = tokenize(text, false);
  const queue: Token[][] = [first];
  const seen = new Set<string>([joinTokens(first)]);
  const out: string[] = [];
  while (queue.length > 0 && out.length < MAX_VARIANTS) {
    const toks = queue.shift()!;
    const stems = toks.map((t) => (t.kind === Kind.Word ? stemOf(t.norm) : t.norm));
    // the members the phrase holds, looked up by the stem they start with, then taken in the order
    // of the groups, their members and the phrase's words, which decides which variants make the cap
    const found: [group: number, member: number, at: number][] = [];
    for (let i = 0; i < stems.length; i++) {
      for (const [g, mi] of starts.get(stems[i]!) ?? []) {
        const m = groups[g]![mi]!;
        if (i + m.stems.length > stems.length) continue;
        let ok = true;
        for (let k = 1; k < m.stems.length && ok; k++) ok = stems[i + k] === m.stems[k];
        if (ok && !(i > 0 && toks[i - 1]?.raw === '=')) found.push([g, mi, i]);
      }
    }
    found.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
    for (const [g, mi, i] of found) {
      const group = groups[g]!;
      const m = group[mi]!;
      const before = joinTokens(toks.slice(0, i));
      const after = joinTokens(toks.slice(i + m.stems.length));
      for (const other of group) {
        if (other === m) continue;
        const v = [before, other.text, after].filter((x) => x !== '').join(' ');
        // made of normalised words, a variant seen before is its own canonical form: no need to read it
        if (seen.has(v)) continue;
        const vToks = tokenize(v, false);
        const key = joinTokens(vToks);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(v);
        queue.push(vToks);
        if (out.length >= MAX_VARIANTS) return out;
      }
    }
  }
  return out;
}

function joinTokens(toks: Token[]): string {
  let s = '';
  for (const t of toks) {
    if (s !== '' && !s.endsWith('=')) s += ' ';
    s += t.kind === Kind.Punct ? t.raw : t.norm;
  }
  return s;
}
