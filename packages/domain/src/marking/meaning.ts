/**
 * Meaning-level matches (ADR 0044): a word of an answer stands for a word of a phrase when WordNet
 * gives them one meaning and their word vectors, as used, are close (`meaning.data.ts`, built by
 * `scripts/build-meaning.ts` from packaged data; nothing is fetched). A match through one is
 * reported as `meaning` with its similarity, beside the phrase word it stands for.
 */
import { MEANING_NEIGHBOURS } from './meaning.data';

/**
 * The similarity (cosine of the two words' vectors) a meaning-level match needs unless the question
 * says otherwise (`QuestionInput.meaningSimilarity`). Above 1: off by default. On the benchmark's
 * training answers read as new questions the best level, 0.7, gained 0.002 mean balanced agreement
 * (SAF only; Beetle +0.001, SciEntsBank -0.001), under ADR 0044's 0.01 rule for changing a default,
 * and it slowed learning (500 marked answers about 1.2 s to 2.4 s on the loaded machine).
 */
export const MEANING_SIMILARITY = 1.01;
/** The level the training answers preferred, for a question or curriculum that turns it on. */
export const MEANING_SIMILARITY_FITTED = 0.7;

let table: Map<string, [string, number][]> | null = null;

/** Stems of one meaning as a stem (Porter), each with its similarity in (0, 1]; read on first use. */
export function meaningNeighbours(stem: string): readonly [string, number][] {
  if (table === null) {
    table = new Map();
    for (const entry of MEANING_NEIGHBOURS.split(' ')) {
      const at = entry.indexOf(':');
      table.set(
        entry.slice(0, at),
        entry
          .slice(at + 1)
          .split(',')
          .map((p) => {
            const eq = p.indexOf('=');
            return [p.slice(0, eq), Number(p.slice(eq + 1)) / 100] as [string, number];
          }),
      );
    }
  }
  return table.get(stem) ?? [];
}

/** The similarity a question's meaning matches need: its own within [0.3, 1] (1 turns them off), else the default. */
export function meaningSimilarityOf(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(1.01, Math.max(0.3, value))
    : MEANING_SIMILARITY;
}
