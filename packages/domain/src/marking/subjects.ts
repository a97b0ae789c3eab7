import { STOPWORDS, editDistance, spellingAllowance, stemOf } from './lexicon';
import { Kind, tokenize, type Token } from './tokenize';

// The two things a question asks to compare ("Compare aerobic and anaerobic respiration", "the
// differences between plant and animal cells"), and which of them a marking point or a span of an
// answer is about. A point about one of them is not earned by an answer saying it of the other:
// "anaerobic respiration releases more energy" does not earn "aerobic releases more energy".

/** Words of a question that ask for a comparison of two things. */
const COMPARISON_CUES: ReadonlySet<string> = new Set([
  'compare',
  'compared',
  'comparing',
  'comparison',
  'contrast',
  'contrasting',
  'difference',
  'differences',
  'differ',
  'differs',
  'distinguish',
  'versus',
  'vs',
]);

/** Words that end the first thing compared, read backwards from the connector ("between X and Y"). */
const BEFORE_THE_FIRST: ReadonlySet<string> = new Set(['between', 'of', 'for']);

/** Words joining the two things compared. */
const CONNECTORS: ReadonlySet<string> = new Set(['and', 'or', 'with', 'from', 'to', 'versus', 'vs']);

/** Words before a subject that make it the thing compared against, not what the clause is about. */
const COMPARED_AGAINST: ReadonlySet<string> = new Set(['than', 'unlike', 'compared', 'versus', 'vs', 'like']);

/** Ends of the stretch of an answer in which a subject named before a span is taken to govern it first. */
const SENTENCE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?', ';', '\n']);

/** Most content words read on either side of the connector (a modifier and its noun). */
const NOUN_PHRASE_WORDS = 3;

const isContent = (t: Token): boolean => t.kind === Kind.Word && !STOPWORDS.has(t.norm);

/**
 * The stems of the two things the question compares, or an empty list when it compares nothing:
 * around a connector ("X and Y", "X with the Y") in a question holding a comparison cue, the first
 * content word of each side that the other side does not share ("light microscope with the
 * electron microscope": light, electron).
 */
export function contrastedSubjects(prompt: string | undefined): string[] {
  if (typeof prompt !== 'string' || prompt === '') return [];
  const tokens = tokenize(prompt.replace(/<[^>]*>/g, ' '), true);
  if (!tokens.some((t) => COMPARISON_CUES.has(t.norm))) return [];
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!CONNECTORS.has(tokens[i]!.norm)) continue;
    const left: string[] = [];
    for (let j = i - 1; j >= 0 && left.length < NOUN_PHRASE_WORDS; j--) {
      const t = tokens[j]!;
      if (!isContent(t) || COMPARISON_CUES.has(t.norm) || BEFORE_THE_FIRST.has(t.norm)) break;
      left.unshift(stemOf(t.norm));
    }
    let k = i + 1;
    while (k < tokens.length && tokens[k]!.kind === Kind.Word && STOPWORDS.has(tokens[k]!.norm)) k++;
    const right: string[] = [];
    for (; k < tokens.length && right.length < NOUN_PHRASE_WORDS; k++) {
      const t = tokens[k]!;
      if (!isContent(t)) break;
      right.push(stemOf(t.norm));
    }
    const x = left.find((s) => !right.includes(s));
    const y = right.find((s) => !left.includes(s));
    if (x !== undefined && y !== undefined && x !== y) return [x, y];
  }
  return [];
}

/** Which subject a word names: its stem, or else the one subject it is a misspelling of. */
function subjectOfWord(token: Token, subjects: readonly string[]): number {
  if (token.kind !== Kind.Word) return -1;
  const stem = stemOf(token.norm);
  const exact = subjects.indexOf(stem);
  if (exact >= 0) return exact;
  let found = -1;
  let best = Infinity;
  let tie = false;
  for (let s = 0; s < subjects.length; s++) {
    const subject = subjects[s]!;
    if (subject[0] !== stem[0]) continue;
    const allowed = spellingAllowance(stem.length > subject.length ? stem : subject);
    if (allowed === 0) continue;
    const d = editDistance(stem, subject, allowed);
    if (d > allowed) continue;
    if (d < best) {
      best = d;
      found = s;
      tie = false;
    } else if (d === best) tie = true;
  }
  return tie ? -1 : found;
}

/**
 * The one subject a marking point's texts (a phrase, else the point as the teacher wrote it) name,
 * or -1 when they name neither or both.
 */
export function subjectOfTexts(texts: readonly string[], subjects: readonly string[]): number {
  if (subjects.length === 0) return -1;
  for (const text of texts) {
    const named = new Set<number>();
    for (const t of tokenize(text, true)) {
      const s = subjectOfWord(t, subjects);
      if (s >= 0) named.add(s);
    }
    if (named.size === 1) return [...named][0]!;
    if (named.size > 1) return -1;
  }
  return -1;
}

/** The subject each token of an answer names (-1: none, or only the thing compared against). */
export interface AnswerSubjects {
  of: Int8Array;
}

/** Which subject each token of an answer names. */
export function answerSubjects(tokens: readonly Token[], subjects: readonly string[]): AnswerSubjects {
  const of = new Int8Array(tokens.length).fill(-1);
  for (let i = 0; i < tokens.length; i++) {
    const s = subjectOfWord(tokens[i]!, subjects);
    if (s < 0) continue;
    // "more energy than anaerobic": the thing compared against does not govern the clause
    const before = [tokens[i - 1], tokens[i - 2]].filter((t): t is Token => t !== undefined);
    if (before.some((t) => COMPARED_AGAINST.has(t.norm))) continue;
    of[i] = s;
  }
  return { of };
}

/**
 * Which subject governs the answer's tokens [first, last]: one the span itself names; else the
 * nearest named before it in its sentence; else the nearest after it in its sentence ("Lactic acid
 * is made by anaerobic respiration"); else the last named in an earlier sentence ("Anaerobic
 * respiration needs no oxygen. It makes lactic acid."). -1 when the answer names none.
 */
export function governingSubject(tokens: readonly Token[], named: AnswerSubjects, first: number, last: number): number {
  let inside = -1;
  for (let i = first; i <= last; i++) {
    const s = named.of[i]!;
    if (s < 0) continue;
    if (inside >= 0 && inside !== s) return -1;
    inside = s;
  }
  if (inside >= 0) return inside;
  let i = first - 1;
  for (; i >= 0 && !SENTENCE_ENDS.has(tokens[i]!.norm); i--) if (named.of[i]! >= 0) return named.of[i]!;
  for (let j = last + 1; j < tokens.length && !SENTENCE_ENDS.has(tokens[j]!.norm); j++)
    if (named.of[j]! >= 0) return named.of[j]!;
  for (; i >= 0; i--) if (named.of[i]! >= 0) return named.of[i]!;
  return -1;
}
