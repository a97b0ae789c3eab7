// Where learning's candidates come from: an answer's key words, a point's phrases read as key words, one-word synonyms.
import { NEGATIONS, STOPWORDS, stemOf } from './lexicon';
import type { LearnedProposal } from './learning-types';
import { answerTokens, Kind, tokenize } from './tokenize';
import type { QuestionInput } from './types';

/** A proposal needs at least this many content words that are not words of the question. */
const MIN_NEW_WORDS = 1;
/** And at least this many content words in all ("market" alone credits "the stock market"). */
export const MIN_CONTENT_WORDS = 2;
/** Partial phrases are taken from answers with this many key words at most (longer ones ramble). */
export const MAX_ANSWER_GROUPS = 12;

export interface Candidate {
  kind: LearnedProposal['kind'];
  pointId: string | null;
  text: string;
  sources: Set<number>;
}

/** Content-word stems of a text (the question's, to leave out of what is learnt). */
export function questionStems(text: string): Set<string> {
  const s = new Set<string>();
  for (const t of tokenize(text, true))
    if (t.kind !== Kind.Punct && !STOPWORDS.has(t.norm) && !NEGATIONS.has(t.norm))
      s.add(t.kind === Kind.Word ? stemOf(t.norm) : t.norm);
  return s;
}

/** A phrase worth proposing: enough content words, and some that the question does not contain. */
export function worthProposing(phrase: string, qStems: ReadonlySet<string>): boolean {
  const body = phrase.replace(/^\s*\d+\s+of\s*:/i, ' ').replace(/&/g, ' ');
  const stems = [...questionStems(body)];
  if (stems.length < MIN_CONTENT_WORDS) return false;
  return stems.filter((s) => !qStems.has(s)).length >= MIN_NEW_WORDS;
}

/** Key word groups of an answer: content words, a negation glued to the word after it, a number to the word before. */
export function keyGroups(text: string): string[] {
  const groups: string[] = [];
  let neg = '';
  for (const t of answerTokens(text)) {
    if (t.kind === Kind.Punct) continue;
    if (NEGATIONS.has(t.norm)) {
      neg = `${t.norm} `;
      continue;
    }
    if (STOPWORDS.has(t.norm)) continue;
    if (t.kind === Kind.Number && groups.length > 0 && neg === '') {
      groups[groups.length - 1] += ` ${t.norm}`;
      continue;
    }
    const g = neg + t.norm;
    neg = '';
    if (!groups.includes(g)) groups.push(g);
  }
  return groups;
}

/** "k of: a & b & c" needing a share of the groups (plain "a & b & c" when that is all of them). */
export function partialPhrase(groups: string[], share: number): string {
  const n = groups.length;
  const k = Math.min(n, Math.max(MIN_CONTENT_WORDS, Math.ceil(share * n - 1e-9)));
  return k >= n ? groups.join(' & ') : `${k} of: ${groups.join(' & ')}`;
}

/**
 * A point's phrases read as key words, "k of: a & b & c" for each share, and again without the
 * question's words (students copy those, so they prove little). Phrases already in the notation's
 * partial form, or with fewer than three key words, are left as they are.
 */
export function phraseParts(
  phrases: readonly string[],
  qStems: ReadonlySet<string>,
  shares: readonly number[],
): string[] {
  const out = new Set<string>();
  for (const ph of phrases) {
    if (typeof ph !== 'string' || /[&=]|^\s*\d+\s+of\s*:/i.test(ph)) continue;
    const groups = keyGroups(ph);
    for (const gs of [groups, withoutQuestionWords(groups, qStems)])
      if (gs.length >= 3) for (const share of shares) out.add(partialPhrase(gs, share));
  }
  return [...out];
}

/** Key word groups whose main word (not a negation) is not a word of the question. */
export function withoutQuestionWords(groups: string[], qStems: ReadonlySet<string>): string[] {
  return groups.filter((g) => !qStems.has(stemOf(g.split(' ').find((w) => !NEGATIONS.has(w)) ?? g)));
}

/**
 * Synonym candidates: a credited answer that holds all but one content word of one of its point's
 * phrases, plus one or two words found in no phrase of the question and not in the question: "path;
 * pathway". Negated and numeric words are left alone.
 */
export function synonymCandidates(
  question: QuestionInput,
  texts: string[],
  awarded: (Set<string> | null)[],
  before: Set<string>[],
  qStems: ReadonlySet<string>,
): { text: string; source: number }[] {
  const plain = (t: string): string[] => keyGroups(t).filter((g) => !g.includes(' ') && !/\d/.test(g));
  const phraseWords = new Map<string, { words: string[]; stems: Set<string> }[]>();
  const inPhrases = new Set<string>();
  for (const pt of question.markingPoints) {
    const list = [...pt.phrases, ...pt.machinePhrases]
      .map((ph) => plain(ph.replace(/^\s*\d+\s+of\s*:/i, ' ').replace(/[&=]/g, ' ')))
      .filter((w) => w.length >= 2)
      .map((words) => ({ words, stems: new Set(words.map(stemOf)) }));
    for (const l of list) for (const s of l.stems) inPhrases.add(s);
    phraseWords.set(pt.id, list);
  }
  const out: { text: string; source: number }[] = [];
  texts.forEach((text, i) => {
    const got = awarded[i];
    if (!got) return;
    const missed = [...got].filter((id) => !before[i]!.has(id));
    if (missed.length === 0) return;
    const words = plain(text);
    const stems = new Set(words.map(stemOf));
    const extra = words.filter((w) => {
      const s = stemOf(w);
      return !inPhrases.has(s) && !qStems.has(s);
    });
    if (extra.length === 0 || extra.length > 2) return;
    for (const id of missed)
      for (const ph of phraseWords.get(id) ?? []) {
        const absent = ph.words.filter((w) => !stems.has(stemOf(w)));
        if (absent.length === 1) out.push({ text: `${absent[0]}; ${extra.join(' ')}`, source: i });
      }
  });
  return out;
}
