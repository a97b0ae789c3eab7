import { describe, expect, it } from 'vitest';
import { answerTokens, tokenize } from './tokenize';

describe('answerTokens', () => {
  it('reads an answer as tokenize does, and remembers it', () => {
    const answer = "The bulb doesn't light: terminal 1 and the  positive terminal are connected (9,8 m/s²).";
    const tokens = answerTokens(answer);
    expect(tokens).toEqual(tokenize(answer, true));
    expect(answerTokens(answer)).toBe(tokens);
  });

  it('keeps the latest answers up to its size: long answers are read afresh, old ones forgotten', () => {
    const long = 'a long answer '.repeat(1_000);
    expect(answerTokens(long)).not.toBe(answerTokens(long));
    const first = answerTokens('the first answer of many');
    // a million characters of other answers later
    for (let i = 0; i < 1_000; i++) answerTokens(`answer ${i} `.padEnd(1_000, 'x'));
    expect(answerTokens('the first answer of many')).not.toBe(first);
    expect(answerTokens('the first answer of many')).toEqual(first);
  });
});
