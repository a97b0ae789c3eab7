import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolGroups, schools, users } from './schools';

// Messages between the people of one school. Every table carries `school_id` (the distribution
// column, docs/adr/0012) and every query names it, so one school's messages stay on one shard.

export const messageThreadKinds = ['class', 'direct', 'staff'] as const;
export type MessageThreadKind = (typeof messageThreadKinds)[number];

/**
 * A conversation with a subject. `class`: a teacher to the students of one class (students'
 * replies go to the teacher only); `direct`: two people; `staff`: a school admin to every teacher.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind', { enum: messageThreadKinds }).notNull(),
    subject: text('subject').notNull(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    /** The class a `class` thread was sent to. */
    groupId: integer('group_id').references(() => schoolGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_threads_school_idx').on(t.schoolId, t.id)],
);

/**
 * Who is in a thread, and each one's place in it: the latest message they can see (orders the
 * inbox) and the latest they have read (unread = visible messages after it, not their own).
 */
export const messageParticipants = pgTable(
  'message_participants',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    // "My inbox by latest": one index range per user, newest first, keyset on last_message_id.
    index('message_participants_inbox_idx').on(t.schoolId, t.userId, t.lastMessageId.desc()),
  ],
);

/**
 * One message. `recipientId` null: every participant sees it; set: only the sender and that
 * person (a student's reply to a class thread goes to its teacher only).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "This thread's messages", in order, and the unread counts after a read mark.
    index('messages_thread_idx').on(t.schoolId, t.threadId, t.id),
    // The send rate limit counts a sender's messages of the last minute and day.
    index('messages_sender_time_idx').on(t.schoolId, t.senderId, t.createdAt),
  ],
);
