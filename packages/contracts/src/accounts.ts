import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@markwell/domain/passwords/index';
import { cursorPageSchema, cursorQuerySchema, dbIdParam } from './common';

/**
 * Password lifecycle and account administration: changing and resetting passwords, one-time
 * passwords given by admins, and the platform admin's search across schools. The password rules
 * (length, common passwords) are checked by the server with packages/domain's `checkNewPassword`,
 * not here, so a rejected password answers one problem with a sentence per rule it breaks.
 */

const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .describe('The new password: at least 10 characters, not a common or breached one; no composition rules');
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(1000).describe('The password the caller signed in with'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema.describe('The account e-mail address') });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const forgotPasswordResponseSchema = z.object({
  message: z.string().describe('The same sentence whether or not an account has this address'),
});

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200).describe('The token of the e-mailed link'),
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const passwordResetByAdminSchema = z.object({
  userId: z.number().int(),
  initialPassword: z
    .string()
    .describe('New one-time password: shown once, never stored in clear; the user must change it at first login'),
});
export type PasswordResetByAdmin = z.infer<typeof passwordResetByAdminSchema>;

// ---- platform admin ----

/** Users across schools: keyset pages in (name, id) order, `cursor` + `limit` as every keyset list. */
export const adminUsersQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(200).optional().describe('Part of a name or e-mail address'),
  role: z.enum(['student', 'teacher', 'staff', 'admin']).optional(),
  schoolId: dbIdParam.optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(['student', 'teacher', 'staff', 'admin']),
  schoolAdmin: z.boolean(),
  owner: z.boolean(),
  active: z.boolean(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  mustChangePassword: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = cursorPageSchema(adminUserSchema);

/**
 * A new e-mail address (the login) for any user, by the platform admin: the way to change a
 * school owner's address for them, which no other school admin may do.
 */
export const changeUserEmailByAdminBodySchema = z.object({
  email: emailSchema.describe('The new login; unique across the platform'),
});
export type ChangeUserEmailByAdminBody = z.infer<typeof changeUserEmailByAdminBodySchema>;
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const createSchoolWithOwnerBodySchema = z.object({
  name: z.string().trim().min(1).max(200).describe('The school name'),
  type: z.enum(['coach', 'smallschool', 'largeschool', 'xlschool']).default('smallschool'),
  ownerName: z.string().trim().min(1).max(200),
  ownerEmail: emailSchema.describe("The owner's login; unique across the platform"),
});
export type CreateSchoolWithOwnerBody = z.input<typeof createSchoolWithOwnerBodySchema>;

export const createdSchoolWithOwnerSchema = z.object({
  school: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  initialPassword: z.string().describe("The owner's one-time password: shown once, never stored in clear"),
});
export type CreatedSchoolWithOwner = z.infer<typeof createdSchoolWithOwnerSchema>;

// ---- dev mailbox ----

/** Kept e-mails: keyset pages, newest first (by id), `cursor` + `limit` as every keyset list. */
export const adminMailboxQuerySchema = cursorQuerySchema.extend({
  to: z.string().trim().toLowerCase().max(254).optional().describe('Only messages to this exact address'),
});
export type AdminMailboxQuery = z.input<typeof adminMailboxQuerySchema>;

export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string().describe('Plain text: never render as HTML'),
  createdAt: z.string().describe('ISO date-time'),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxPageSchema = cursorPageSchema(mailboxMessageSchema);
export type MailboxPage = z.infer<typeof mailboxPageSchema>;
