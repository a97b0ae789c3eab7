import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdMessageThreadSchema,
  createMessageThreadBodySchema,
  idParamsSchema,
  markThreadReadBodySchema,
  messageRecipientListSchema,
  messageRecipientsQuerySchema,
  messageSchema,
  messagesUnreadSchema,
  messageThreadListSchema,
  messageThreadQuerySchema,
  messageThreadSchema,
  messageThreadsQuerySchema,
  problemSchema,
  replyMessageBodySchema,
} from '@markwell/contracts';
import { MESSAGES_PER_DAY, MESSAGES_PER_MINUTE } from '@markwell/domain/messages/index';
import { SCHOOL_MEMBER } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { createMessagesService } from './messages.service';

const tags = ['messages'];
const NO_INBOX = 'Platform admins and content staff have no school inbox (`forbidden`).';
const SEND_PROBLEMS = {
  403: `${NO_INBOX} Writing to someone the caller may not write to is \`not_a_recipient\`.`,
  429: `More than ${MESSAGES_PER_MINUTE} messages a minute or ${MESSAGES_PER_DAY} a day from this person (\`rate_limited\`): the Retry-After header says how many seconds to wait.`,
};

/** Sends the wait of a rate-limit refusal as Retry-After, then lets the problem handler answer. */
async function withRetryAfter<T>(reply: FastifyReply, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      reply.header('retry-after', String(error.extra.retryAfterSeconds ?? 60));
    }
    throw error;
  }
}

/** Messages between the teachers, students and school admins of one school. */
export default async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMessagesService(app.db);

  app.headerCounters.messages.push((user) => service.headerCount(user));

  app.get(
    '/messages/threads',
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: {
        tags,
        summary: "The caller's message threads, latest activity first (keyset paged)",
        description:
          'Each thread with its subject, whom it is with, the latest message the caller can see and how many are unread. Page on with `before` = `nextCursor`.',
        querystring: messageThreadsQuerySchema,
        response: { 200: messageThreadListSchema },
      },
    },
    (req) => service.inbox(req.auth!, req.query.before, req.query.limit),
  );

  app.post(
    '/messages/threads',
    {
      config: { access: SCHOOL_MEMBER, problems: SEND_PROBLEMS },
      schema: {
        tags,
        summary: 'Start a thread: a teacher to a class or a student, a student to a teacher, a school admin to staff',
        description:
          'Sends the first message of a new thread to one option of GET /messages/recipients. A class thread reaches every student of the class; their replies go to the teacher only. A recipient of another school answers 404.',
        body: createMessageThreadBodySchema,
        response: { 201: createdMessageThreadSchema, 429: problemSchema },
      },
    },
    async (req, reply) => {
      const created = await withRetryAfter(reply, () => service.startThread(req.auth!, req.body));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/messages/threads/:id',
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: {
        tags,
        summary: 'One thread with its messages (oldest first, older ones paged with `before`)',
        description:
          'The messages of a thread the caller takes part in that the caller may see. Opening it does not mark it read (POST …/read does). A thread of another school or of other people answers 404.',
        params: idParamsSchema,
        querystring: messageThreadQuerySchema,
        response: { 200: messageThreadSchema },
      },
    },
    (req) => service.thread(req.auth!, req.params.id, req.query.before, req.query.limit),
  );

  app.post(
    '/messages/threads/:id/messages',
    {
      config: { access: SCHOOL_MEMBER, problems: SEND_PROBLEMS },
      schema: {
        tags,
        summary: 'Reply in a thread',
        description:
          "Adds the caller's message to a thread they take part in. In a class thread a student's reply reaches the teacher only; the teacher's reaches the whole class.",
        params: idParamsSchema,
        body: replyMessageBodySchema,
        response: { 201: messageSchema, 429: problemSchema },
      },
    },
    async (req, reply) => {
      const message = await withRetryAfter(reply, () => service.reply(req.auth!, req.params.id, req.body.body));
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/messages/threads/:id/read',
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: {
        tags,
        summary: 'Mark a thread read (up to a message)',
        description:
          "Moves the caller's read mark of the thread to `upToMessageId` (never backwards), or to its latest message; answers the caller's unread total.",
        params: idParamsSchema,
        body: markThreadReadBodySchema,
        response: { 200: messagesUnreadSchema },
      },
    },
    (req) => service.markRead(req.auth!, req.params.id, req.body.upToMessageId),
  );

  app.get(
    '/messages/recipients',
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: {
        tags,
        summary: 'The classes and people the caller may start a thread with',
        description:
          'A teacher: the classes they teach and their students; a school admin also every teacher and "All teachers"; a student: the teachers who teach them. Each option\'s `to` is what POST /messages/threads takes.',
        querystring: messageRecipientsQuerySchema,
        response: { 200: messageRecipientListSchema },
      },
    },
    (req) => service.recipients(req.auth!, req.query.q, req.query.limit),
  );

  app.get(
    '/messages/unread-count',
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: {
        tags,
        summary: "How many messages the caller has not read (the header's envelope)",
        description: "Unread messages in all the caller's threads; the web header polls it.",
        response: { 200: messagesUnreadSchema },
      },
    },
    (req) => service.unreadCount(req.auth!),
  );
}
