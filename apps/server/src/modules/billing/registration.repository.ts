// Registering a school: its pending rows, the owner and the e-mail confirmation.
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createJobsRepository } from '../../db/jobs.repository';
import { createMailOutboxRepository } from '../../db/mail-outbox.repository';
import { MAIL_QUEUE } from '../../plugins/mail';
import {
  curricula,
  emailConfirmations,
  schoolCurricula,
  schools,
  subscriptions,
  users,
  type SchoolType,
} from '../../db/schema/index';

export function createRegistrationRepository(db: Db) {
  return {
    // ---- registration ----

    async emailTaken(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return Boolean(row);
    },

    /** A school that stays inactive until its owner confirms their e-mail address. */
    async insertPendingSchool(name: string, type: SchoolType) {
      const [row] = await db.insert(schools).values({ name, type, active: false }).returning();
      return row!;
    },

    async insertOwner(values: { schoolId: number; email: string; name: string; passwordHash: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, kind: 'teacher', schoolAdmin: true, owner: true, emailConfirmedAt: null })
        .returning({ id: users.id, email: users.email, name: users.name });
      return row!;
    },

    /**
     * Takes back the curricula granted to the school by hand that belong to subjects it no longer
     * subscribes to. The subscribed subjects' curricula need no rows: the view
     * `school_visible_curricula` adds them when read, so a curriculum added later reaches the
     * school at once.
     */
    async dropCurriculaOfOtherSubjects(schoolId: number, subjectIds: number[]) {
      const ofOtherSubjects = db
        .select({ id: curricula.id })
        .from(curricula)
        .where(notInArray(curricula.subjectId, subjectIds));
      await db
        .delete(schoolCurricula)
        .where(and(eq(schoolCurricula.schoolId, schoolId), inArray(schoolCurricula.curriculaId, ofOtherSubjects)));
    },

    async insertConfirmation(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(emailConfirmations).values({ userId, tokenHash, expiresAt });
    },

    /** Writes an e-mail to the outbox and queues its delivery, in the caller's transaction. */
    async queueMail(message: { to: string; subject: string; text: string }, now: Date) {
      const [outboxId] = await createMailOutboxRepository(db).insert([{ ...message, replyTo: null }]);
      await createJobsRepository(db).insert(MAIL_QUEUE, [{ outboxId }], now);
    },

    /** An owner who registered and has not confirmed their address yet. */
    async unconfirmedOwner(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, schoolName: schools.name })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .where(and(eq(users.email, email), eq(users.owner, true), isNull(users.emailConfirmedAt)))
        .limit(1);
      return row ?? null;
    },

    async countRecentConfirmations(userId: number, since: Date) {
      const rows = await db
        .select({ id: emailConfirmations.id })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)));
      return rows.length;
    },

    /** Ends every open link of the user (a new one replaces them). */
    async voidConfirmations(userId: number, now: Date) {
      await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
    },

    /** Uses up an unexpired confirmation link; answers its user, or null. */
    async consumeConfirmation(tokenHash: string, now: Date) {
      const [row] = await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmations.tokenHash, tokenHash),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning({ userId: emailConfirmations.userId });
      return row?.userId ?? null;
    },

    /** Confirms the owner's address, puts the school live and starts its subscription. */
    async confirmOwner(userId: number, now: Date) {
      const [user] = await db
        .update(users)
        .set({ emailConfirmedAt: now })
        .where(eq(users.id, userId))
        .returning({ email: users.email, schoolId: users.schoolId });
      if (!user?.schoolId) return null;
      const [school] = await db
        .update(schools)
        .set({ active: true })
        .where(eq(schools.id, user.schoolId))
        .returning({ name: schools.name });
      await db
        .update(subscriptions)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(subscriptions.schoolId, user.schoolId), eq(subscriptions.status, 'awaiting_confirmation')));
      return { email: user.email, schoolName: school!.name };
    },
  };
}
