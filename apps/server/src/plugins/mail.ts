import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Writes the message to the outbox and queues its delivery. */
  send(message: MailMessage): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * Outbox first, delivery by a job: a message is never lost when SMTP is down. Without
 * SMTP_URL messages stay in the outbox (status "kept"), readable by admins (dev mailbox).
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const transport = app.env.SMTP_URL ? nodemailer.createTransport(app.env.SMTP_URL) : null;
    app.jobs.work('mail', async (payload) => {
      const { outboxId } = payload as { outboxId: number };
      const [msg] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (!msg || msg.status !== 'queued') return;
      if (transport) {
        await transport.sendMail({
          from: app.env.MAIL_FROM,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
        });
      }
      await app.db
        .update(mailOutbox)
        .set({ status: transport ? 'sent' : 'kept', sentAt: new Date() })
        .where(eq(mailOutbox.id, outboxId));
    });
    app.decorate('mail', {
      async send(message: MailMessage) {
        const [row] = await app.db
          .insert(mailOutbox)
          .values({ to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo ?? null })
          .returning({ id: mailOutbox.id });
        await app.jobs.enqueue('mail', { outboxId: row!.id });
        return row!.id;
      },
    });
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
