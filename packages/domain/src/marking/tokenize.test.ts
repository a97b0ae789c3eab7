import { describe, expect, it } from 'vitest';
import { answerTokens, tokenize, withAnswersRead } from './tokenize';

describe('answerTokens', () => {
  const answer = "The bulb doesn't light: terminal 1 and the  positive terminal are connected (9,8 m/s²).";

  it('reads an answer as tokenize does, afresh outside a learning run', () => {
    expect(answerTokens(answer)).toEqual(tokenize(answer, true));
    expect(answerTokens(answer)).not.toBe(answerTokens(answer));
  });

  it('reads the answers of a run once, inner runs too, and forgets them after it', () => {
    const other = 'A gap in the circuit.';
    const seen = withAnswersRead([answer], () => {
      const first = answerTokens(answer);
      expect(answerTokens(answer)).toBe(first);
      withAnswersRead([other], () => {
        expect(answerTokens(answer)).toBe(first);
        expect(answerTokens(other)).toBe(answerTokens(other));
      });
      expect(answerTokens(other)).not.toBe(answerTokens(other));
      return first;
    });
    expect(seen).toEqual(tokenize(answer, true));
    expect(answerTokens(answer)).not.toBe(seen);
  });

  it('reads afresh the answers past four million characters of a run', () => {
    const long = (i: number) => `answer ${i} `.padEnd(10_000, 'x');
    const answers = Array.from({ length: 401 }, (_, i) => long(i));
    withAnswersRead(answers, () => {
      expect(answerTokens(long(0))).toBe(answerTokens(long(0)));
      expect(answerTokens(long(399))).toBe(answerTokens(long(399)));
      expect(answerTokens(long(400))).not.toBe(answerTokens(long(400)));
    });
  });

  it('forgets the run when its work throws', () => {
    expect(() =>
      withAnswersRead([answer], () => {
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(answerTokens(answer)).not.toBe(answerTokens(answer));
  });
});
