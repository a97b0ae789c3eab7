import { createHash, randomBytes } from 'node:crypto';
import type { Me } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { roleOf, toAuthUser, type AuthUser } from '../../lib/access';
import { parseCookies } from '../../lib/cookies';
import { AppError, badRequest } from '../../lib/errors';
import { assertAcceptablePassword } from '../../lib/new-password';
import { generatePassword } from '../../lib/one-time-password';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import type { CheckedFile } from '../../lib/uploads';
import type { CounterSource, HeaderCounters } from '../../plugins/header-counters';
import type { JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import type { Storage } from '../../plugins/storage';
import type { TokenSubject } from '../../lib/token-subject';
import { createAuthRepository, createAuthUserLookup } from './auth.repository';
import { createDeviceCookies, deviceCookieOptions, type DeviceCookies } from './device-cookie';
import { createLoginThrottle } from './login-throttle';

/** The job queue that sends "forgot password" e-mails. */
export const RESET_MAIL_QUEUE = 'password-reset-mail';

/** How long a "forgot password" link works. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
/** Reset e-mails sent to one account per hour at most: the form cannot be used to flood a mailbox. */
const RESET_MAILS_PER_HOUR = 3;

/** The SHA-256 of a reset token: what the database keeps (a leaked table holds no usable link). */
const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The signed-in user as requests see it: an active user of the token's id whose school (if any)
 * is active, or null (a deleted or deactivated account, or one of a deactivated school, signs out
 * at its next request, whatever its token says).
 */
export function createActiveUserFinder(db: Db): (id: number) => Promise<AuthUser | null> {
  const lookup = createAuthUserLookup(db);
  return async (id) => {
    const row = await lookup(id);
    return row && row.active && row.schoolActive !== false ? toAuthUser(row) : null;
  };
}

/**
 * One-time passwords given by an admin: used by the school admin's and the platform admin's
 * reset actions. `onUserChanged` drops the user from the auth lookup cache.
 */
export function createOneTimePasswords(db: Db, onUserChanged: (userId: number) => void | Promise<void>) {
  const repo = createAuthRepository(db);
  return {
    /**
     * Gives the user a new one-time password (answered once): their tokens and reset links stop
     * working, and they must choose their own password at next login.
     */
    async issue(userId: number): Promise<string> {
      const password = generatePassword();
      await repo.setPassword(userId, await hashPassword(password, 'generated'), true);
      await repo.voidResetTokens(userId);
      await onUserChanged(userId);
      return password;
    },
  };
}

/**
 * The device cookie of a sign-in made some other way (a school's identity provider): answers the
 * Set-Cookie values that make this browser a known device of the user (none for an unknown id).
 */
export function createSignInDeviceCookies(db: Db, env: Pick<Env, 'jwtSecret' | 'siteUrl' | 'DEVICE_COOKIE_DAYS'>) {
  const repo = createAuthRepository(db);
  const devices = createDeviceCookies(deviceCookieOptions(env));
  return async (userId: number, cookieHeader?: string): Promise<string[]> => {
    const row = await repo.findUserById(userId);
    return row ? devices.issue(row, parseCookies(cookieHeader)) : [];
  };
}

/** A successful password login: whom to sign a token for, and the device cookie to set. */
export interface PasswordLogin {
  subject: TokenSubject;
  /** Set-Cookie values: this browser becomes (stays) a known device of the account. */
  setCookies: string[];
}

export interface AuthServiceDeps {
  headerCounters: HeaderCounters;
  storage: Storage;
  mail: Mailer;
  jobs: JobQueue;
  /** Where the web app is served: the start of the link in reset e-mails (never the request's Host). */
  publicUrl: string;
  /** Told the id of a user whose row this service changed (the auth plugin's cache). */
  onUserChanged?: (userId: number) => void | Promise<void>;
  /** Device cookies: a login from a known device of the account is not held by failures from elsewhere. */
  devices: DeviceCookies;
}

const NO_COOKIES: ReadonlyMap<string, string> = new Map();

/** Signing in and out, the signed-in user's own account, and the password lifecycle. */
export function createAuthService(db: Db, deps: AuthServiceDeps) {
  const repo = createAuthRepository(db);
  const throttle = createLoginThrottle(repo);
  const onUserChanged = deps.onUserChanged ?? (() => {});

  /** The signed-in user with the header's values. */
  async function me(user: AuthUser): Promise<Me> {
    const schoolName = user.schoolId ? await repo.schoolName(user.schoolId) : null;
    const sum = async (sources: CounterSource[]) =>
      (await Promise.all(sources.map((s) => s(user)))).reduce((a, b) => a + b, 0);
    // A user who must change a one-time password sees no counts: the header is all they get.
    const counts = !user.mustChangePassword;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      schoolId: user.schoolId,
      schoolName,
      owner: user.owner,
      schoolAdmin: user.schoolAdmin,
      userImage: user.image,
      messagesCount: counts ? await sum(deps.headerCounters.messages) : 0,
      notificationsCount: counts ? await sum(deps.headerCounters.notifications) : 0,
      mustChangePassword: user.mustChangePassword,
    };
  }

  /** Saves the new avatar name (null: none), then removes the previous file. */
  async function replaceAvatar(user: AuthUser, image: string | null) {
    const previous = await repo.replaceImage(user.id, image);
    await onUserChanged(user.id);
    if (previous) await deps.storage.remove('images', previous);
    return me({ ...user, image });
  }

  /**
   * Checks an e-mail and password behind the throttle. Unknown e-mail and wrong password fail
   * the same way, in the same time, with the same message. A valid device cookie of the account
   * among `cookies` makes it a known device's attempt: counted per device, not per account.
   */
  async function checkCredentials(email: string, password: string, ip: string, cookies = NO_COOKIES) {
    const row = await repo.findUserByEmail(email);
    const device = row ? deps.devices.known(cookies, row) : null;
    await throttle.begin(email, ip, device?.throttleKey);
    const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyHash()));
    if (!row || !ok || !row.active) throw new AppError(401, 'invalid_credentials', 'Wrong e-mail or password.');
    await throttle.succeeded(email, ip, device?.throttleKey);
    return { row, device };
  }

  return {
    /**
     * Checks credentials and returns whom to sign a token for and the device cookie to set;
     * upgrades an older hash on the way. `cookies`: the request's (a device cookie, if any).
     */
    async login(
      username: string,
      password: string,
      ip: string,
      cookies: ReadonlyMap<string, string> = NO_COOKIES,
    ): Promise<PasswordLogin> {
      const email = username.trim().toLowerCase();
      const { row, device } = await checkCredentials(email, password, ip, cookies);
      // Said only to someone who knows the password: it reveals nothing to a guesser.
      if (row.emailConfirmedAt === null) {
        throw new AppError(
          403,
          'email_unconfirmed',
          'Confirm your e-mail address first: open the link we sent you when you registered.',
        );
      }
      if (row.schoolId !== null && !(await repo.schoolActive(row.schoolId))) {
        throw new AppError(
          403,
          'school_deactivated',
          'Your school’s Markwell account is deactivated. Ask your school to contact us to reactivate it.',
        );
      }
      // Platform staff and admins have no school: they always keep their password.
      const sso = row.schoolId !== null ? await repo.ssoRequirement(row.schoolId) : null;
      if (sso && ((row.kind === 'student' && sso.students) || (row.kind === 'teacher' && sso.teachers))) {
        throw new AppError(
          403,
          'sso_required',
          `Your school signs you in with ${sso.name}: use the “Sign in with ${sso.name}” button instead of a password.`,
          { provider: sso.name },
        );
      }
      let passwordHash = row.passwordHash;
      if (needsRehash(passwordHash)) {
        const upgraded = await hashPassword(password);
        await repo.upgradePasswordHash(row.id, passwordHash, upgraded);
        passwordHash = upgraded;
      }
      return {
        subject: {
          id: row.id,
          email: row.email,
          role: roleOf(row.kind, row.schoolAdmin),
          tokenVersion: row.tokenVersion,
        },
        setCookies: deps.devices.issue({ id: row.id, passwordHash }, cookies, device),
      };
    },

    /** Revokes every token of the user (this browser's and any other). */
    async logout(user: AuthUser): Promise<void> {
      await repo.revokeTokens(user.id);
      await onUserChanged(user.id);
    },

    /**
     * Replaces the caller's password after checking the current one (throttled like a login).
     * Every other token stops working; answers whom to sign the caller's new token for.
     */
    async changePassword(user: AuthUser, current: string, next: string, ip: string): Promise<TokenSubject> {
      const { row } = await checkCredentials(user.email.toLowerCase(), current, ip).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'invalid_credentials') {
          throw badRequest('wrong_current_password', 'Your current password is not right.', {
            errors: [{ path: 'currentPassword', message: 'Your current password is not right.' }],
          });
        }
        throw err;
      });
      assertAcceptablePassword(next, row.email);
      if (next === current) {
        throw badRequest('password_unchanged', 'Choose a password different from the current one.', {
          errors: [{ path: 'newPassword', message: 'Choose a password different from the current one.' }],
        });
      }
      const tokenVersion = await repo.setPassword(row.id, await hashPassword(next), false);
      await repo.voidResetTokens(row.id);
      await onUserChanged(row.id);
      return { id: row.id, email: row.email, role: user.role, tokenVersion: tokenVersion! };
    },

    /**
     * "Forgot password": queues the work and returns at once, so the answer and its timing are
     * the same whether or not an account has this address.
     */
    async requestReset(email: string): Promise<void> {
      await deps.jobs.enqueue(RESET_MAIL_QUEUE, { email });
    },

    /** The queued part of "forgot password": a single-use link by e-mail to an active account. */
    async sendResetLink(email: string): Promise<void> {
      const row = await repo.findUserByEmail(email);
      if (!row || !row.active) return;
      if ((await repo.countRecentResetTokens(row.id, 3600)) >= RESET_MAILS_PER_HOUR) return;
      const token = randomBytes(32).toString('base64url');
      await repo.insertResetToken(row.id, hashResetToken(token), RESET_LINK_LIFETIME_SECONDS);
      // In the fragment, not the query: it never reaches server logs or a Referer header.
      const link = `${deps.publicUrl}/reset-password#token=${token}`;
      await deps.mail.send({
        to: row.email,
        subject: 'Reset your Markwell password',
        text:
          `Hello ${row.name},\n\nSomeone (we hope you) asked to reset the password of your Markwell account. ` +
          `Open this link within an hour to choose a new one:\n\n${link}\n\n` +
          `The link works once. If you did not ask, ignore this e-mail: your password stays as it is.\n`,
      });
    },

    /**
     * Sets a new password with a reset link's token: the link is used up, the user's tokens and
     * other links stop working, and the account's login throttle starts afresh.
     */
    async resetPassword(token: string, next: string): Promise<void> {
      const tokenHash = hashResetToken(token);
      const user = await repo.findResetTokenUser(tokenHash);
      const invalid = () =>
        badRequest('reset_link_invalid', 'This link has expired or was already used. Ask for a new one.');
      if (!user) throw invalid();
      // Checked before the link is used up, so a refused password leaves the link working.
      assertAcceptablePassword(next, user.email);
      const userId = await repo.consumeResetToken(tokenHash);
      if (userId !== user.id) throw invalid();
      await repo.setPassword(user.id, await hashPassword(next), false);
      await repo.voidResetTokens(user.id);
      await throttle.forgetAccount(user.email.toLowerCase());
      await onUserChanged(user.id);
    },

    me,

    /** Stores an uploaded image as the caller's avatar, replacing (and removing) the previous one. */
    async setAvatar(user: AuthUser, file: CheckedFile) {
      return replaceAvatar(user, await deps.storage.put('images', file.bytes, file.extension));
    },

    /** Removes the caller's avatar and its file. */
    removeAvatar: (user: AuthUser) => replaceAvatar(user, null),
  };
}
