import type { Me } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { roleOf, toAuthUser, type AuthUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import type { CheckedFile } from '../../lib/uploads';
import type { CounterSource, HeaderCounters } from '../../plugins/header-counters';
import type { Storage } from '../../plugins/storage';
import { createAuthRepository, createAuthUserLookup } from './auth.repository';
import { LoginThrottle } from './login-throttle';

/**
 * The signed-in user as requests see it: an active user of the token's id, or null (a deleted or
 * deactivated account signs out at its next request, whatever its token says).
 */
export function createActiveUserFinder(db: Db): (id: number) => Promise<AuthUser | null> {
  const lookup = createAuthUserLookup(db);
  return async (id) => {
    const row = await lookup(id);
    return row && row.active ? toAuthUser(row) : null;
  };
}

/** `headerCounters`: the app's registry of header badge sources (plugins/header-counters). */
/** `onUserChanged`: told the id of a user whose row this service changed (the auth plugin's cache). */
export function createAuthService(
  db: Db,
  headerCounters: HeaderCounters,
  storage: Storage,
  onUserChanged: (userId: number) => void = () => {},
) {
  const repo = createAuthRepository(db);
  const throttle = new LoginThrottle(repo);

  /** The signed-in user with the header's values. */
  async function me(user: AuthUser): Promise<Me> {
    const schoolName = user.schoolId ? await repo.schoolName(user.schoolId) : null;
    const sum = async (sources: CounterSource[]) =>
      (await Promise.all(sources.map((s) => s(user)))).reduce((a, b) => a + b, 0);
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
      messagesCount: await sum(headerCounters.messages),
      notificationsCount: await sum(headerCounters.notifications),
    };
  }

  /** Saves the new avatar name (null: none), then removes the previous file. */
  async function replaceAvatar(user: AuthUser, image: string | null) {
    const previous = await repo.replaceImage(user.id, image);
    onUserChanged(user.id);
    if (previous) await storage.remove('images', previous);
    return me({ ...user, image });
  }

  return {
    /**
     * Checks credentials and returns the user to sign a token for. Unknown e-mail and wrong
     * password fail the same way, in the same time, with the same message.
     */
    async login(username: string, password: string, ip: string) {
      const email = username.trim().toLowerCase();
      const wait = await throttle.retryAfterMinutes(email, ip);
      if (wait > 0) {
        throw new AppError(429, 'too_many_attempts', `Too many failed attempts. Try again in ${wait} minute(s).`);
      }
      const row = await repo.findUserByEmail(email);
      const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
      if (!row || !ok || !row.active) {
        await throttle.recordFailure(email, ip);
        throw new AppError(401, 'invalid_credentials', 'Wrong e-mail or password.');
      }
      await throttle.recordSuccess(email);
      return { id: row.id, email: row.email, role: roleOf(row.kind, row.schoolAdmin) };
    },

    me,

    /** Stores an uploaded image as the caller's avatar, replacing (and removing) the previous one. */
    async setAvatar(user: AuthUser, file: CheckedFile) {
      return replaceAvatar(user, await storage.put('images', file.bytes, file.extension));
    },

    /** Removes the caller's avatar and its file. */
    removeAvatar: (user: AuthUser) => replaceAvatar(user, null),
  };
}
