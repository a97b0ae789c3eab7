import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@markwell/domain/passwords/index';
import { SCHOOL_TYPES } from '@markwell/domain/pricing/index';
import { cursorPageSchema, cursorQuerySchema, dbId, dbIdParam } from './common';

/**
 * Registration of a school or coach, its subscription per subject, invoices and the subject
 * price lists. Prices are computed with packages/domain's pricing on both sides; the server
 * always charges its own figure.
 */

export const schoolTypeSchema = z.enum(SCHOOL_TYPES).describe('coach, smallschool, largeschool or xlschool');

const price = z.number().min(0).max(100000);
const optionalPrice = price.nullable();

/** A subject's prices as the API shows them (SPEC field names). */
export const subjectPriceListSchema = z.object({
  price_mini: price,
  price_small: price,
  price_medium: price,
  price_large: price,
  price_mini_discount: optionalPrice,
  price_small_discount: optionalPrice,
  price_medium_discount: optionalPrice,
  price_large_discount: optionalPrice,
});
export type SubjectPriceList = z.infer<typeof subjectPriceListSchema>;

export const pricedSubjectSchema = subjectPriceListSchema.extend({
  id: z.number().int().describe('Subject id (fixed list)'),
  name: z.string(),
});
export type PricedSubject = z.infer<typeof pricedSubjectSchema>;

export const planCategorySchema = z.object({
  type: schoolTypeSchema,
  name: z.string(),
  description: z.string(),
  price_column: z.enum(['price_mini', 'price_small', 'price_medium', 'price_large']),
  subjects: z
    .array(z.object({ id: z.number().int(), name: z.string(), price: z.number(), price_discount: z.number() }))
    .describe('Monthly price of each subject for this type, before and after its own discount'),
});

/**
 * The least time between opening the registration form (its `form_token`) and sending it: a person
 * needs at least this long to fill it in; bots post at once (400 `form_rejected`).
 */
export const REGISTRATION_MIN_FILL_MS = 3_000;

export const registerCategoriesSchema = z.object({
  categories: z.array(planCategorySchema),
  subjects: z.array(pricedSubjectSchema).describe('Subjects on offer with every price column'),
  vat_percent: z.number(),
  currency: z.string().describe('ISO 4217 code of every price'),
  form_token: z.string().describe('Send back with the registration: proves the form was open long enough'),
});
export type RegisterCategories = z.infer<typeof registerCategoriesSchema>;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

const subjectIdsSchema = z
  .array(dbId)
  .min(1, { error: 'Choose at least one subject' })
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A subject is listed twice' });

export const registerBodySchema = z.object({
  school_type: schoolTypeSchema,
  school_name: z
    .string()
    .trim()
    .min(2, { error: 'Enter the name of your school (or your own name as a coach)' })
    .max(200),
  name: z.string().trim().min(2, { error: 'Enter your name' }).max(200).describe("The owner's name"),
  email: emailSchema.describe("The owner's e-mail address: a confirmation link is sent to it"),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .describe('At least 10 characters, not a common one'),
  curriculas: subjectIdsSchema.describe('Ids of the subjects subscribed to'),
  monthly: z.boolean().default(true).describe('Billed monthly (true) or yearly (false: ×10)'),
  form_token: z.string().min(1).max(200).describe('The `form_token` of GET /register/categories'),
  website: z.string().max(500).optional().describe('Leave empty (a field people never see)'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({
  school_id: z.number().int(),
  email: z.string(),
  amount: z.number().describe('Price of one period, before VAT'),
  discount_percent: z.number().int(),
  monthly: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const resendConfirmationBodySchema = z.object({
  email: emailSchema.describe('The address the school was registered with'),
});
export const resendConfirmationResponseSchema = z.object({
  message: z.string().describe('The same sentence whether or not an unconfirmed registration has this address'),
});

export const confirmEmailBodySchema = z.object({ token: z.string().min(1).max(200) });
export const confirmEmailResponseSchema = z.object({ email: z.string(), school_name: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

// ---- subscription ----

export const subscriptionChangeSchema = z.object({
  changed_at: z.string(),
  subjects_before: z.array(z.string()),
  subjects_after: z.array(z.string()),
  monthly_before: z.boolean(),
  monthly_after: z.boolean(),
  amount_before: z.number(),
  amount_after: z.number(),
  prorated: z.number().describe('Charged (positive) or credited (negative) for the rest of the period'),
  invoice_id: z.number().int().nullable(),
});

export const subscriptionSchema = z.object({
  id: z.number().int(),
  school: z.object({ id: z.number().int(), name: z.string(), type: schoolTypeSchema }),
  status: z.enum(['awaiting_confirmation', 'active']),
  monthly: z.boolean(),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  amount: z.number().describe('Price of one period, before VAT'),
  discount_percent: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  vat_percent: z.number(),
  currency: z.string(),
  can_change: z.boolean().describe('Whether the caller (the owner) may change the plan'),
  offer: z.array(pricedSubjectSchema).describe('Subjects on offer, priced for the current period'),
  changes: z.array(subscriptionChangeSchema).describe('Plan changes, newest first'),
  next_invoice: z
    .object({
      issued_on: z.string().describe('When the current period ends and the next one is invoiced (ISO date-time)'),
      period_end: z.string().describe('End of the period that invoice bills'),
      net: z.number(),
      vat: z.number(),
      gross: z.number(),
    })
    .nullable()
    .describe(
      'The renewal invoice due at the end of the current period, at the prices in force then; null while the plan is not active',
    ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionParamsSchema = z.object({ id: dbIdParam });

export const planChoiceSchema = z.object({
  curriculas: subjectIdsSchema.describe('Ids of the subjects the plan holds after the change'),
  monthly: z.boolean(),
});

export const subscriptionQuoteSchema = z.object({
  amount: z.number().describe('Price of one period of the new plan, before VAT'),
  discount_percent: z.number().int(),
  charge: z.number().describe('Charged now (positive) or credited (negative), before VAT'),
  days_left: z.number().int(),
  period_days: z.number().int(),
  new_period: z.boolean(),
  period_start: z.string(),
  period_end: z.string(),
  explanation: z.string().describe('The proration in one sentence, to show before confirming'),
});
export type SubscriptionQuote = z.infer<typeof subscriptionQuoteSchema>;

export const changeSubscriptionBodySchema = planChoiceSchema.extend({
  quoted_charge: z
    .number()
    .describe('The `charge` of the quote the owner confirmed: a different figure now answers 409 with the new quote'),
});
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBodySchema>;

export const changeSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema,
  invoice_id: z.number().int().nullable(),
});

// ---- invoices ----

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string().describe('Invoice number as printed'),
  issued_at: z.string(),
  due_at: z.string(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  status: z.enum(['unpaid', 'paid']),
  credit_note: z.boolean(),
  currency: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  bill_to: z.string(),
  vat_percent: z.number(),
  paid_at: z.string().nullable(),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
  payment: z.object({
    provider: z.string(),
    instructions: z.string().describe('How to pay, from the payment provider'),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The school's invoices a page at a time, newest first (`cursor` and `limit`). */
export const invoiceListQuerySchema = cursorQuerySchema;
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next (older) page; null on the last page'),
});

export const markInvoicePaidBodySchema = z.object({ paid: z.boolean() });

// ---- every school's invoices (platform admin) ----

export const adminInvoiceStatusSchema = z
  .enum(['all', 'unpaid', 'paid'])
  .default('all')
  .describe('Which invoices: all, only those still to pay, or only those paid');
export type AdminInvoiceStatus = z.infer<typeof adminInvoiceStatusSchema>;

export const adminInvoicesQuerySchema = cursorQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Part of the school's name, or an invoice number (`MW-000012` or `12`)"),
  status: adminInvoiceStatusSchema,
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuerySchema>;

export const adminInvoiceSummarySchema = invoiceSummarySchema.extend({
  school: z.object({ id: z.number().int(), name: z.string() }).describe('The school billed'),
  paid_at: z.string().nullable(),
});
export type AdminInvoiceSummary = z.infer<typeof adminInvoiceSummarySchema>;

export const adminInvoicePageSchema = cursorPageSchema(adminInvoiceSummarySchema);
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

// ---- subject prices (content staff) ----

export const subjectPriceRowSchema = subjectPriceListSchema.extend({
  id: z.number().int(),
  effective_from: z.string(),
});

export const subjectPricesSchema = z.object({
  items: z.array(
    z.object({
      subject: z.object({ id: z.number().int(), name: z.string() }),
      current: subjectPriceRowSchema.nullable(),
      upcoming: z.array(subjectPriceRowSchema).describe('Price lists that start later'),
    }),
  ),
});
export type SubjectPriceSchedule = z.infer<typeof subjectPricesSchema>;

export const createSubjectPriceBodySchema = subjectPriceListSchema.extend({
  subject_id: dbId,
  effective_from: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('When the prices start (default now); never in the past: periods already begun keep theirs'),
});
export type CreateSubjectPriceBody = z.infer<typeof createSubjectPriceBodySchema>;
