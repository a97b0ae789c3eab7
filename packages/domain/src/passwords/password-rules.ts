/**
 * What a new password must be, after NIST SP 800-63B: long enough, not absurdly long, and not
 * a known common or breached password. No composition rules (they push people to `Password1!`).
 * Checked when a password is set, never at login, so existing accounts keep working.
 */

export const PASSWORD_MIN_LENGTH = 10;
/** Generous, so passphrases and password managers fit, yet a bound on hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'same_as_email';

export interface PasswordContext {
  /** The account's e-mail: a password equal to it (or its local part) is refused. */
  email?: string;
  /**
   * Whether a password is on the list of common and breached passwords. The list is large, so
   * the server passes it; the web form checks length live and leaves the list to the server.
   */
  isCommon?: (normalised: string) => boolean;
}

/** Length in characters as people count them (an emoji is one), after Unicode normalisation. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

/** The problems of a candidate password, empty when it may be used. */
export function checkNewPassword(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return ['too_short'];
  if (length > PASSWORD_MAX_LENGTH) return ['too_long'];
  const normalised = password.normalize('NFKC').toLowerCase();
  const problems: PasswordProblem[] = [];
  if (context.isCommon?.(normalised)) problems.push('too_common');
  const email = context.email?.trim().toLowerCase();
  if (email && (normalised === email || normalised === email.split('@')[0])) problems.push('same_as_email');
  return problems;
}

/** A sentence per problem, for forms and API errors alike. */
export function describePasswordProblem(problem: PasswordProblem): string {
  switch (problem) {
    case 'too_short':
      return `Use at least ${PASSWORD_MIN_LENGTH} characters (a few words make a good password).`;
    case 'too_long':
      return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
    case 'too_common':
      return 'This password is on a list of common or leaked passwords: choose another.';
    case 'same_as_email':
      return 'Do not use your e-mail address as your password.';
  }
}
