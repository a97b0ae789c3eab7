import { compileQuestion, type CompiledQuestion } from './compile';
import { NEGATIONS, STOPWORDS, stemOf } from './lexicon';
import { markAnswer } from './mark';
import { answerTokens, Kind, type Token } from './tokenize';
import type { MachinePhraseProposal, QuestionInput } from './types';

export interface ProposeOptions {
  /** Longest proposal, in content words (default 5). */
  maxWords?: number;
  /** Shortest proposal, in content words (default 2, or 1 when the answer has one content word). */
  minWords?: number;
  /** Proposals per point (default 1), best first. */
  perPoint?: number;
  /** Propose "a & b & c" (content words in any order) instead of the word sequence. */
  anyOrder?: boolean;
}

/**
 * Machine-phrase learning: for each point the teacher awarded (`awardedPointIds`) that the engine
 * did not, propose the answer's relevant phrase as a candidate machine phrase: the window of
 * consecutive content words that shares most stems with the point's own phrases (shortest, then
 * earliest, on ties). A negation governing the window is kept in it, so the phrase keeps its sense.
 * Proposals are written in the phrase notation and are guaranteed to match `answer` itself.
 */
export function proposeMachinePhrases(
  q: CompiledQuestion | QuestionInput,
  answer: string,
  awardedPointIds: readonly string[],
  options: ProposeOptions = {},
): MachinePhraseProposal[] {
  const cq = (q as CompiledQuestion).compiled === true ? (q as CompiledQuestion) : compileQuestion(q as QuestionInput);
  const text = typeof answer === 'string' ? answer : '';
  const result = markAnswer(cq, text);
  const tokens = answerTokens(text);
  const words: number[] = [];
  const content: number[] = [];
  tokens.forEach((t, i) => {
    if (t.kind === Kind.Punct) return;
    words.push(i);
    if (!STOPWORDS.has(t.norm) && !NEGATIONS.has(t.norm)) content.push(i);
  });
  const maxWords = Math.max(1, options.maxWords ?? 5);
  const perPoint = Math.max(1, options.perPoint ?? 1);
  const minWords = content.length === 1 ? 1 : Math.max(1, options.minWords ?? 2);
  const out: MachinePhraseProposal[] = [];
  for (const id of new Set(awardedPointIds)) {
    const point = result.points.find((p) => p.id === id);
    if (!point || point.awarded) continue;
    const stems = cq.pointStems.get(id) ?? new Set<string>();
    const windows: { a: number; len: number; overlap: number }[] = [];
    for (let a = 0; a < content.length; a++) {
      let overlap = 0;
      for (let len = 1; len <= maxWords && a + len <= content.length; len++) {
        const t = tokens[content[a + len - 1]!]!;
        if (stems.has(t.kind === Kind.Word ? stemOf(t.norm) : t.norm)) overlap += 1;
        if (len >= minWords) windows.push({ a, len, overlap });
      }
    }
    windows.sort((x, y) => y.overlap - x.overlap || y.overlap / y.len - x.overlap / x.len || x.a - y.a);
    const seen = new Set<string>();
    for (const w of windows) {
      if (seen.size >= perPoint) break;
      if (w.overlap === 0 && (seen.size > 0 || content.length > maxWords)) break;
      const phrase = windowText(tokens, content[w.a]!, content[w.a + w.len - 1]!, options.anyOrder === true);
      if (phrase === '' || seen.has(phrase)) continue;
      seen.add(phrase);
      out.push({ pointId: id, phrase, score: Math.round((w.overlap / w.len) * 1000) / 1000 });
    }
  }
  return out;
}

/** Words from token `first` to `last`, plus a negation cue just before them (same clause). */
function windowText(tokens: readonly Token[], first: number, last: number, anyOrder: boolean): string {
  let from = first;
  for (let i = first - 1, seen = 0; i >= 0 && seen < 3; i--) {
    const t = tokens[i]!;
    if (t.kind === Kind.Punct) break;
    seen += 1;
    if (NEGATIONS.has(t.norm)) from = i;
  }
  const parts: string[] = [];
  let pendingNeg = '';
  for (let i = from; i <= last; i++) {
    const t = tokens[i]!;
    if (t.kind === Kind.Punct) continue;
    if (!anyOrder) parts.push(t.norm);
    else if (NEGATIONS.has(t.norm)) pendingNeg = `${t.norm} `;
    else if (!STOPWORDS.has(t.norm)) {
      parts.push(pendingNeg + t.norm);
      pendingNeg = '';
    }
  }
  return parts.join(anyOrder ? ' & ' : ' ');
}
