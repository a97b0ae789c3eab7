import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Background jobs (imports, e-mail, regrades): a Postgres-backed queue, claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);

/** Every e-mail the platform sends is written here first; a job delivers it when SMTP is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    status: text('status', { enum: ['queued', 'sent', 'kept'] })
      .notNull()
      .default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The dev mailbox (kept messages, newest first; or those to one address). Partial: with SMTP
    // configured nothing is kept, so they stay empty however much mail is sent.
    index('mail_outbox_kept_idx')
      .on(t.id)
      .where(sql`${t.status} = 'kept'`),
    index('mail_outbox_kept_to_idx')
      .on(sql`lower(${t.to})`, t.id)
      .where(sql`${t.status} = 'kept'`),
  ],
);

/**
 * Present only on a database seeded with the demo data: the moment the demo schools' dates were
 * last true of (when seeded, then each start). Every start moves the demo schools' assignments,
 * attempts and marks forward by the time since, so the demo keeps what it shows (see
 * seed/demo-timeline.ts). One row.
 */
export const demoTimeline = pgTable(
  'demo_timeline',
  {
    id: integer('id').primaryKey().default(1),
    datesAsOf: timestamp('dates_as_of', { withTimezone: true }).notNull(),
  },
  (t) => [check('demo_timeline_one_row', sql`${t.id} = 1`)],
);
