import { describe, expect, it } from 'vitest';
import { cleanSynonyms, synonymMembers } from './clean-synonyms';

describe('cleanSynonyms', () => {
  it.each([
    [' Sunlight ;light  from the Sun; ', 'sunlight; light from the sun'],
    [';evaporate;boil off;', 'evaporate; boil off'],
    ['A;;B', 'a; b'],
    ['CO2 ;  carbon\tdioxide', 'co2; carbon dioxide'],
    ['single', 'single'],
    ['', ''],
    [' ; ', ''],
  ])('%j -> %j', (input, expected) => expect(cleanSynonyms(input)).toBe(expected));

  it('splits members', () => {
    expect(synonymMembers('Sunlight; light from the Sun')).toEqual(['sunlight', 'light from the sun']);
    expect(synonymMembers(';')).toEqual([]);
  });
});
