// What compiling a question produces: terms, word and quantity groups, phrases, points and the indexes.
import type { Kind } from './tokenize';
import type { UnitKey } from './units';
import type { WordModel } from './word-model';

export interface Term {
  key: string;
  stem: string;
  /** Word-form family of the stem (WordNet derivations): religion and religious share one. */
  family: string;
  exactOnly: boolean;
  kind: Kind;
  neg: boolean;
  /** Spelling edits this term tolerates (0 for short words, numbers, formulae, units, exact-only). */
  fuzz: number;
}

export type CompiledGroup =
  | { kind: 'words'; terms: number[]; gaps: number[]; neg: number }
  | { kind: 'quantity'; value: number; tol: number; unit: UnitKey | null };

export type PhraseSource = 'phrase' | 'synonym' | 'equivalence' | 'machine';

export interface CompiledPhrase {
  /** The phrase as the teacher wrote it (for synonym variants: the variant). */
  text: string;
  source: PhraseSource;
  groups: CompiledGroup[];
  /** What each group stands for, as written ("not connected", "9.8 m/s2"): reported when missing. */
  labels: string[];
  /** True when the phrase was written as a sentence and is read as its concepts. */
  concepts: boolean;
  /** Concepts of a sentence left out because the question already contains them. */
  optional: string[];
  /** Parts ('&' groups) that must match: all of them unless the phrase says "k of: a & b & c". */
  min: number;
  /**
   * Every word term of the phrase, when all of them are needed (no "k of:", no quantity part): one
   * absent term rules the phrase out without a near miss. Null otherwise.
   */
  required: number[] | null;
  /**
   * Which of the two things the question compares this phrase credits (`subjects.ts`; -1: not bound
   * to either): evidence the answer says of the other one does not count.
   */
  subject: number;
}

export interface CompiledPoint {
  id: string;
  marks: number;
  phrases: CompiledPhrase[];
  /** Word weights learnt from marked answers, when the point has them. */
  model: WordModel | null;
}

/** A question prepared once for fast repeated marking. Treat as opaque. */
export interface CompiledQuestion {
  readonly compiled: true;
  maxMarks: number;
  points: CompiledPoint[];
  levelled: boolean;
  levels: { level: number; minPoints: number }[];
  terms: Term[];
  exactIndex: Map<string, number[]>;
  stemIndex: Map<string, number[]>;
  /** Word-form family -> terms whose stem is in it but differs from the family name's own. */
  familyIndex: Map<string, number[]>;
  /** Answer stem -> terms of one meaning with it, and their similarity (`meaning.ts`). */
  meaningIndex: Map<string, number[]>;
  /** `${answer stem} ${term stem}` -> similarity of a meaning-level pair the index holds. */
  meaningSimilarity: Map<string, number>;
  fuzzyByFirst: Map<string, number[]>;
  hasQuantities: boolean;
  /** Stems of the two things the question compares (`contrastedSubjects`), or none. */
  subjects: string[];
  /** Content-word stems of each point's own phrases, for machine-phrase proposals. */
  pointStems: Map<string, Set<string>>;
  /** token norm -> packed hits (termId * 4 + how), filled lazily. */
  hitCache: Map<string, number[]>;
  /** Per-answer scratch, reused to avoid allocation. */
  scratch: { pos: number[][]; how: number[][]; touched: number[] };
}
