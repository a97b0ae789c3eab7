import { createHmac, timingSafeEqual } from 'node:crypto';
import { REGISTRATION_MIN_FILL_MS as MIN_FILL_MS } from '@markwell/contracts/billing';
/** A form left open longer than this is refused (reload the page for a new token). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`register-form:${issuedAt}`).digest('base64url');

/**
 * A token handed out with the registration form: when it was issued, signed with the server's
 * secret so it cannot be forged or backdated. It costs no storage.
 */
export function issueFormToken(secret: string, issuedAt = Date.now()): string {
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

/** Whether a form token is genuine and its form was open between MIN_FILL_MS and MAX_FORM_AGE_MS. */
export function formTokenAcceptable(secret: string, token: string, now = Date.now()): boolean {
  const [at, mac] = token.split('.');
  const issuedAt = Number(at);
  if (!Number.isSafeInteger(issuedAt) || !mac) return false;
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now - issuedAt;
  return age >= MIN_FILL_MS && age <= MAX_FORM_AGE_MS;
}
