import { defineEndpoint } from '../endpoint';
import {
  createMessageThreadBodySchema,
  createdMessageThreadSchema,
  idParamsSchema,
  markThreadReadBodySchema,
  messageRecipientListSchema,
  messageRecipientsQuerySchema,
  messageSchema,
  messageThreadListSchema,
  messageThreadQuerySchema,
  messageThreadSchema,
  messageThreadsQuerySchema,
  messagesUnreadSchema,
  problemSchema,
  replyMessageBodySchema,
} from '../index';

/** The messages module's endpoints, each keyed by its operationId in the API document. */
export const messagesEndpoints = {
  getMessagesThreads: defineEndpoint({
    method: 'GET',
    path: '/api/v2/messages/threads',
    summary: "The caller's message threads, latest activity first (keyset paged)",
    description:
      'Each thread with its subject, whom it is with, the latest message the caller can see and how many are unread. Page on with `before` = `nextCursor`.',
    query: messageThreadsQuerySchema,
    responses: { 200: messageThreadListSchema },
  }),
  postMessagesThreads: defineEndpoint({
    method: 'POST',
    path: '/api/v2/messages/threads',
    summary: 'Start a thread: a teacher to a class or a student, a student to a teacher, a school admin to staff',
    description:
      'Sends the first message of a new thread to one option of GET /messages/recipients. A class thread reaches every student of the class; their replies go to the teacher only. A recipient of another school answers 404.',
    body: createMessageThreadBodySchema,
    responses: { 201: createdMessageThreadSchema, 429: problemSchema },
  }),
  getMessagesThreadsById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/messages/threads/:id',
    summary: 'One thread with its messages (oldest first, older ones paged with `before`)',
    description:
      'The messages of a thread the caller takes part in that the caller may see. Opening it does not mark it read (POST …/read does). A thread of another school or of other people answers 404.',
    params: idParamsSchema,
    query: messageThreadQuerySchema,
    responses: { 200: messageThreadSchema },
  }),
  postMessagesThreadsByIdMessages: defineEndpoint({
    method: 'POST',
    path: '/api/v2/messages/threads/:id/messages',
    summary: 'Reply in a thread',
    description:
      "Adds the caller's message to a thread they take part in. In a class thread a student's reply reaches the teacher only; the teacher's reaches the whole class.",
    params: idParamsSchema,
    body: replyMessageBodySchema,
    responses: { 201: messageSchema, 429: problemSchema },
  }),
  postMessagesThreadsByIdRead: defineEndpoint({
    method: 'POST',
    path: '/api/v2/messages/threads/:id/read',
    summary: 'Mark a thread read (up to a message)',
    description:
      "Moves the caller's read mark of the thread to `upToMessageId` (never backwards), or to its latest message; answers the caller's unread total.",
    params: idParamsSchema,
    body: markThreadReadBodySchema,
    responses: { 200: messagesUnreadSchema },
  }),
  getMessagesRecipients: defineEndpoint({
    method: 'GET',
    path: '/api/v2/messages/recipients',
    summary: 'The classes and people the caller may start a thread with',
    description:
      'A teacher: the classes they teach and their students; a school admin also every teacher and "All teachers"; a student: the teachers who teach them. Each option\'s `to` is what POST /messages/threads takes.',
    query: messageRecipientsQuerySchema,
    responses: { 200: messageRecipientListSchema },
  }),
  getMessagesUnreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/v2/messages/unread-count',
    summary: "How many messages the caller has not read (the header's envelope)",
    description: "Unread messages in all the caller's threads; the web header polls it.",
    responses: { 200: messagesUnreadSchema },
  }),
};
