import { eq } from 'drizzle-orm';
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

    async find(id: number) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },

    async markDone(id: number, status: 'sent' | 'kept') {
      await db.update(mailOutbox).set({ status, sentAt: new Date() }).where(eq(mailOutbox.id, id));
    },
  };
}
