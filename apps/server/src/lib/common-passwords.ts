import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH, passwordLength } from '@markwell/domain';

/**
 * Common and breached passwords (zxcvbn-ts's list, about 49 000 drawn from leaks), lower-cased.
 * Only those long enough to pass the length rule are kept: shorter ones are refused anyway.
 * Built on first use, so processes that never set a password never pay for it.
 */
let common: Set<string> | null = null;

export function isCommonPassword(normalised: string): boolean {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH)
      .map((p) => p.normalize('NFKC').toLowerCase()),
  );
  return common.has(normalised);
}
