import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { subjects } from './curricula';
import { schools, users } from './schools';

/** Money columns: exact decimals, read back as strings (the domain's pricing reads both). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A subject's price list from a date on. Content staff never edit a row: a change is a new row
 * effective from now or later, so a period already started keeps the prices it began with.
 */
export const subjectPrices = pgTable(
  'subject_prices',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    priceMini: money('price_mini').notNull(),
    priceSmall: money('price_small').notNull(),
    priceMedium: money('price_medium').notNull(),
    priceLarge: money('price_large').notNull(),
    priceMiniDiscount: money('price_mini_discount'),
    priceSmallDiscount: money('price_small_discount'),
    priceMediumDiscount: money('price_medium_discount'),
    priceLargeDiscount: money('price_large_discount'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subject_prices_subject_from_idx').on(t.subjectId, t.effectiveFrom)],
);

export const subscriptionStatuses = ['awaiting_confirmation', 'active'] as const;

/** A school's plan: the subjects it pays for, monthly or yearly, and the current period. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    monthly: boolean('monthly').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    /** The price of one period (net of VAT), as charged when the period or the plan last changed. */
    amount: money('amount').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_school_unique').on(t.schoolId),
    // The renewal sweep reads the active subscriptions whose period has ended.
    index('subscriptions_renewal_due_idx')
      .on(t.periodEnd)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const subscriptionSubjects = pgTable(
  'subscription_subjects',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.subjectId] })],
);

/** Every plan change with its date: what it was, what it became, and what the rest of the period cost. */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<{ subjectIds: number[]; monthly: boolean; amount: string }>().notNull(),
    after: jsonb('after').$type<{ subjectIds: number[]; monthly: boolean; amount: string }>().notNull(),
    /** Charged now (positive) or credited (negative) for the rest of the current period. */
    prorated: money('prorated').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
  },
  (t) => [index('subscription_changes_subscription_idx').on(t.subscriptionId, t.changedAt)],
);

/**
 * One row per period a subscription was renewed into, with the invoice that billed it. The unique
 * key (subscription, period start) is what makes renewal idempotent: whatever runs twice, a period
 * is billed once.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The price of the period (net of VAT), at the prices in force when it started. */
    amount: money('amount').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_renewals_period_unique').on(t.subscriptionId, t.periodStart)],
);

export const invoiceStatuses = ['unpaid', 'paid'] as const;

/**
 * A bill (or, with a negative total, a credit note). Numbers come from `billing_counters` in the
 * issuing transaction, so they run without gaps. Lines and totals are frozen when issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    billTo: text('bill_to').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2 }).notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment provider that collects it (`invoice`: bank transfer against the invoice). */
    provider: text('provider').notNull(),
  },
  (t) => [uniqueIndex('invoices_number_unique').on(t.number), index('invoices_school_idx').on(t.schoolId, t.issuedAt)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

/** Gap-free counters (invoice numbers): taken with UPDATE … RETURNING inside the issuing transaction. */
export const billingCounters = pgTable('billing_counters', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});

/** "Confirm your e-mail" links of new owners: only the SHA-256 of the token is kept; single use. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/**
 * The curricula each school sees, resolved when read: those granted to it by hand
 * (`school_curricula`: schools without a subscription, or before one) and every active curriculum
 * of a subject its subscription covers. A curriculum staff add to a subject reaches every school
 * subscribed to that subject at once, with nothing to copy. Every module reads this, never
 * `school_curricula` alone.
 */
export const schoolVisibleCurricula = pgView('school_visible_curricula', {
  schoolId: integer('school_id').notNull(),
  curriculaId: integer('curricula_id').notNull(),
}).as(sql`
  SELECT school_id, curricula_id FROM school_curricula
  UNION
  SELECT s.school_id, c.id AS curricula_id
  FROM subscriptions s
  JOIN subscription_subjects ss ON ss.subscription_id = s.id
  JOIN curricula c ON c.subject_id = ss.subject_id AND c.active`);
