import { describe, expect, it } from 'vitest';
import {
  CONCEPT_SHARE,
  compileQuestion,
  conceptShareOf,
  describePhrase,
  fitConceptShare,
  markAnswer,
  MIN_SHARE_DECISIONS,
  type MarkedAnswer,
  type QuestionInput,
  type WordModel,
} from './index';

const MODEL = 'the moon reflects light from the sun onto the earth at night';
/** MODEL's concepts, each matched by its own word only (no spelling tolerance crosses them). */
const CONCEPTS = ['moon', 'reflects', 'light', 'sun', 'earth', 'night'];
/** Openings that carry no concept: the same answer said several ways, so each kind has enough decisions. */
const OPENINGS = ['I think', 'maybe', 'because', 'so', 'it is that'];

const question = (phrase = MODEL, wordModel?: WordModel): QuestionInput => ({
  maxMarks: 1,
  markingPoints: [{ id: 'p', marks: 1, phrases: [phrase], machinePhrases: [], ...(wordModel ? { wordModel } : {}) }],
  synonyms: [],
  structure: null,
});

/**
 * Every combination of MODEL's concepts, after each of `openings`, credited by its teacher when it
 * holds at least `credited` of them.
 */
function markedAnswers(credited: number, openings: readonly string[] = OPENINGS): MarkedAnswer[] {
  const out: MarkedAnswer[] = [];
  for (let set = 0; set < 1 << CONCEPTS.length; set++) {
    const held = CONCEPTS.filter((_, i) => set & (1 << i));
    for (const opening of openings)
      out.push({ answer: `${opening} ${held.join(' and ')}`, marks: held.length >= credited ? 1 : 0 });
  }
  return out;
}

describe('fitConceptShare', () => {
  it('fits a lenient share to teachers who credit a few of a long model answer’s concepts', () => {
    const fit = fitConceptShare([{ question: question(), examples: markedAnswers(2) }]);
    expect(fit).not.toBeNull();
    expect(fit!.share).toBeLessThan(CONCEPT_SHARE);
    expect(describePhrase(MODEL, undefined, fit!.share)!.needed).toBe(2);
    expect(fit!.agreement).toBe(1);
    expect(fit!.agreement).toBeGreaterThan(fit!.defaultAgreement);
    expect(fit!.decisions).toBe(OPENINGS.length * 64);
  });

  it('fits a strict share to teachers who credit only answers with nearly all of them', () => {
    const fit = fitConceptShare([{ question: question(), examples: markedAnswers(5) }]);
    expect(fit).not.toBeNull();
    expect(fit!.share).toBeGreaterThan(CONCEPT_SHARE);
    expect(describePhrase(MODEL, undefined, fit!.share)!.needed).toBe(5);
    expect(fit!.agreement).toBe(1);
    expect(fit!.agreement).toBeGreaterThan(fit!.defaultAgreement);
  });

  it('keeps the default when the teachers agree with it', () => {
    const fit = fitConceptShare([{ question: question(), examples: markedAnswers(3) }]);
    expect(fit).toMatchObject({ share: CONCEPT_SHARE, agreement: 1, defaultAgreement: 1 });
  });

  it('needs MIN_SHARE_DECISIONS decisions of each kind', () => {
    const right = (n: number): MarkedAnswer[] => Array.from({ length: n }, () => ({ answer: MODEL, marks: 1 }));
    const wrong = (n: number): MarkedAnswer[] => Array.from({ length: n }, () => ({ answer: 'no idea', marks: 0 }));
    const fit = (examples: MarkedAnswer[]) => fitConceptShare([{ question: question(), examples }]);
    expect(fit([...right(MIN_SHARE_DECISIONS), ...wrong(MIN_SHARE_DECISIONS)])).not.toBeNull();
    expect(fit([...right(MIN_SHARE_DECISIONS - 1), ...wrong(500)])).toBeNull();
    expect(fit([...right(500), ...wrong(MIN_SHARE_DECISIONS - 1)])).toBeNull();
    // 7 answers of 64 hold five concepts or more: one opening gives too few credited
    expect(fitConceptShare([{ question: question(), examples: markedAnswers(5, ['so']) }])).toBeNull();
  });

  it('is null when no point holds a model answer read as concepts', () => {
    expect(describePhrase('light energy')).toBeNull();
    expect(fitConceptShare([{ question: question('light energy'), examples: markedAnswers(2) }])).toBeNull();
    expect(fitConceptShare([])).toBeNull();
  });

  it('counts the decisions of every question together', () => {
    const few = markedAnswers(5, ['so']);
    expect(fitConceptShare([{ question: question(), examples: few }])).toBeNull();
    const fit = fitConceptShare(
      OPENINGS.map((opening) => ({ question: question(), examples: markedAnswers(5, [opening]) })),
    );
    expect(fit!.share).toBeGreaterThan(CONCEPT_SHARE);
  });

  it('sets word models aside', () => {
    // a model that credits every answer whatever its words: counted, it would pull the fit lenient
    const creditsAll: WordModel = { bias: 10, phrases: 0, words: {} };
    for (const credited of [2, 5]) {
      const without = fitConceptShare([{ question: question(), examples: markedAnswers(credited) }]);
      const withModel = fitConceptShare([{ question: question(MODEL, creditsAll), examples: markedAnswers(credited) }]);
      expect(withModel).toEqual(without);
    }
  });
});

describe('a question’s own concept share', () => {
  const threeConcepts = 'the moon and the sun light it';

  it('changes how many concepts an answer needs', () => {
    expect(describePhrase(MODEL)!.needed).toBe(3);
    expect(describePhrase(MODEL, undefined, 0.6)!.needed).toBe(4);
    expect(describePhrase(MODEL, undefined, 0.6)!.precise).toBe('4 of: moon & reflects & light & sun & earth & night');
    const awarded = (q: QuestionInput) => markAnswer(compileQuestion(q), threeConcepts).marks;
    expect(awarded(question())).toBe(1);
    expect(awarded({ ...question(), conceptShare: 0.6 })).toBe(0);
    expect(awarded({ ...question(), conceptShare: 0.2 })).toBe(1);
  });

  it('is kept within [0.1, 1], and the default stands in for a share that is not a number', () => {
    expect(conceptShareOf(0.6)).toBe(0.6);
    expect(conceptShareOf(5)).toBe(1);
    expect(conceptShareOf(-1)).toBe(0.1);
    expect(conceptShareOf(0)).toBe(0.1);
    for (const odd of [undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(conceptShareOf(odd)).toBe(CONCEPT_SHARE);
    expect(describePhrase(MODEL, undefined, 5)!.needed).toBe(CONCEPTS.length);
    expect(describePhrase(MODEL, undefined, 0)!.needed).toBe(1);
    const marks = (conceptShare: number) =>
      markAnswer(compileQuestion({ ...question(), conceptShare }), threeConcepts).marks;
    expect(marks(Number.NaN)).toBe(1);
    expect(marks(5)).toBe(0);
    expect(markAnswer(compileQuestion({ ...question(), conceptShare: 5 }), MODEL).marks).toBe(1);
  });
});
