import { NEGATIONS, STOPWORDS, stemOf } from './lexicon';
import { Kind, type Token } from './tokenize';

/**
 * How much each word of an answer weighs for or against a point, learnt from teacher-marked answers
 * of the question (a logistic model over the answer's word stems). The point's phrases are one more
 * input: `phrases` is added when they award the point, and is never negative, so a phrase that
 * matches can only raise the point's score. The point is awarded when the score is at least 0.
 */
export interface WordModel {
  bias: number;
  /** Added when the point's phrases award it (>= 0). */
  phrases: number;
  /**
   * Weight per answer key: a content word's stem ("evapor"), "!stem" for a word governed by a
   * negation ("not connected": "!connect"), NEGATION_KEY for any negation, numbers as written.
   */
  words: Record<string, number>;
  /**
   * How often the model agreed with the teachers on the marked answers it was fitted on, 5-fold
   * cross-validated, in [0, 1] (learning sets it): how predictable the point's marking is, which
   * the confidence of its marks takes into account. Unknown for a model stored without it.
   */
  agreement?: number;
}

/** The key every negation in an answer adds. */
export const NEGATION_KEY = 'NOT';

/** An answer key and the token it came from. */
export interface AnswerKey {
  key: string;
  token: number;
}

/**
 * The keys of an answer, each once, in answer order: content-word stems, numbers and formulae as
 * written, a negation (NEGATION_KEY) and the next content word after it marked "!" (until a
 * punctuation mark). Stopwords are left out.
 */
export function answerKeys(tokens: readonly Token[]): AnswerKey[] {
  const out: AnswerKey[] = [];
  const seen = new Set<string>();
  const push = (key: string, token: number): void => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ key, token });
  };
  let negated = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === Kind.Punct) {
      negated = false;
      continue;
    }
    if (NEGATIONS.has(t.norm)) {
      negated = true;
      push(NEGATION_KEY, i);
      continue;
    }
    if (STOPWORDS.has(t.norm)) continue;
    const s = t.kind === Kind.Word ? stemOf(t.norm) : t.norm;
    push(negated ? `!${s}` : s, i);
    negated = false;
  }
  return out;
}

/** The model's score (log-odds that the point is awarded) for an answer's keys. */
export function wordScore(model: WordModel, keys: readonly AnswerKey[], phrasesAward: boolean): number {
  let z = model.bias + (phrasesAward ? model.phrases : 0);
  for (const k of keys) z += model.words[k.key] ?? 0;
  return z;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** L2 penalty of the fit (per example), chosen by 5-fold cross-validation on the benchmark's training answers. */
export const WORD_MODEL_L2 = 0.3;
/**
 * The weight a word of the point's own model answers (not of the question) starts from and is
 * drawn back to by the penalty, instead of 0: chosen by 5-fold CV on the benchmark's training
 * answers among 0, 0.3, 0.6, 1, 1.5 and 2.
 */
export const MODEL_ANSWER_PRIOR = 1.5;
/** Passes over the marked answers. */
const EPOCHS = 60;
/** A point gets a word model only from this many usable marked answers, both kinds among them. */
export const MIN_MODEL_ANSWERS = 10;

/**
 * Fit a point's word model to marked answers: stochastic gradient descent of the L2-penalised
 * logistic loss, in the order given (deterministic), each word drawn towards its `prior` (0 when
 * absent) rather than 0; `before`: examples taken first that do not count towards the minimum
 * (the point's model answers). `phrases` is kept at 0 or above.
 * Weights are rounded to 4 decimals so that a stored model reads back the same.
 */
interface Example {
  keys: readonly string[];
  phrasesAward: boolean;
  awarded: boolean;
}

export function fitWordModel(
  examples: readonly Example[],
  options: { l2?: number; prior?: ReadonlyMap<string, number>; before?: readonly Example[] } = {},
): WordModel | null {
  const l2 = options.l2 ?? WORD_MODEL_L2;
  const prior = options.prior ?? new Map<string, number>();
  const yes = examples.filter((e) => e.awarded).length;
  if (examples.length < MIN_MODEL_ANSWERS || yes === 0 || yes === examples.length) return null;
  examples = [...(options.before ?? []), ...examples];
  const n = examples.length;
  // keys as indexes into typed arrays: the passes below are most of what learning costs
  const index = new Map<string, number>();
  const idOf = (k: string): number => {
    let id = index.get(k);
    if (id === undefined) {
      id = index.size;
      index.set(k, id);
    }
    return id;
  };
  for (const k of prior.keys()) idOf(k);
  const rows = examples.map((e) => Int32Array.from(e.keys, idOf));
  const weights = new Float64Array(index.size);
  const centre = new Float64Array(index.size);
  for (const [k, w] of prior) weights[index.get(k)!] = centre[index.get(k)!] = w;
  let bias = 0;
  let phrases = 0;
  let noPhrases = 0;
  const decay = l2 / n;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = 0.5 / (1 + epoch * 0.1);
    for (let i = 0; i < n; i++) {
      const e = examples[i]!;
      const row = rows[i]!;
      let z = bias + (e.phrasesAward ? phrases : noPhrases);
      for (let j = 0; j < row.length; j++) z += weights[row[j]!]!;
      const g = sigmoid(z) - (e.awarded ? 1 : 0);
      bias -= rate * (g + decay * bias);
      if (e.phrasesAward) phrases -= rate * (g + decay * phrases);
      else noPhrases -= rate * (g + decay * noPhrases);
      for (let j = 0; j < row.length; j++) {
        const id = row[j]!;
        const w = weights[id]!;
        weights[id] = w - rate * (g + decay * (w - centre[id]!));
      }
    }
  }
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  const out: Record<string, number> = {};
  for (const [k, id] of [...index].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const w = weights[id]!;
    if (Math.abs(w) >= 1e-3) out[k] = round(w);
  }
  // the phrases' say as one weight added when they award: never negative
  return { bias: round(bias + noPhrases), phrases: round(Math.max(0, phrases - noPhrases)), words: out };
}

/**
 * The keys weighing most for and against a point, strongest first (at most `n` each): how the
 * `mark` CLI and the staff pages show what a word model learnt.
 */
export function strongestKeys(
  model: WordModel,
  n = 5,
): { for: { key: string; weight: number }[]; against: { key: string; weight: number }[] } {
  const ranked = Object.entries(model.words).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const pick = (list: [string, number][]) => list.slice(0, n).map(([key, weight]) => ({ key, weight }));
  return {
    for: pick(ranked.filter(([, w]) => w > 0)),
    against: pick(ranked.filter(([, w]) => w < 0).reverse()),
  };
}
