// The auto-marking engine: pure, deterministic, no I/O. See README.md for the phrase notation.
export type {
  AnswerStructure,
  MachinePhraseProposal,
  MarkResult,
  MarkingPointInput,
  MatchHow,
  MatchSpan,
  NearMiss,
  NearMissReason,
  PointResult,
  QuestionInput,
  WordModel,
} from './types';
export { MarkingInputError } from './types';
export { compileQuestion, MAX_GAP, type CompiledQuestion } from './compile';
export { markAnswer, REVIEW_THRESHOLD } from './mark';
export { MEANING_SIMILARITY, meaningNeighbours } from './meaning';
export { describePhrase, CONCEPT_SHARE, conceptShareOf, type PhraseReading } from './concepts';
export {
  CONCEPT_SHARES,
  fitConceptShare,
  MIN_SHARE_DECISIONS,
  type ConceptShareFit,
  type ConceptShareSample,
} from './concept-share';
export { proposeMachinePhrases } from './learn';
export {
  applyLearning,
  learnFromMarkedAnswers,
  learnQuestion,
  WORD_MODEL_LEARNING,
  type LearnedProposal,
  type LearningEvidence,
  type LearningOptions,
  type LearningResult,
  type MarkedAnswer,
  type WordModelFit,
} from './learning';
export {
  CALIBRATION,
  agreementBand,
  awardedKind,
  kindsFor,
  missedKind,
  modelKind,
  withRawConfidence,
} from './confidence';
export { answerKeys, fitWordModel, strongestKeys, wordScore } from './word-model';
export { isKnownLevel, marksForLevel, NO_CREDIT_LEVEL, type LevelBand } from './levels';
