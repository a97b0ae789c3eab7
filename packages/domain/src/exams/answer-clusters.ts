import { editDistance } from '../marking/lexicon';
import { normaliseStudentAnswer } from '../text/index';

/**
 * Groups answers to one question so a teacher marks each group once: first answers with the same
 * words after normalisation (case, spacing, punctuation at the end), then near-identical groups
 * joined (a small edit distance, scaled to length). Deterministic: the same input gives the same
 * clusters in the same order.
 */

/** Edits allowed between two near-identical answers: a tenth of the length, at most this many. */
export const NEAR_MAX_EDITS = 3;
/** Answers shorter than this (normalised) only cluster when identical. */
export const NEAR_MIN_LENGTH = 8;
/** Longer answers only cluster when identical: comparing them letter by letter costs too much. */
export const NEAR_MAX_LENGTH = 300;

export interface ClusterInput<T> {
  item: T;
  text: string;
}

export interface AnswerCluster<T> {
  key: string;
  /** The normalised text of the cluster's first (largest) group. */
  label: string;
  kind: 'same' | 'near' | 'single';
  items: T[];
}

/** The key of an answer: its normalised words, lowercase. */
export function clusterKey(text: string): string {
  return normaliseStudentAnswer(text)
    .toLowerCase()
    .replace(/[.,!?:;]+$/u, '')
    .trim();
}

function allowance(length: number): number {
  if (length < NEAR_MIN_LENGTH || length > NEAR_MAX_LENGTH) return 0;
  return Math.min(NEAR_MAX_EDITS, Math.floor(length / 10) || 1);
}

/** Clusters answers; larger clusters first, then by key. */
export function clusterAnswers<T>(inputs: readonly ClusterInput<T>[]): AnswerCluster<T>[] {
  const groups = new Map<string, T[]>();
  for (const { item, text } of inputs) {
    const key = clusterKey(text);
    const g = groups.get(key);
    if (g) g.push(item);
    else groups.set(key, [item]);
  }
  // biggest groups first: a near-identical answer joins the most common spelling of it
  const keys = [...groups.keys()].sort((a, b) => groups.get(b)!.length - groups.get(a)!.length || (a < b ? -1 : 1));
  const joined = new Map<string, string[]>();
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i++) {
    const head = keys[i]!;
    if (taken.has(head)) continue;
    taken.add(head);
    const members = [head];
    const max = allowance(head.length);
    if (max > 0 && head !== '') {
      for (let j = i + 1; j < keys.length; j++) {
        const other = keys[j]!;
        if (taken.has(other) || other === '') continue;
        const m = Math.min(max, allowance(other.length));
        if (m > 0 && editDistance(head, other, m) <= m) {
          members.push(other);
          taken.add(other);
        }
      }
    }
    joined.set(head, members);
  }
  const clusters: AnswerCluster<T>[] = [...joined].map(([head, members]) => {
    const items = members.flatMap((k) => groups.get(k)!);
    return {
      key: head,
      label: head,
      kind: members.length > 1 ? 'near' : items.length > 1 ? 'same' : 'single',
      items,
    };
  });
  return clusters.sort((a, b) => b.items.length - a.items.length || (a.key < b.key ? -1 : 1));
}
