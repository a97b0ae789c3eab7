import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import fp from 'fastify-plugin';
import { createMailOutboxRepository } from '../db/mail-outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Writes the message to the outbox and queues its delivery. */
  send(message: MailMessage): Promise<number>;
  /** The same for many messages, in two statements whatever their number; ids in order. */
  sendMany(messages: MailMessage[]): Promise<number[]>;
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
    // nodemailer is loaded only when there is an SMTP server to talk to.
    const transport = app.env.SMTP_URL ? (await import('nodemailer')).default.createTransport(app.env.SMTP_URL) : null;
    const outbox = createMailOutboxRepository(app.db);
    app.jobs.handle('mail', z.object({ outboxId: z.number().int() }), async ({ outboxId }) => {
      const msg = await outbox.find(outboxId);
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
      await outbox.markDone(outboxId, transport ? 'sent' : 'kept');
    });
    const mailer: Mailer = {
      async send(message) {
        const [id] = await mailer.sendMany([message]);
        return id!;
      },
      async sendMany(messages) {
        const ids = await outbox.insert(
          messages.map((m) => ({ to: m.to, subject: m.subject, text: m.text, replyTo: m.replyTo ?? null })),
        );
        await app.jobs.enqueueMany(
          'mail',
          ids.map((outboxId) => ({ outboxId })),
        );
        return ids;
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
