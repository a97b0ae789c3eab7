const DIGITS_ONLY = /^[0-9]+$/;

/**
 * Number-only check: true when the string consists only of the digits 0-9.
 * The empty string is not a number. Signs, decimal points and spaces are rejected.
 */
export function isNumberOnly(s: string): boolean {
  return typeof s === 'string' && DIGITS_ONLY.test(s);
}
