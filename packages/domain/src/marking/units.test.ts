import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';
import { readUnit } from './units';

const key = (s: string) => readUnit(tokenize(s, true), 0).key;

describe('readUnit', () => {
  it('reads the usual ways of writing m/s²', () => {
    for (const s of ['m/s2', 'm/s^2', 'm s-2', 'm s^-2', 'm/s²', 'm·s⁻²', 'metres per second squared', 'm / s / s'])
      expect(key(s)).toBe('m^1 s^-2');
  });
  it('reads compound and named units', () => {
    expect(key('kg m/s')).toBe('kg^1 m^1 s^-1');
    expect(key('joules')).toBe('J^1');
    expect(key('°C')).toBe('°C^1');
    expect(key('Ω')).toBe('Ω^1');
  });
  it('stops at words that are not units', () => {
    const toks = tokenize('m/s2 downwards', true);
    expect(readUnit(toks, 0).used).toBe(3);
    expect(key('apples')).toBe('');
  });
});
