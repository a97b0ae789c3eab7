import { defineEndpoint } from '../endpoint';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meSchema,
  problemSchema,
  resetPasswordBodySchema,
} from '../index';
import { z } from 'zod';

/** The auth module's endpoints, each keyed by its operationId in the API document. */
export const authEndpoints = {
  postLoginCheck: defineEndpoint({
    method: 'POST',
    path: '/login_check',
    summary: 'Log in with e-mail and password; answers a JWT (LexikJWT shape)',
    description:
      'Checks the credentials and answers a signed JWT to send as `Authorization: Bearer`, and sets an HttpOnly device cookie that makes this browser a known device of the account. Attempts are counted before the password is checked, per account-and-address (5, then waits growing from 1 to 15 minutes), per account (20, then waits up to a minute) and per address (50); a login carrying a valid device cookie of the account is counted per device (5, then waits from 1 to 15 minutes) and per address instead, so failures from elsewhere never hold up the owner’s own browser. A successful login gives its attempt back, so only failures add up.',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema },
  }),
  postLogout: defineEndpoint({
    method: 'POST',
    path: '/api/v2/logout',
    summary: "Log out: revoke the caller's tokens on the server",
    description:
      "Raises the caller's token version, so this token and every other token of the account stop working at once (a 401 from then on).",
    responses: { 204: z.null().describe('Logged out') },
  }),
  getMe: defineEndpoint({
    method: 'GET',
    path: '/api/v2/me',
    summary: 'The signed-in user, with header counters',
    description:
      "The caller's profile (role, school, avatar) with the message and notification counts shown in the header, and whether they must first replace a one-time password.",
    responses: { 200: meSchema },
  }),
  postMePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v2/me/password',
    summary: "Change the caller's password (current password required); answers a new token",
    description:
      'Checks the current password, then sets the new one (at least 10 characters, not a common or breached password). Every other token of the account stops working; the answer carries the new token for this browser.',
    body: changePasswordBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  postPasswordResets: defineEndpoint({
    method: 'POST',
    path: '/api/v2/password-resets',
    summary: '"Forgot password": e-mail a single-use link valid for one hour',
    description:
      "Answers 202 with the same sentence, in the same time, whether or not an account has this address: the e-mail is prepared by a background job. The link (at most three an hour per account) opens the web app's reset page.",
    body: forgotPasswordBodySchema,
    responses: { 202: forgotPasswordResponseSchema },
  }),
  postPasswordResetsConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/v2/password-resets/confirm',
    summary: "Choose a new password with a reset link's token",
    description:
      'Uses up the link and sets the new password; every token and other reset link of the account stops working. A refused password leaves the link usable. Log in afterwards with the new password.',
    body: resetPasswordBodySchema,
    responses: { 204: z.null().describe('Password changed') },
  }),
  postMeAvatar: defineEndpoint({
    method: 'POST',
    path: '/api/v2/me/avatar',
    summary: "Upload the caller's avatar (multipart image, checked by content)",
    description:
      "Stores the image as the caller's avatar and removes the previous one; answers the updated profile. A file that is not an image answers 400 `not_an_image`.",
    responses: { 200: meSchema },
  }),
  deleteMeAvatar: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/me/avatar',
    summary: "Remove the caller's avatar",
    description:
      "Clears the caller's avatar and deletes its file; answers the updated profile (also when there was none).",
    responses: { 200: meSchema },
  }),
};
