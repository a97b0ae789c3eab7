// Messages between the people of one school: threads with a subject, replies, read marks.
import { hasControlCharacters, MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@markwell/domain/messages/index';
import { z } from 'zod';
import { dbId, dbIdParam } from './common';

/** Plain text of at most `max` characters, trimmed, not empty, without control characters. */
const plainText = (max: number, singleLine: boolean) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(max, `At most ${max} characters`)
    .refine((s) => !hasControlCharacters(s, { singleLine }), {
      message: singleLine ? 'Must be one line without control characters' : 'Must not contain control characters',
    });

export const messageSubjectSchema = plainText(MESSAGE_SUBJECT_MAX, true).describe(
  `Plain text, one line, 1 to ${MESSAGE_SUBJECT_MAX} characters`,
);
export const messageBodySchema = plainText(MESSAGE_BODY_MAX, false).describe(
  `Plain text (line breaks kept, never read as HTML), 1 to ${MESSAGE_BODY_MAX} characters`,
);

export const messageThreadKindSchema = z
  .enum(['class', 'direct', 'staff'])
  .describe(
    'class: a teacher to a class (replies go to the teacher only); direct: two people; staff: a school admin to every teacher',
  );
export type MessageThreadKind = z.infer<typeof messageThreadKindSchema>;

/** Whom a new thread is for: one of the options of GET /messages/recipients. */
export const messageRecipientSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('class'), groupId: dbId.describe('A class the caller teaches') }),
  z.object({ kind: z.literal('person'), userId: dbId.describe('A student the caller teaches, or a teacher') }),
  z.object({ kind: z.literal('staff').describe("Every teacher of the caller's school (school admins only)") }),
]);
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const messageRecipientOptionSchema = z.object({
  to: messageRecipientSchema,
  category: z.enum(['staff', 'teacher', 'class', 'student']).describe('What the option is, to group a list by'),
  label: z.string().describe('A class name, a person\'s name, or "All teachers"'),
  detail: z.string().describe('What the option is, e.g. "Class, 6 students" or "Student, 10B Biology"'),
});
export type MessageRecipientOption = z.infer<typeof messageRecipientOptionSchema>;

export const messageRecipientsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Only options whose label contains this text'),
  limit: z.coerce.number().int().min(1).max(200).default(200),
});
export const messageRecipientListSchema = z.object({
  items: z.array(messageRecipientOptionSchema),
  truncated: z.boolean().describe('More options matched than `limit`: narrow them with `q`'),
});
export type MessageRecipientList = z.infer<typeof messageRecipientListSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  sender: z.object({ id: z.number().int(), name: z.string() }),
  mine: z.boolean().describe('Sent by the caller'),
  body: z.string().describe('Plain text: show it as text, never as HTML'),
  sentAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSummarySchema = z.object({
  id: z.number().int(),
  kind: messageThreadKindSchema,
  subject: z.string(),
  counterpart: z
    .string()
    .describe('Whom the thread is with, from the caller\'s side: a class, a person, "All teachers"'),
  latest: z.object({
    id: z.number().int().describe('The latest message the caller can see (the inbox is ordered by it)'),
    senderName: z.string(),
    preview: z.string().describe('The start of its text (plain text)'),
    sentAt: z.string(),
  }),
  unread: z.number().int().describe('Messages in the thread the caller has not read'),
});
export type MessageThreadSummary = z.infer<typeof messageThreadSummarySchema>;

export const messageThreadsQuerySchema = z.object({
  before: dbIdParam.optional().describe('Cursor: `nextCursor` of the previous page'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MessageThreadsQuery = z.infer<typeof messageThreadsQuerySchema>;
export const messageThreadListSchema = z.object({
  items: z.array(messageThreadSummarySchema).describe('Newest activity first'),
  nextCursor: z.number().int().nullable().describe('Pass as `before` for the next page; null on the last page'),
  unreadTotal: z.number().int(),
});
export type MessageThreadList = z.infer<typeof messageThreadListSchema>;

export const messageThreadQuerySchema = z.object({
  before: dbIdParam.optional().describe('Cursor: `olderCursor` of the previous answer, for older messages'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const messageThreadSchema = z.object({
  id: z.number().int(),
  kind: messageThreadKindSchema,
  subject: z.string(),
  counterpart: z.string(),
  startedBy: z.object({ id: z.number().int(), name: z.string() }),
  replyGoesTo: z
    .string()
    .describe('Who reads a reply from the caller, e.g. "Tom Teacher" or "everyone in 10B Biology"'),
  messages: z.array(messageSchema).describe('Oldest first'),
  olderCursor: z.number().int().nullable().describe('Pass as `before` for older messages; null when none is left'),
  unread: z.number().int().describe('Messages the caller has not read yet (they are not marked read by opening)'),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const createMessageThreadBodySchema = z.object({
  to: messageRecipientSchema,
  subject: messageSubjectSchema,
  body: messageBodySchema,
});
export type CreateMessageThreadBody = z.infer<typeof createMessageThreadBodySchema>;
export const createdMessageThreadSchema = z.object({ id: z.number().int(), message: messageSchema });

export const replyMessageBodySchema = z.object({ body: messageBodySchema });
export type ReplyMessageBody = z.infer<typeof replyMessageBodySchema>;

export const markThreadReadBodySchema = z.object({
  upToMessageId: dbId
    .optional()
    .describe(
      'The latest message the caller has seen; later ones stay unread. Default: every message now in the thread',
    ),
});
export type MarkThreadReadBody = z.infer<typeof markThreadReadBodySchema>;
export const messagesUnreadSchema = z.object({
  unread: z.number().int().describe("Unread messages in all the caller's threads"),
});
export type MessagesUnread = z.infer<typeof messagesUnreadSchema>;
