// What learning from marked answers takes and gives: the options, the proposals and their evidence.
import type { QuestionInput } from './types';

/** A teacher-marked answer of the question: `awarded` holds the point ids, when known. */
export interface MarkedAnswer {
  answer: string;
  marks: number;
  awarded?: readonly string[];
}

export interface LearningOptions {
  /** The question's own text: phrases made only of its words are never proposed. */
  questionText?: string;
  /** A proposal is kept when its precision on held-out marked answers is at least this (default 0.8). */
  minPrecision?: number;
  /** Held-out answers it must newly credit correctly to be kept (default 1; 0 keeps untested ones). */
  minSupport?: number;
  /** Window proposals: longest, in content words (default 5), and how many per missed point (default 1). */
  maxWords?: number;
  perPoint?: number;
  /** Also offer each credited answer's key words as a partial phrase "k of: a & b & …" (default true). */
  answerPhrases?: boolean;
  /** Shares of an answer's key words such partial phrases need; each is vetted (default 0.5 and 0.75). */
  answerShares?: readonly number[];
  /**
   * Also offer each of a point's own phrases as partial phrases of its key words (with and without
   * the question's words), so a model answer written as a sentence credits paraphrases the marked
   * answers show to be right (default true).
   */
  phraseParts?: boolean;
  /**
   * Propose machine phrases from the answers the engine missed (default true). Off, with
   * answerPhrases, phraseParts, synonyms and fitReadings off too, learning only fits word models
   * over the question's phrases as they stand (WORD_MODEL_LEARNING).
   */
  machinePhrases?: boolean;
  /** Learn synonyms: a word of a point's phrase that credited answers say with another word (default true). */
  synonyms?: boolean;
  /**
   * Fit how much of each model answer read as concepts a point needs to the marked answers: the
   * model answer is proposed as its precise phrase "k of: …", k from the engine's share up to all
   * its concepts, the one that agrees best with the teachers (default true; lower shares than the
   * engine's did not help on the benchmark's training answers: machine phrases make up recall).
   */
  fitReadings?: boolean;
  /**
   * Keep a proposal only when it newly credits some answer the better-evidenced proposals before it
   * do not (default false: on the benchmark's training answers it helped Beetle and hurt SciEntsBank more).
   */
  pruneRedundant?: boolean;
  /**
   * Fit each point's word model to the marked answers (default true; needs at least 10 usable
   * answers of both kinds): how much each word of an answer weighs for or against the point, with
   * the phrases' verdict (after the readings, machine phrases and synonyms learnt) as one input.
   */
  wordModel?: boolean;
  /**
   * Word models also learn from answers given part of the marks without saying which points (a
   * question of several points): the points taken as earned are those whose phrases the answer
   * holds most of, until their marks make up the answer's (default true).
   */
  partialMarks?: boolean;
  /**
   * Keep a point's word model only when, cross-validated on the marked answers, it agrees with the
   * teachers on at least as many of them as the point's phrases alone do (default false).
   */
  wordModelGate?: boolean;
}

/**
 * How a point's word model fared on the marked answers it was fitted on: 5-fold cross-validated
 * agreement with the teachers' decisions (a fold whose training answers cannot fit a model is
 * marked by the phrases, as marking then would), beside the phrases' own agreement.
 */
export interface WordModelFit {
  pointId: string;
  /** Usable marked answers the model was fitted on (the point's model answers not counted). */
  answers: number;
  /** Share of them on which the cross-validated model agrees with the teacher, in [0, 1]. */
  agreement: number;
  /** Share on which the point's phrases alone agree with the teacher, in [0, 1]. */
  phrasesAgreement: number;
  /** Whether the question learnt keeps the model (always, unless wordModelGate turned it down). */
  kept: boolean;
}

/** What a proposal would do to the marked answers it was not learnt from. */
export interface LearningEvidence {
  /** Held-out answers the teacher awarded the point, missed today, that it would credit. */
  newlyCorrect: number;
  /** Held-out answers the teacher did not award the point, not credited today, that it would credit. */
  newlyWrong: number;
  /** Precision over every held-out answer it credits (1 when it credits none). */
  precision: number;
  /** Marked answers it was judged on (every usable answer it was not learnt from alone). */
  heldOut: number;
}

export interface LearnedProposal {
  /** 'reading': a model answer of the point rewritten as the precise phrase the marked answers fit. */
  kind: 'machine-phrase' | 'synonym' | 'reading';
  /** The point the phrase is for; null for a synonym (it serves the whole question). */
  pointId: string | null;
  /** A machine phrase or precise phrase in the phrase notation, or a synonym string "word; other words". */
  text: string;
  /** For a reading: the point's phrase (a model answer) it replaces. */
  replaces?: string;
  evidence: LearningEvidence;
  /** Indexes (into the examples) of the answers it was learnt from. */
  sources: number[];
}

export interface LearningResult {
  /** Vetted proposals, best evidence first. */
  proposals: LearnedProposal[];
  /** Candidates the held-out answers turned down, with their evidence (for a reviewer's curiosity). */
  rejected: LearnedProposal[];
  /** The question with the vetted synonyms and machine phrases added (what marking then uses). */
  question: QuestionInput;
  /** Per point a word model was fitted for: its cross-validated agreement (empty without word models). */
  wordModels: WordModelFit[];
}
