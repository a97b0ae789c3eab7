import { describe, expect, it } from 'vitest';
import { isAlreadyNormal, normaliseStudentAnswer, normaliseWithMap } from './normalise-student-answer';

describe('normaliseStudentAnswer', () => {
  it.each([
    ['Energy  ,from the sun ( light )\n\n\n  yes', 'Energy, from the sun (light)\nyes'],
    ['line one\r\n\r\n\r\nline two', 'line one\nline two'],
    ['  spaced   out  ', 'spaced out'],
    ['red,blue;green', 'red, blue; green'],
    ['it ends here .', 'it ends here.'],
    ['end.Next sentence', 'end. Next sentence'],
    ['9,8 and 3.5 stay', '9,8 and 3.5 stay'],
    ['a=b', 'a = b'],
    ['x  ≥3', 'x ≥ 3'],
    ['2 +3', '2 + 3'],
    ['H+ ions', 'H+ ions'],
    ['v = 9.8 m / s ^ 2', 'v = 9.8 m/s^2'],
    ['[ array ]', '[array]'],
  ])('tidies spacing %j', (input, expected) => expect(normaliseStudentAnswer(input)).toBe(expected));

  it.each([
    ['smile 😀 ok', 'smile ok'],
    ['zero\u200bwidth', 'zerowidth'],
    ['bell\u0007 char', 'bell char'],
    ['\ufeffBOM', 'BOM'],
    ['private \ue000 use', 'private use'],
    ['thumbs 👍🏽 up', 'thumbs up'],
  ])('removes unusual characters %j', (input, expected) => expect(normaliseStudentAnswer(input)).toBe(expected));

  it.each([
    ['m/s²', 'm/s2'],
    ['H₂O', 'H2O'],
    ['25 °C', '25 °C'],
    ['5 µm and 3 Ω', '5 μm and 3 Ω'],
    ['it’s “quoted” – fine', 'it\'s "quoted" - fine'],
    ['café naïve Straße 日本語 русский', 'café naïve Straße 日本語 русский'],
    ['a ± b × c ÷ d', 'a ± b × c ÷ d'],
    ['full-width ＡＢＣ１２３', 'full-width ABC123'],
  ])('keeps letters, digits, units and operators %j', (input, expected) =>
    expect(normaliseStudentAnswer(input)).toBe(expected),
  );

  it('maps every normalised character back into the original', () => {
    const input = ' Light 😀 energy ,from  the Sun²\n\n\nok';
    const { text, srcStart, srcEnd } = normaliseWithMap(input);
    expect(text).toBe('Light energy, from the Sun2\nok');
    expect(srcStart).toHaveLength(text.length);
    for (let i = 0; i < text.length; i++) {
      expect(srcStart[i]!).toBeLessThanOrEqual(srcEnd[i]!);
      expect(srcEnd[i]!).toBeLessThanOrEqual(input.length);
    }
    const at = text.indexOf('energy');
    expect(input.slice(srcStart[at]!, srcEnd[at + 5]!)).toBe('energy');
    const two = text.indexOf('2');
    expect(input.slice(srcStart[two]!, srcEnd[two]!)).toBe('²');
  });

  it('handles the empty string and non-strings', () => {
    expect(normaliseStudentAnswer('')).toBe('');
    expect(normaliseStudentAnswer(undefined as unknown as string)).toBe('');
  });
});

describe('isAlreadyNormal (fast path)', () => {
  it.each([
    'The water evaporated, leaving the salt.',
    "terminal 1 isn't connected to the battery",
    'Light energy is absorbed by chlorophyll (in the leaves).',
    'it is 9.8 m s-2 downwards; roughly',
  ])('is exact for %j', (s) => {
    expect(isAlreadyNormal(s)).toBe(true);
    expect(normaliseStudentAnswer(s)).toBe(s);
  });
  it.each(['two  spaces', ' lead', 'a ,b', 'a,b', 'x=1', 'm/s', 'end.Next', 'caf\u00e9', 'line\nbreak', '( a)'])(
    'defers %j to full normalisation',
    (s) => {
      expect(isAlreadyNormal(s)).toBe(false);
    },
  );
});
