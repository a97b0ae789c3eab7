import type { z } from 'zod';
import type {
  adminMailboxQuerySchema,
  adminUsersQuerySchema,
  createSchoolWithOwnerBodySchema,
  CreatedSchoolWithOwner,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { generatePassword } from '../../lib/one-time-password';
import { cappedTotal, decodeCursor, keysetPage } from '../../lib/paging';
import { hashPassword } from '../../lib/password';
import { createOneTimePasswords } from '../auth/index';
import { createAccountsRepository } from './accounts.repository';

type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type MailboxQuery = z.output<typeof adminMailboxQuerySchema>;
type CreateSchoolWithOwner = z.output<typeof createSchoolWithOwnerBodySchema>;

const emailTaken = (email: string) => conflict('email_taken', `An account with ${email} already exists`);

/**
 * The platform admin's account tools: find any user across schools, reset their password, open
 * a school with its owner, read the dev mailbox. `onUserChanged` drops a user from the auth cache.
 */
export function createAccountsService(db: Db, onUserChanged: (userId: number) => void | Promise<void>) {
  const repo = createAccountsRepository(db);
  const oneTimePasswords = createOneTimePasswords(db, onUserChanged);

  return {
    /** A keyset page of users across every school, by name then id. @throws AppError 400 for a bad cursor. */
    async searchUsers(query: UsersQuery) {
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'number'] as const) : undefined;
      const { rows, counted } = await repo.searchUsers(
        { q: query.q || undefined, kind: query.role, schoolId: query.schoolId },
        query.limit,
        after && { name: after[0], id: after[1] },
      );
      return { ...keysetPage(rows, query.limit, (u) => [u.name, u.id]), ...cappedTotal(counted) };
    },

    /** Gives any user a new one-time password, answered once. */
    async resetPassword(userId: number) {
      if (!(await repo.findUser(userId))) throw notFound('User');
      return { userId, initialPassword: await oneTimePasswords.issue(userId) };
    },

    /**
     * Gives any user a new e-mail address, their login (the way to change a school owner's for
     * them). @throws AppError 404 for a missing user, 409 `email_taken` for another account's address.
     */
    async changeEmail(userId: number, email: string) {
      const user = await repo.findAdminUser(userId);
      if (!user) throw notFound('User');
      if (user.email.toLowerCase() === email) return user;
      // The unique index on e-mails decides: no read before the write that could race it.
      try {
        await repo.updateEmail(userId, email);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(email);
        throw err;
      }
      await onUserChanged(userId);
      return { ...user, email };
    },

    /** Opens a school with its owner, whose one-time password is answered once. */
    async createSchoolWithOwner(body: CreateSchoolWithOwner): Promise<CreatedSchoolWithOwner> {
      if (await repo.emailTaken(body.ownerEmail)) throw emailTaken(body.ownerEmail);
      const initialPassword = generatePassword();
      const passwordHash = await hashPassword(initialPassword, 'generated');
      try {
        const created = await repo.insertSchoolWithOwner(
          { name: body.name, type: body.type },
          { name: body.ownerName, email: body.ownerEmail, passwordHash },
        );
        return { ...created, initialPassword };
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(body.ownerEmail);
        throw err;
      }
    },

    /** A keyset page of the messages kept in the outbox (no SMTP server configured), newest first. */
    async mailbox(query: MailboxQuery) {
      const beforeId = query.cursor ? decodeCursor(query.cursor, ['number'] as const)[0] : undefined;
      const { rows, counted } = await repo.keptMail({ to: query.to || undefined }, query.limit, beforeId);
      return { ...keysetPage(rows, query.limit, (m) => [m.id]), ...cappedTotal(counted) };
    },

    /** One message kept in the outbox. @throws AppError 404 for a missing id (or one already sent). */
    async mailboxMessage(id: number) {
      const message = await repo.keptMessage(id);
      if (!message) throw notFound('Message');
      return message;
    },
  };
}
