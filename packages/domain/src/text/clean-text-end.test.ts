import { describe, expect, it } from 'vitest';
import { cleanTextEnd } from './clean-text-end';

describe('cleanTextEnd', () => {
  it.each([
    ['  The answer.  ', 'The answer'],
    ['Photosynthesis,', 'Photosynthesis'],
    ['Why?!', 'Why?'],
    ['Really...', 'Really..'],
    ['Note:', 'Note'],
    ['a;', 'a'],
    ['word !', 'word'],
    ['no mark here', 'no mark here'],
    ['(brackets)', '(brackets)'],
    ['', ''],
    ['   ', ''],
    ['.', ''],
  ])('%j -> %j', (input, expected) => expect(cleanTextEnd(input)).toBe(expected));
});
