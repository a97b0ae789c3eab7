import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { mailOutbox } from './schema/index';

/** The mail outbox: every message is written here before a job delivers it. */
export function createMailOutboxRepository(db: Db) {
  return {
    /** Writes the messages in one statement; returns their ids in order. */
    async insert(messages: { to: string; subject: string; text: string; replyTo: string | null }[]) {
      if (messages.length === 0) return [];
      const rows = await db.insert(mailOutbox).values(messages).returning({ id: mailOutbox.id });
      return rows.map((r) => r.id);
    },

    /** The messages of `ids` still waiting for delivery (one sent or kept before is left out). */
    async queued(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued')))
        .orderBy(asc(mailOutbox.id));
    },

    async markDone(ids: number[], status: 'sent' | 'kept') {
      if (ids.length === 0) return;
      await db.update(mailOutbox).set({ status, sentAt: new Date() }).where(inArray(mailOutbox.id, ids));
    },
  };
}
