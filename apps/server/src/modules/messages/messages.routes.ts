import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES_PER_DAY, MESSAGES_PER_MINUTE } from '@markwell/domain/messages/index';
import { messagesEndpoints } from '@markwell/contracts/endpoints/messages';
import { routeEndpoint } from '../../lib/endpoint-route';
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

  routeEndpoint(
    app,
    messagesEndpoints.getMessagesThreads,
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: { tags },
    },
    (req) => service.inbox(req.auth!, req.query.before, req.query.limit),
  );

  routeEndpoint(
    app,
    messagesEndpoints.postMessagesThreads,
    {
      config: { access: SCHOOL_MEMBER, problems: SEND_PROBLEMS },
      schema: { tags },
    },
    async (req, reply) => {
      const created = await withRetryAfter(reply, () => service.startThread(req.auth!, req.body));
      return reply.code(201).send(created);
    },
  );

  routeEndpoint(
    app,
    messagesEndpoints.getMessagesThreadsById,
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: { tags },
    },
    (req) => service.thread(req.auth!, req.params.id, req.query.before, req.query.limit),
  );

  routeEndpoint(
    app,
    messagesEndpoints.postMessagesThreadsByIdMessages,
    {
      config: { access: SCHOOL_MEMBER, problems: SEND_PROBLEMS },
      schema: { tags },
    },
    async (req, reply) => {
      const message = await withRetryAfter(reply, () => service.reply(req.auth!, req.params.id, req.body.body));
      return reply.code(201).send(message);
    },
  );

  routeEndpoint(
    app,
    messagesEndpoints.postMessagesThreadsByIdRead,
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: { tags },
    },
    (req) => service.markRead(req.auth!, req.params.id, req.body.upToMessageId),
  );

  routeEndpoint(
    app,
    messagesEndpoints.getMessagesRecipients,
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: { tags },
    },
    (req) => service.recipients(req.auth!, req.query.q, req.query.limit),
  );

  routeEndpoint(
    app,
    messagesEndpoints.getMessagesUnreadCount,
    {
      config: { access: SCHOOL_MEMBER, problems: { 403: NO_INBOX } },
      schema: { tags },
    },
    (req) => service.unreadCount(req.auth!),
  );
}
