import { z } from 'zod';
import { cursorParam, dbId, dbIdParam } from './common';

/**
 * Data protection: the audit log of personal data (who read or changed whose answers, marks,
 * feedback and details; sign-ins; role changes), the subject access export of one person, erasure,
 * and how long a school keeps its leavers' personal data.
 */

/** Most audit entries one page answers. */
export const AUDIT_PAGE_MAX = 200;

const isoDate = z.iso.date().describe('A day, YYYY-MM-DD (UTC)');

/** Filters of the audit log; the dates are whole UTC days, both included. */
export const auditQuerySchema = z.object({
  personId: dbIdParam.optional().describe('Entries by this person or about this person'),
  action: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z_]+$/, 'An action is lower-case words joined by _')
    .optional()
    .describe('Only this action (sign_in, role_change, view_answers, marked, override…)'),
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** The platform admin's audit query names the school. */
export const adminAuditQuerySchema = auditQuerySchema.extend({ schoolId: dbIdParam });

/** The CSV export takes the same filters, without paging. */
export const auditCsvQuerySchema = auditQuerySchema.omit({ cursor: true, limit: true });
export const adminAuditCsvQuerySchema = auditCsvQuerySchema.extend({ schoolId: dbIdParam });

export const auditEntrySchema = z.object({
  id: z.string().describe('`e<id>` for an audit event, `m<id>` for a change of a mark (mark_audit)'),
  at: z.string().describe('ISO 8601 time'),
  actorId: z.number().int().nullable().describe('null: the platform (marking engine, a job)'),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  subjectUserId: z.number().int().nullable().describe('The person the data is about'),
  subjectName: z.string().nullable(),
  objectKind: z.string(),
  objectId: z.string().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  next_cursor: z.string().nullable().describe('Send as `cursor` for the next page; null: this is the last page'),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const LEAVER_RETENTION_MIN_DAYS = 30;
export const LEAVER_RETENTION_MAX_DAYS = 3650;
export const LEAVER_RETENTION_DEFAULT_DAYS = 365;

export const dataProtectionSettingsSchema = z.object({
  leaverRetentionDays: z
    .number()
    .int()
    .min(LEAVER_RETENTION_MIN_DAYS)
    .max(LEAVER_RETENTION_MAX_DAYS)
    .describe("Days a leaver's personal data is kept after their account is deactivated, then anonymised"),
});
export type DataProtectionSettings = z.infer<typeof dataProtectionSettingsSchema>;

/** One person of the school as the data-protection page shows them. */
export const dataSubjectSchema = z.object({
  id: dbId,
  name: z.string(),
  email: z.string(),
  role: z.enum(['student', 'teacher', 'schooladmin']),
  active: z.boolean(),
  leftAt: z.string().nullable().describe('When the account was deactivated (a leaver)'),
  erasedAt: z.string().nullable().describe('When the personal data was anonymised'),
  erasureDueAt: z.string().nullable().describe('When the retention job will anonymise this leaver'),
  createdAt: z.string(),
});
export type DataSubject = z.infer<typeof dataSubjectSchema>;

export const erasePersonBodySchema = z.object({
  confirm: z.literal(true).describe('true: the caller has confirmed twice; erasure cannot be undone'),
});
export type ErasePersonBody = z.infer<typeof erasePersonBodySchema>;

export const erasureResultSchema = z.object({
  userId: dbId,
  erasedAt: z.string(),
  anonymised: z
    .record(z.string(), z.number().int())
    .describe('Rows whose personal text was removed, by kind (answers, messages, queries…)'),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
