import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema } from './common';

// The platform admin's inbox of messages sent through the public contact form.
// Visitors' text is plain text: never render it as HTML.

export const contactInboxStatusSchema = z
  .enum(['all', 'unhandled', 'handled'])
  .default('all')
  .describe('Which messages: all, only those still to handle, or only those handled');

export const adminContactMessagesQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(200).optional().describe("Words in the sender's name, e-mail, subject or message"),
  status: contactInboxStatusSchema,
});
export type AdminContactMessagesQuery = z.input<typeof adminContactMessagesQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  work: z.string(),
  subject: z.string(),
  message: z.string().describe('Plain text: never render as HTML'),
  vouchers: z.boolean().describe('The sender agreed to be contacted'),
  createdAt: z.string().describe('ISO date-time'),
  handledAt: z.string().nullable().describe('When it was marked handled; null: still to handle'),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** A row of the inbox: the message cut to its first characters. */
export const adminContactMessageSummarySchema = adminContactMessageSchema
  .omit({ message: true })
  .extend({ excerpt: z.string().describe('The first characters of the message, plain text') });
export type AdminContactMessageSummary = z.infer<typeof adminContactMessageSummarySchema>;

export const adminContactMessagePageSchema = cursorPageSchema(adminContactMessageSummarySchema);
export type AdminContactMessagePage = z.infer<typeof adminContactMessagePageSchema>;

export const updateAdminContactMessageBodySchema = z.object({
  handled: z.boolean().describe('true: handled; false: back to the messages to handle'),
});
export type UpdateAdminContactMessageBody = z.infer<typeof updateAdminContactMessageBodySchema>;
