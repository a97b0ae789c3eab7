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

/** The delivery queue of the outbox. */
export const MAIL_QUEUE = 'mail';
/** Messages one delivery job takes (a job's time limit covers this many SMTP round trips). */
const MAIL_JOB_BATCH = 100;

/**
 * Outbox first, delivery by a job: a message is never lost when SMTP is down. Without
 * SMTP_URL messages stay in the outbox (status "kept"), readable by admins (dev mailbox).
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    // nodemailer is loaded only when there is an SMTP server to talk to.
    const transport = app.env.SMTP_URL ? (await import('nodemailer')).default.createTransport(app.env.SMTP_URL) : null;
    const outbox = createMailOutboxRepository(app.db);
    // A job delivers one message, or the messages written together (a class's confirmations): each
    // is marked sent as it goes, so a retry after a failure sends only what is still queued.
    app.jobs.handle(
      MAIL_QUEUE,
      z.object({ outboxId: z.number().int().optional(), outboxIds: z.array(z.number().int()).optional() }),
      async ({ outboxId, outboxIds }) => {
        const waiting = await outbox.queued([...(outboxIds ?? []), ...(outboxId === undefined ? [] : [outboxId])]);
        if (!transport)
          return outbox.markDone(
            waiting.map((m) => m.id),
            'kept',
          );
        for (const msg of waiting) {
          await transport.sendMail({
            from: app.env.MAIL_FROM,
            to: msg.to,
            subject: msg.subject,
            text: msg.text,
            ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
          });
          await outbox.markDone([msg.id], 'sent');
        }
      },
    );
    const mailer: Mailer = {
      async send(message) {
        const [id] = await mailer.sendMany([message]);
        return id!;
      },
      async sendMany(messages) {
        const ids = await outbox.insert(
          messages.map((m) => ({ to: m.to, subject: m.subject, text: m.text, replyTo: m.replyTo ?? null })),
        );
        const jobs = [];
        for (let i = 0; i < ids.length; i += MAIL_JOB_BATCH) jobs.push({ outboxIds: ids.slice(i, i + MAIL_JOB_BATCH) });
        await app.jobs.enqueueMany(MAIL_QUEUE, jobs);
        return ids;
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
