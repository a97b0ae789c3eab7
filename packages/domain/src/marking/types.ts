/** Public types of the marking engine; the server and the web app use them as they are. */
import type { WordModel } from './word-model';

export type { WordModel } from './word-model';

export interface MarkingPointInput {
  id: string;
  marks: number;
  /**
   * The point as the teacher wrote it ("Anaerobic respiration produces lactic acid"): when the
   * question compares two things, it says which of them the point is about (`subjects.ts`).
   */
  text?: string;
  /** Accepted phrases in the phrase notation (see README.md). */
  phrases: string[];
  /** Phrases learnt from teacher-marked answers; same notation, reported as how: 'machine'. */
  machinePhrases: string[];
  /**
   * Word weights learnt from teacher-marked answers (learnFromMarkedAnswers): with one, the point is
   * awarded when the answer's words and the phrases' verdict together score at least 0 (see word-model.ts).
   */
  wordModel?: WordModel | null;
}

/**
 * How the expected answer is shaped.
 * - null / text: free text, marked by phrases.
 * - numeric: a quantity; points without phrases (and phrases that are a bare quantity such as
 *   "9.8 m/s2") are matched by value within `tolerance` (absolute) and, when given, by unit.
 * - parts: labelled sub-answers; informational (points match anywhere in the answer).
 */
export type AnswerStructure =
  | null
  | { type: 'numeric'; value: number; tolerance: number; unit?: string | null }
  | { type: 'parts'; parts: { label: string }[] }
  | { type: 'text' };

export interface QuestionInput {
  maxMarks: number;
  markingPoints: MarkingPointInput[];
  /** synonym string: "sunlight; light from the sun" = those terms are interchangeable. */
  synonyms: string[];
  structure: AnswerStructure;
  /** Levelled (banded) question: the engine suggests a level, the teacher decides. */
  levelled?: boolean;
  /** Level bands: the highest level whose minPoints is reached is suggested. */
  levels?: { level: number; minPoints: number }[];
  /**
   * The question as students read it (HTML tags are ignored). Words it already holds are optional in
   * a model answer read as concepts: students copy them, so they prove nothing.
   */
  prompt?: string;
  /**
   * Share of a model answer's concepts an answer needs (default CONCEPT_SHARE, kept within [0.1, 1]):
   * fitted to how teachers marked the subject's other questions (`fitConceptShare`).
   */
  conceptShare?: number;
  /**
   * Similarity a meaning-level match needs (a word WordNet gives the same meaning as a phrase word,
   * close in use by word vectors; ADR 0044), default MEANING_SIMILARITY; 1 or more turns them off.
   */
  meaningSimilarity?: number;
}

/**
 * How a span matched: exact words, a staff synonym, a curated equivalence (CO2 = carbon dioxide,
 * sulphur = sulfur), the same stem, another form of the word (WordNet: religion / religious),
 * spelling tolerance, a machine phrase, a number with its unit, or (`weighted`) words that the
 * teacher-marked answers of the question weigh for the point (its word model).
 */
export type MatchHow =
  | 'exact'
  | 'synonym'
  | 'equivalent'
  | 'stem'
  | 'word-form'
  | 'spelling'
  | 'machine'
  | 'number'
  | 'weighted'
  | 'meaning';

/** A piece of evidence: offsets into the ORIGINAL answer string, `answer.slice(start, end) === text`. */
export interface MatchSpan {
  start: number;
  end: number;
  text: string;
  how: MatchHow;
  /** `meaning`: the phrase's words this span stands for ("no limit" for "unlimited"). */
  standsFor?: string;
  /** `meaning`: how close in meaning, the lowest word similarity of the span, in (0, 1]. */
  similarity?: number;
}

/**
 * `outweighed`: a phrase matched, but the answer's other words weigh against the point (answers
 * marked wrong by teachers say them); the span is the word weighing most against it.
 *
 * `wrong-subject`: the question compares two things and the phrase matched where the answer says it
 * of the other one ("anaerobic respiration releases more energy" for "aerobic releases more
 * energy"); the span is the evidence said of the wrong one.
 */
export type NearMissReason =
  'negated' | 'missing-unit' | 'wrong-unit' | 'out-of-tolerance' | 'outweighed' | 'wrong-subject';

/** Evidence that almost earned a point, shown to the teacher. */
export interface NearMiss {
  start: number;
  end: number;
  text: string;
  reason: NearMissReason;
  /** The accepted phrase that nearly matched. */
  phrase: string;
}

export interface PointResult {
  id: string;
  awarded: boolean;
  matches: MatchSpan[];
  nearMisses: NearMiss[];
  /**
   * What the answer lacks, as written in the closest phrase ("not connected", "9.8 m/s2"): for a
   * point not awarded, the parts or concepts of the phrase it came nearest to; for a point awarded by
   * a partial phrase or a model answer, the parts it did without. Absent when nothing is missing.
   */
  missing?: string[];
  /**
   * The kind of evidence that decided the point, the key of its calibrated confidence (CALIBRATION):
   * `exact`, `inexact`, `synonym`, `machine-1`/`machine-n`, `near-miss`, `missed-0.4`…`missed-1.0`, or
   * for a point with a word model `words-agree-<band>` / `words-overrule-<band>` (the model agrees with
   * the phrases' verdict or overrules it; band: the model's certainty, 0.5 … 0.99).
   */
  kind?: string;
}

export interface MarkResult {
  marks: number;
  points: PointResult[];
  /** How sure the engine is of this result, in [0, 1]. */
  confidence: number;
  /** confidence < REVIEW_THRESHOLD, or a levelled question: a teacher should look. */
  needsReview: boolean;
  suggestedLevel?: number;
}

/** A candidate machine phrase for a point the teacher awarded but the engine missed. */
export interface MachinePhraseProposal {
  pointId: string;
  phrase: string;
  /** Share of the proposal's content words that also occur in the point's phrases, in [0, 1]. */
  score: number;
}

/** Thrown by compileQuestion when the question cannot be read at all. */
export class MarkingInputError extends Error {
  override name = 'MarkingInputError';
}
