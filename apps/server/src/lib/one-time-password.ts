import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen or a printout.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_LENGTH = 12; // about 69 bits of entropy

/** A random one-time password for a new or reset account (shown once; changed at first login). */
export function generatePassword(): string {
  let out = '';
  for (let i = 0; i < PASSWORD_LENGTH; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
