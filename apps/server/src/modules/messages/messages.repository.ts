import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asDate } from '../../db/sql';
import { messageParticipants, messages, messageThreads, type MessageThreadKind } from '../../db/schema/index';

/** Rows of a raw statement, the same on node-postgres and PGlite. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Whether message `m` is seen by user `userId`: sent to everyone, to them, or by them. */
const visibleTo = (userId: number) =>
  sql`(m.recipient_id IS NULL OR m.recipient_id = ${userId} OR m.sender_id = ${userId})`;

/** How many messages of participant row `p` are unread (visible, after the read mark, not their own). */
const unreadOfParticipant = sql`(SELECT count(*) FROM messages x
  WHERE x.school_id = p.school_id AND x.thread_id = p.thread_id AND x.id > p.last_read_message_id
    AND x.sender_id <> p.user_id AND (x.recipient_id IS NULL OR x.recipient_id = p.user_id))`;

/** The other participant's name, for two-person threads (first by id when there are more). */
const otherParticipantName = sql`(SELECT u2.name FROM message_participants p2 JOIN users u2 ON u2.id = p2.user_id
  WHERE p2.school_id = p.school_id AND p2.thread_id = p.thread_id AND p2.user_id <> p.user_id
  ORDER BY p2.user_id LIMIT 1)`;

export interface ThreadHead {
  id: number;
  kind: MessageThreadKind;
  subject: string;
  startedBy: number;
  starterName: string;
  groupName: string | null;
  otherName: string | null;
}

export interface InboxRow extends ThreadHead {
  latestId: number;
  latestSender: string;
  latestPreview: string;
  latestAt: Date;
  unread: number;
}

export interface MessageRow {
  id: number;
  senderId: number;
  senderName: string;
  body: string;
  sentAt: Date;
}

export interface NewThread {
  schoolId: number;
  kind: MessageThreadKind;
  subject: string;
  startedBy: number;
  groupId: number | null;
  /** Everyone in the thread, the sender included. */
  participantIds: number[];
  body: string;
}

/** Drizzle queries of the messages module. Every query names the school (docs/adr/0012). */
export function createMessagesRepository(db: Db) {
  /**
   * Adds a message and moves it to the top of the inbox of everyone who sees it: every
   * participant, or only the sender and `recipientId` when it is set.
   */
  async function addMessage(
    schoolId: number,
    threadId: number,
    senderId: number,
    recipientId: number | null,
    body: string,
  ) {
    const [message] = await db
      .insert(messages)
      .values({ schoolId, threadId, senderId, recipientId, body })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    const seenBy = recipientId === null ? undefined : inArray(messageParticipants.userId, [senderId, recipientId]);
    await db
      .update(messageParticipants)
      .set({ lastMessageId: message!.id })
      .where(and(eq(messageParticipants.schoolId, schoolId), eq(messageParticipants.threadId, threadId), seenBy));
    return message!;
  }

  return {
    // --- who may be written to
    /** Active classes of the school the teacher teaches, with how many students each has. */
    classesTaughtBy(schoolId: number, teacherId: number) {
      return rowsOf<{ id: number; name: string; students: number | string }>(
        db,
        sql`SELECT g.id, g.name, (SELECT count(*) FROM group_students gs JOIN users su ON su.id = gs.student_id
              WHERE gs.group_id = g.id AND su.active) AS students
            FROM school_groups g JOIN group_teachers gt ON gt.group_id = g.id
            WHERE g.school_id = ${schoolId} AND g.active AND gt.teacher_id = ${teacherId}
            ORDER BY g.name, g.id`,
      );
    },
    /** Active students of the teacher's active classes, with the classes they share. */
    studentsTaughtBy(schoolId: number, teacherId: number) {
      return rowsOf<{ id: number; name: string; classes: string }>(
        db,
        sql`SELECT u.id, u.name, string_agg(g.name, ', ' ORDER BY g.name) AS classes
            FROM users u
            JOIN group_students gs ON gs.student_id = u.id
            JOIN school_groups g ON g.id = gs.group_id AND g.school_id = ${schoolId} AND g.active
            JOIN group_teachers gt ON gt.group_id = g.id AND gt.teacher_id = ${teacherId}
            WHERE u.school_id = ${schoolId} AND u.kind = 'student' AND u.active
            GROUP BY u.id, u.name ORDER BY u.name, u.id`,
      );
    },
    /** Active teachers of the student's active classes, with the classes they teach them. */
    teachersOfStudent(schoolId: number, studentId: number) {
      return rowsOf<{ id: number; name: string; classes: string }>(
        db,
        sql`SELECT u.id, u.name, string_agg(g.name, ', ' ORDER BY g.name) AS classes
            FROM users u
            JOIN group_teachers gt ON gt.teacher_id = u.id
            JOIN school_groups g ON g.id = gt.group_id AND g.school_id = ${schoolId} AND g.active
            JOIN group_students gs ON gs.group_id = g.id AND gs.student_id = ${studentId}
            WHERE u.school_id = ${schoolId} AND u.kind = 'teacher' AND u.active
            GROUP BY u.id, u.name ORDER BY u.name, u.id`,
      );
    },
    /** Every active teacher of the school (school admins included). */
    teachersOfSchool(schoolId: number) {
      return rowsOf<{ id: number; name: string; school_admin: boolean }>(
        db,
        sql`SELECT u.id, u.name, u.school_admin FROM users u
            WHERE u.school_id = ${schoolId} AND u.kind = 'teacher' AND u.active ORDER BY u.name, u.id`,
      );
    },
    /** An active user of the school, or undefined (another school's user is not found). */
    async findSchoolUser(schoolId: number, userId: number) {
      const [row] = await rowsOf<{ id: number; name: string; kind: string }>(
        db,
        sql`SELECT id, name, kind FROM users WHERE id = ${userId} AND school_id = ${schoolId} AND active`,
      );
      return row;
    },
    /** Whether the teacher teaches the student in an active class of the school. */
    async teaches(schoolId: number, teacherId: number, studentId: number) {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM group_teachers gt
            JOIN school_groups g ON g.id = gt.group_id AND g.school_id = ${schoolId} AND g.active
            JOIN group_students gs ON gs.group_id = g.id AND gs.student_id = ${studentId}
            WHERE gt.teacher_id = ${teacherId} LIMIT 1`,
      );
      return rows.length > 0;
    },
    /** An active class of the school, whether the teacher teaches it, and its active students. */
    async findClass(schoolId: number, groupId: number, teacherId: number) {
      const [group] = await rowsOf<{ id: number; name: string; taught: boolean }>(
        db,
        sql`SELECT g.id, g.name, EXISTS (SELECT 1 FROM group_teachers gt WHERE gt.group_id = g.id
              AND gt.teacher_id = ${teacherId}) AS taught
            FROM school_groups g WHERE g.id = ${groupId} AND g.school_id = ${schoolId} AND g.active`,
      );
      if (!group) return undefined;
      const students = await rowsOf<{ id: number }>(
        db,
        sql`SELECT u.id FROM group_students gs JOIN users u ON u.id = gs.student_id
            WHERE gs.group_id = ${groupId} AND u.school_id = ${schoolId} AND u.kind = 'student' AND u.active`,
      );
      return { ...group, studentIds: students.map((s) => s.id) };
    },

    // --- sending (inside one transaction)
    /** Serialises one sender's sends across API processes, so the rate limit cannot be raced. */
    async lockSender(userId: number) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${String(7_000_000_000 + userId)}::bigint)`);
    },
    /** The sender's messages of the last minute and day, counted on the database clock. */
    async recentSends(schoolId: number, senderId: number) {
      const [row] = await rowsOf<{
        minute: number | string;
        oldest_minute: unknown;
        day: number | string;
        oldest_day: unknown;
        now: unknown;
      }>(
        db,
        sql`SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute') AS minute,
              min(created_at) FILTER (WHERE created_at > now() - interval '1 minute') AS oldest_minute,
              count(*) AS day, min(created_at) AS oldest_day, now() AS now
            FROM messages WHERE school_id = ${schoolId} AND sender_id = ${senderId}
              AND created_at > now() - interval '1 day'`,
      );
      return {
        lastMinute: Number(row?.minute ?? 0),
        oldestInMinute: row?.oldest_minute ? asDate(row.oldest_minute) : null,
        lastDay: Number(row?.day ?? 0),
        oldestInDay: row?.oldest_day ? asDate(row.oldest_day) : null,
        now: row?.now ? asDate(row.now) : new Date(),
      };
    },
    /** Creates the thread, its participants and its first message (seen by every participant). */
    async createThread(input: NewThread) {
      const [thread] = await db
        .insert(messageThreads)
        .values({
          schoolId: input.schoolId,
          kind: input.kind,
          subject: input.subject,
          startedBy: input.startedBy,
          groupId: input.groupId,
        })
        .returning({ id: messageThreads.id });
      await db.insert(messageParticipants).values(
        [...new Set(input.participantIds)].map((userId) => ({
          schoolId: input.schoolId,
          threadId: thread!.id,
          userId,
        })),
      );
      const message = await addMessage(input.schoolId, thread!.id, input.startedBy, null, input.body);
      return { threadId: thread!.id, message };
    },
    addMessage,

    // --- reading
    /** The caller's threads, latest activity first, after the `before` cursor (a message id). */
    async inbox(schoolId: number, userId: number, before: number | undefined, limit: number): Promise<InboxRow[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`SELECT t.id, t.kind, t.subject, t.started_by, s.name AS starter_name, g.name AS group_name,
              ${otherParticipantName} AS other_name,
              m.id AS latest_id, left(m.body, 200) AS latest_preview, m.created_at AS latest_at,
              ms.name AS latest_sender, ${unreadOfParticipant} AS unread
            FROM message_participants p
            JOIN message_threads t ON t.school_id = p.school_id AND t.id = p.thread_id
            JOIN messages m ON m.school_id = p.school_id AND m.id = p.last_message_id
            JOIN users s ON s.id = t.started_by
            JOIN users ms ON ms.id = m.sender_id
            LEFT JOIN school_groups g ON g.id = t.group_id
            WHERE p.school_id = ${schoolId} AND p.user_id = ${userId} AND p.last_message_id > 0
              ${before === undefined ? sql`` : sql`AND p.last_message_id < ${before}`}
            ORDER BY p.last_message_id DESC
            LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind as MessageThreadKind,
        subject: String(r.subject),
        startedBy: Number(r.started_by),
        starterName: String(r.starter_name),
        groupName: (r.group_name as string | null) ?? null,
        otherName: (r.other_name as string | null) ?? null,
        latestId: Number(r.latest_id),
        latestSender: String(r.latest_sender),
        latestPreview: String(r.latest_preview),
        latestAt: asDate(r.latest_at),
        unread: Number(r.unread),
      }));
    },
    /** One thread as its participant sees it; undefined when missing, of another school or not theirs. */
    async threadFor(schoolId: number, threadId: number, userId: number) {
      const [r] = await rowsOf<Record<string, unknown>>(
        db,
        sql`SELECT t.id, t.kind, t.subject, t.started_by, s.name AS starter_name, g.name AS group_name,
              ${otherParticipantName} AS other_name, p.last_message_id, p.last_read_message_id,
              ${unreadOfParticipant} AS unread
            FROM message_participants p
            JOIN message_threads t ON t.school_id = p.school_id AND t.id = p.thread_id
            JOIN users s ON s.id = t.started_by
            LEFT JOIN school_groups g ON g.id = t.group_id
            WHERE p.school_id = ${schoolId} AND p.thread_id = ${threadId} AND p.user_id = ${userId}`,
      );
      if (!r) return undefined;
      return {
        id: Number(r.id),
        kind: r.kind as MessageThreadKind,
        subject: String(r.subject),
        startedBy: Number(r.started_by),
        starterName: String(r.starter_name),
        groupName: (r.group_name as string | null) ?? null,
        otherName: (r.other_name as string | null) ?? null,
        lastMessageId: Number(r.last_message_id),
        unread: Number(r.unread),
      };
    },
    /** The thread's messages the user sees, newest first, before the `before` cursor. */
    async threadMessages(
      schoolId: number,
      threadId: number,
      userId: number,
      before: number | undefined,
      limit: number,
    ): Promise<MessageRow[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`SELECT m.id, m.sender_id, u.name AS sender_name, m.body, m.created_at
            FROM messages m JOIN users u ON u.id = m.sender_id
            WHERE m.school_id = ${schoolId} AND m.thread_id = ${threadId} AND ${visibleTo(userId)}
              ${before === undefined ? sql`` : sql`AND m.id < ${before}`}
            ORDER BY m.id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        senderId: Number(r.sender_id),
        senderName: String(r.sender_name),
        body: String(r.body),
        sentAt: asDate(r.created_at),
      }));
    },
    /** Moves the user's read mark forward to `upTo` (never past the latest message they can see). */
    async markRead(schoolId: number, threadId: number, userId: number, upTo: number | undefined) {
      const target =
        upTo === undefined
          ? sql`${messageParticipants.lastMessageId}`
          : sql`least(${upTo}, ${messageParticipants.lastMessageId})`;
      await db
        .update(messageParticipants)
        .set({ lastReadMessageId: sql`greatest(${messageParticipants.lastReadMessageId}, ${target})` })
        .where(
          and(
            eq(messageParticipants.schoolId, schoolId),
            eq(messageParticipants.threadId, threadId),
            eq(messageParticipants.userId, userId),
          ),
        );
    },
    /** Unread messages in all the user's threads (the header counter). */
    async unreadTotal(schoolId: number, userId: number) {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM message_participants p
            JOIN messages x ON x.school_id = p.school_id AND x.thread_id = p.thread_id AND x.id > p.last_read_message_id
            WHERE p.school_id = ${schoolId} AND p.user_id = ${userId} AND p.last_message_id > p.last_read_message_id
              AND x.sender_id <> ${userId} AND (x.recipient_id IS NULL OR x.recipient_id = ${userId})`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
