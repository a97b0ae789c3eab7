import { describe, expect, it } from 'vitest';
import { isNumberOnly } from './is-number-only';

describe('isNumberOnly', () => {
  it.each(['0', '7', '0042', '1234567890'])('accepts %j', (s) => expect(isNumberOnly(s)).toBe(true));
  it.each(['', ' 1', '1 ', '-1', '+1', '1.5', '1,5', '1e3', 'abc', '١٢', '12a'])('rejects %j', (s) =>
    expect(isNumberOnly(s)).toBe(false),
  );
});
