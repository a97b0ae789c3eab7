/**
 * Model answers read as concepts. A phrase written as a sentence ("Terminal 1 and the positive
 * terminal are not connected") is rarely repeated word for word, so the engine reads it as the
 * concepts it holds: its content words, a negation bound to the word it negates ("not connected"),
 * a number bound to its unit or noun ("3 cells", "terminal 1"). Concepts made only of words the
 * question already asks are optional (students copy them, so they prove nothing). The point is
 * awarded when a share of the remaining concepts appear (CONCEPT_SHARE, or the question's own share), in any order, each with the usual
 * tolerances (stems, spelling, synonyms, equivalences, negation guard).
 */
import { CLAUSE_BREAKS, NEGATIONS, STOPWORDS, stemOf } from './lexicon';
import { readQuantities } from './quantity';
import { Kind, tokenize, type Token } from './tokenize';

/**
 * A phrase with at least this many concepts (and no notation of its own) is read as concepts; with
 * one fewer when it reads as a sentence (it holds optional words or ends with a full stop), so a
 * short key phrase such as "temperature goes up" keeps its word order.
 */
export const MIN_CONCEPTS = 4;
/** Share of a model answer's concepts an answer must hold to earn the point. */
export const CONCEPT_SHARE = 0.4;

/**
 * The share a question reads its model answers at: its own `conceptShare` (fitted to the marked
 * answers of its subject's other questions, `fitConceptShare`), kept within [0.1, 1], else CONCEPT_SHARE.
 */
export function conceptShareOf(share: number | undefined): number {
  return typeof share === 'number' && Number.isFinite(share) ? Math.min(1, Math.max(0.1, share)) : CONCEPT_SHARE;
}

export interface ConceptReading {
  /** Concepts that count, in the phrase notation ("not connected", "terminal 1"). */
  concepts: string[];
  /** Concepts left out because the question already contains them. */
  optional: string[];
  /** How many of `concepts` an answer needs. */
  needed: number;
}

/** "k of:" or "gap N:" at the start: the phrase says how to read it. */
const PREFIX = /^\s*(\d+\s+of|gap\s+\d+)\s*:/i;

/** What the engine reads in a phrase, for the question editor. */
export interface PhraseReading extends ConceptReading {
  /** The same reading written as a precise phrase in the notation: "2 of: separated & gap & circuit". */
  precise: string;
}

/**
 * How the engine reads a phrase of a question with this prompt (and concept share): its concepts
 * when it is a model answer written as a sentence (with the precise phrase that says the same), null
 * when it is read as written.
 */
export function describePhrase(phrase: string, prompt?: string, share?: number): PhraseReading | null {
  if (typeof phrase !== 'string' || PREFIX.test(phrase)) return null;
  const reading = readAsConcepts(phrase.trim(), promptStems(prompt), conceptShareOf(share));
  if (!reading) return null;
  const parts = reading.concepts.join(' & ');
  const precise = reading.needed === reading.concepts.length ? parts : `${reading.needed} of: ${parts}`;
  return { ...reading, precise };
}

/**
 * What the question itself asks, out of a question text that may first set a scene: its sentences
 * holding a question mark, else its last sentence. "Lee was walking his dog, Max. When a cat ran
 * past them, Max ran after the cat. What was Max's response?" asks "What was Max's response?".
 */
export function questionSentences(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== '');
  const asked = sentences.filter((s) => s.includes('?'));
  return (asked.length > 0 ? asked : sentences.slice(-1)).join(' ');
}

/** Tags that end a paragraph, a list item or a line of staff HTML: a sentence ends there too. */
const BLOCK_END = /<\/(?:p|li|div|h[1-6]|blockquote|td)\s*>|<br\s*\/?>/gi;

/**
 * Content-word stems of what the question asks (`questionSentences`; tags of staff HTML are
 * ignored). Only those make a model answer's concepts optional: students repeat the question, while
 * the scene it sets holds most of the subject's words, and a model answer read without them would
 * keep too few (ADR 0038).
 */
export function promptStems(prompt: string | undefined): Set<string> {
  const stems = new Set<string>();
  if (typeof prompt !== 'string' || prompt === '') return stems;
  const text = prompt.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ' ');
  for (const t of tokenize(questionSentences(text), true))
    if (t.kind !== Kind.Punct && !STOPWORDS.has(t.norm) && !NEGATIONS.has(t.norm)) stems.add(keyOf(t.kind, t.norm));
  return stems;
}

function keyOf(kind: Kind, norm: string): string {
  return kind === Kind.Word ? stemOf(norm) : norm;
}

interface Concept {
  words: string[];
  /** Stems of the words that carry the meaning (not the negation). */
  stems: string[];
}

/** The concepts of a text (its tokens, when already read), in order, without repeats. */
export function conceptsOf(text: string, tokens: readonly Token[] = tokenize(text, false)): Concept[] {
  const toks = tokens.filter((t) => t.kind !== Kind.Punct || t.raw === '=' || CLAUSE_BREAKS.has(t.raw));
  const out: Concept[] = [];
  // how many concepts of `out` have each text: a number joining the last one changes its text
  const held = new Map<string, number>();
  const count = (key: string, by: number): void => {
    held.set(key, (held.get(key) ?? 0) + by);
  };
  let neg: string | null = null;
  let exact = false;
  let pendingNumber: string | null = null;
  const push = (c: Concept): void => {
    const key = c.words.join(' ');
    if ((held.get(key) ?? 0) > 0) return;
    out.push(c);
    count(key, 1);
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (CLAUSE_BREAKS.has(t.norm) || (t.kind === Kind.Punct && t.raw !== '=')) {
      // a negation governs its own clause only ("No. John changed…" is not "no John")
      neg = null;
      if (t.kind === Kind.Punct) continue;
    }
    if (t.raw === '=') {
      exact = true;
      continue;
    }
    const word = exact ? `=${t.norm}` : t.norm;
    const wasExact = exact;
    exact = false;
    if (NEGATIONS.has(t.norm)) {
      neg = word;
      continue;
    }
    if (STOPWORDS.has(t.norm) && !wasExact) continue;
    if (t.kind === Kind.Number || t.alt !== undefined) {
      // a number goes with the unit or noun after it ("3 cells"), else with the word before ("terminal 1")
      const next = toks[i + 1];
      if (next && next.kind === Kind.Word && !STOPWORDS.has(next.norm) && !NEGATIONS.has(next.norm)) {
        pendingNumber = word;
        continue;
      }
      const last = out[out.length - 1];
      if (last && neg === null && !last.words.some((w) => /\d/.test(w))) {
        count(last.words.join(' '), -1);
        last.words.push(word);
        count(last.words.join(' '), 1);
        continue;
      }
    }
    const words = [...(neg !== null ? [neg] : []), ...(pendingNumber !== null ? [pendingNumber] : []), word];
    push({ words, stems: [keyOf(t.kind, t.norm), ...(pendingNumber !== null ? [pendingNumber] : [])] });
    neg = null;
    pendingNumber = null;
  }
  if (pendingNumber !== null) push({ words: [pendingNumber], stems: [pendingNumber] });
  return out;
}

/** Words that join the items of a list: "push and pop", "Prim or Kruskal". */
const LIST_JOINS: ReadonlySet<string> = new Set(['and', 'or', ',']);

/**
 * Read a phrase as concepts when it is written as a sentence: no "&", "=" or prefix, not a
 * quantity, and enough concepts (MIN_CONCEPTS, one fewer for a sentence). A list of words ("push
 * and pop", "heat, light, sound") and a shorter model answer that ends as a sentence ("At the main
 * function.") are read as concepts too, at the same share; a short list joined by "or" ("Prim or
 * Kruskal") names alternatives, one of which is enough. Other short phrases ("more light", "energy
 * from sunlight") are key phrases, read as written. Null when the phrase is read as written.
 */
export function readAsConcepts(
  body: string,
  prompt: ReadonlySet<string>,
  share: number = CONCEPT_SHARE,
): ConceptReading | null {
  if (body.includes('&') || body.includes('=')) return null;
  const toks = tokenize(body, false);
  const q = readQuantities(toks);
  if (q.length === 1 && q[0]!.firstToken === 0 && q[0]!.lastToken === toks.length - 1) return null;
  const all = conceptsOf(body, toks);
  if (all.length === 0) return null;
  const endsSentence = /[.!?]\s*$/.test(body);
  const stopwords = toks.filter((t) => t.kind === Kind.Word && STOPWORDS.has(t.norm));
  const sentence = endsSentence || stopwords.length > 0;
  const joins = toks.filter((t) => LIST_JOINS.has(t.norm) || LIST_JOINS.has(t.raw));
  const list = joins.length > 0 && stopwords.every((t) => LIST_JOINS.has(t.norm));
  const short = all.length < MIN_CONCEPTS - 1;
  if (all.length < MIN_CONCEPTS - (sentence ? 1 : 0) && !list && !(short && endsSentence)) return null;
  const kept = all.filter((c) => !c.stems.every((s) => prompt.has(s)));
  const counted = kept.length > 0 ? kept : all;
  const optional = kept.length > 0 ? all.filter((c) => !kept.includes(c)) : [];
  const text = (c: Concept) => c.words.join(' ');
  const alternatives = short && list && joins.some((t) => t.norm === 'or') && !joins.some((t) => t.norm === 'and');
  return {
    concepts: counted.map(text),
    optional: optional.map(text),
    needed: alternatives ? 1 : Math.min(counted.length, Math.max(1, Math.ceil(share * counted.length - 1e-9))),
  };
}
