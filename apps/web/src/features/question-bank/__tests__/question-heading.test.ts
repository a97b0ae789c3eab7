import { describe, expect, it } from 'vitest';
import { questionHeading } from '../lib/question-heading';

describe('questionHeading', () => {
  it('is the question’s first line when short', () => {
    expect(questionHeading('  Why is the sky blue?\nShow your working.')).toBe('Why is the sky blue?');
  });

  it('cuts a long question at a word, never inside one', () => {
    const heading = questionHeading(
      'Explain why the rate of photosynthesis increases as light intensity increases, up to a point.',
    );
    expect(heading).toBe('Explain why the rate of photosynthesis increases as light intensity…');
    expect(heading.length).toBeLessThanOrEqual(71);
  });

  it('names an empty text plainly', () => {
    expect(questionHeading('   ')).toBe('Question');
  });
});
