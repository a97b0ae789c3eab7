import type {
  CreateMessageThreadBody,
  Message,
  MessageRecipient,
  MessageRecipientList,
  MessageRecipientOption,
  MessageThread,
  MessageThreadList,
  MessageThreadSummary,
} from '@markwell/contracts';
import { MESSAGES_PER_DAY, MESSAGES_PER_MINUTE, messageRetryAfterSeconds } from '@markwell/domain/messages/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { createMessagesRepository, type MessageRow, type ThreadHead } from './messages.repository';

/** The school whose inbox the caller has: platform admins and content staff have none. */
function schoolOf(user: AuthUser): number {
  if (user.schoolId === null || (user.role !== 'student' && user.role !== 'teacher' && user.role !== 'schooladmin')) {
    throw forbidden('Only the teachers, students and school admins of a school have messages');
  }
  return user.schoolId;
}

const isTeacher = (user: AuthUser) => user.role === 'teacher' || user.role === 'schooladmin';

const notARecipient = () => new AppError(403, 'not_a_recipient', 'You may not write to this person or class');

/** Whom a thread is with, seen from the caller's side. */
function counterpartOf(thread: ThreadHead, userId: number): string {
  const mine = thread.startedBy === userId;
  if (thread.kind === 'class') {
    const group = thread.groupName ?? 'a class';
    return mine ? group : `${thread.starterName} (${group})`;
  }
  if (thread.kind === 'staff') return mine ? 'All teachers' : `${thread.starterName} (all teachers)`;
  return thread.otherName ?? thread.starterName;
}

/** Who reads what the caller writes in the thread. */
function replyGoesTo(thread: ThreadHead, userId: number): string {
  if (thread.kind === 'class') {
    return thread.startedBy === userId ? `everyone in ${thread.groupName ?? 'the class'}` : thread.starterName;
  }
  if (thread.kind === 'staff') return 'everyone in this thread';
  return thread.otherName ?? thread.starterName;
}

const toMessage = (m: MessageRow, userId: number): Message => ({
  id: m.id,
  sender: { id: m.senderId, name: m.senderName },
  mine: m.senderId === userId,
  body: m.body,
  sentAt: m.sentAt.toISOString(),
});

/** Refuses a send past the rate limit: 429 with the seconds to wait (the route sets Retry-After). */
async function checkSendRate(repo: ReturnType<typeof createMessagesRepository>, schoolId: number, userId: number) {
  await repo.lockSender(userId);
  const recent = await repo.recentSends(schoolId, userId);
  const wait = messageRetryAfterSeconds(recent, recent.now);
  if (wait > 0) {
    throw new AppError(
      429,
      'rate_limited',
      `You may send at most ${MESSAGES_PER_MINUTE} messages a minute and ${MESSAGES_PER_DAY} a day. Try again in ${wait} second(s).`,
      { retryAfterSeconds: wait },
    );
  }
}

export function createMessagesService(db: Db) {
  const repo = createMessagesRepository(db);

  /** Who receives a new thread, after checking the caller may write to them. */
  async function resolveRecipient(user: AuthUser, schoolId: number, to: MessageRecipient) {
    if (to.kind === 'class') {
      const group = await repo.findClass(schoolId, to.groupId, user.id);
      if (!group) throw notFound('Class');
      if (!isTeacher(user) || !group.taught) throw notARecipient();
      if (group.studentIds.length === 0) {
        throw new AppError(400, 'empty_class', 'This class has no students to write to');
      }
      return { kind: 'class' as const, groupId: group.id, participantIds: [user.id, ...group.studentIds] };
    }
    if (to.kind === 'staff') {
      if (user.role !== 'schooladmin') throw notARecipient();
      const teachers = await repo.teachersOfSchool(schoolId);
      if (!teachers.some((t) => t.id !== user.id)) {
        throw new AppError(400, 'no_teachers', 'The school has no other teacher to write to');
      }
      return { kind: 'staff' as const, groupId: null, participantIds: [user.id, ...teachers.map((t) => t.id)] };
    }
    const person = await repo.findSchoolUser(schoolId, to.userId);
    if (!person) throw notFound('Person');
    if (person.id === user.id) throw notARecipient();
    const allowed =
      user.role === 'student'
        ? person.kind === 'teacher' && (await repo.teaches(schoolId, person.id, user.id))
        : person.kind === 'student'
          ? await repo.teaches(schoolId, user.id, person.id)
          : user.role === 'schooladmin' && person.kind === 'teacher';
    if (!allowed) throw notARecipient();
    return { kind: 'direct' as const, groupId: null, participantIds: [user.id, person.id] };
  }

  return {
    /** The classes and people the caller may start a thread with. */
    async recipients(user: AuthUser, q: string | undefined, limit: number): Promise<MessageRecipientList> {
      const schoolId = schoolOf(user);
      const options: MessageRecipientOption[] = [];
      if (isTeacher(user)) {
        if (user.role === 'schooladmin') {
          const teachers = (await repo.teachersOfSchool(schoolId)).filter((t) => t.id !== user.id);
          if (teachers.length > 0) {
            options.push({
              to: { kind: 'staff' },
              category: 'staff',
              label: 'All teachers',
              detail: `Staff, ${teachers.length} teacher${teachers.length === 1 ? '' : 's'}`,
            });
          }
          for (const t of teachers) {
            options.push({
              to: { kind: 'person', userId: t.id },
              category: 'teacher',
              label: t.name,
              detail: t.school_admin ? 'School admin' : 'Teacher',
            });
          }
        }
        for (const g of await repo.classesTaughtBy(schoolId, user.id)) {
          const n = Number(g.students);
          if (n === 0) continue;
          options.push({
            to: { kind: 'class', groupId: g.id },
            category: 'class',
            label: g.name,
            detail: `Class, ${n} student${n === 1 ? '' : 's'}`,
          });
        }
        for (const s of await repo.studentsTaughtBy(schoolId, user.id)) {
          options.push({
            to: { kind: 'person', userId: s.id },
            category: 'student',
            label: s.name,
            detail: `Student, ${s.classes}`,
          });
        }
      } else {
        for (const t of await repo.teachersOfStudent(schoolId, user.id)) {
          options.push({
            to: { kind: 'person', userId: t.id },
            category: 'teacher',
            label: t.name,
            detail: `Teacher, ${t.classes}`,
          });
        }
      }
      const needle = q?.toLocaleLowerCase();
      const matching = needle ? options.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : options;
      return { items: matching.slice(0, limit), truncated: matching.length > limit };
    },

    /** Starts a thread with its first message; answers its id and the message. */
    async startThread(user: AuthUser, input: CreateMessageThreadBody) {
      const schoolId = schoolOf(user);
      const recipient = await resolveRecipient(user, schoolId, input.to);
      return db.transaction(async (tx) => {
        const r = createMessagesRepository(tx);
        await checkSendRate(r, schoolId, user.id);
        const { threadId, message } = await r.createThread({
          schoolId,
          kind: recipient.kind,
          subject: input.subject,
          startedBy: user.id,
          groupId: recipient.groupId,
          participantIds: recipient.participantIds,
          body: input.body,
        });
        return {
          id: threadId,
          message: toMessage(
            { id: message.id, senderId: user.id, senderName: user.name, body: input.body, sentAt: message.createdAt },
            user.id,
          ),
        };
      });
    },

    /** Adds the caller's reply; in a class thread a student's reply goes to the teacher only. */
    async reply(user: AuthUser, threadId: number, body: string): Promise<Message> {
      const schoolId = schoolOf(user);
      const thread = await repo.threadFor(schoolId, threadId, user.id);
      if (!thread) throw notFound('Thread');
      const recipientId = thread.kind === 'class' && thread.startedBy !== user.id ? thread.startedBy : null;
      return db.transaction(async (tx) => {
        const r = createMessagesRepository(tx);
        await checkSendRate(r, schoolId, user.id);
        const message = await r.addMessage(schoolId, threadId, user.id, recipientId, body);
        return toMessage(
          { id: message.id, senderId: user.id, senderName: user.name, body, sentAt: message.createdAt },
          user.id,
        );
      });
    },

    /** A page of the caller's threads, latest activity first, with the unread total. */
    async inbox(user: AuthUser, before: number | undefined, limit: number): Promise<MessageThreadList> {
      const schoolId = schoolOf(user);
      const [rows, unreadTotal] = await Promise.all([
        repo.inbox(schoolId, user.id, before, limit + 1),
        repo.unreadTotal(schoolId, user.id),
      ]);
      const page = rows.slice(0, limit);
      const items = page.map((r): MessageThreadSummary => ({
        id: r.id,
        kind: r.kind,
        subject: r.subject,
        counterpart: counterpartOf(r, user.id),
        latest: {
          id: r.latestId,
          senderName: r.latestSender,
          preview: r.latestPreview,
          sentAt: r.latestAt.toISOString(),
        },
        unread: r.unread,
      }));
      return { items, nextCursor: rows.length > limit ? (page.at(-1)?.latestId ?? null) : null, unreadTotal };
    },

    /** One thread with a page of its messages (oldest first); another school's or someone else's is 404. */
    async thread(user: AuthUser, threadId: number, before: number | undefined, limit: number): Promise<MessageThread> {
      const schoolId = schoolOf(user);
      const thread = await repo.threadFor(schoolId, threadId, user.id);
      if (!thread) throw notFound('Thread');
      const rows = await repo.threadMessages(schoolId, threadId, user.id, before, limit + 1);
      const page = rows.slice(0, limit).reverse();
      return {
        id: thread.id,
        kind: thread.kind,
        subject: thread.subject,
        counterpart: counterpartOf(thread, user.id),
        startedBy: { id: thread.startedBy, name: thread.starterName },
        replyGoesTo: replyGoesTo(thread, user.id),
        messages: page.map((m) => toMessage(m, user.id)),
        olderCursor: rows.length > limit ? (page[0]?.id ?? null) : null,
        unread: thread.unread,
      };
    },

    /** Marks the thread read up to a message (default: all of it); answers the caller's unread total. */
    async markRead(user: AuthUser, threadId: number, upToMessageId: number | undefined) {
      const schoolId = schoolOf(user);
      const thread = await repo.threadFor(schoolId, threadId, user.id);
      if (!thread) throw notFound('Thread');
      await repo.markRead(schoolId, threadId, user.id, upToMessageId);
      return { unread: await repo.unreadTotal(schoolId, user.id) };
    },

    /** Unread messages in all the caller's threads: 0 for anyone without a school inbox (header). */
    async unreadCount(user: AuthUser) {
      return { unread: await repo.unreadTotal(schoolOf(user), user.id) };
    },

    /** The header badge source: never throws for callers who have no inbox. */
    async headerCount(user: AuthUser) {
      if (user.schoolId === null || user.role === 'staff' || user.role === 'admin') return 0;
      return repo.unreadTotal(user.schoolId, user.id);
    },
  };
}
