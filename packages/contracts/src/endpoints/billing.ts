import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  adminInvoicePageSchema,
  adminInvoicesQuerySchema,
  changeSubscriptionBodySchema,
  changeSubscriptionResponseSchema,
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  createSubjectPriceBodySchema,
  idParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  markInvoicePaidBodySchema,
  planChoiceSchema,
  problemSchema,
  registerBodySchema,
  registerCategoriesSchema,
  registerResponseSchema,
  resendConfirmationBodySchema,
  resendConfirmationResponseSchema,
  subjectPriceRowSchema,
  subjectPricesSchema,
  subscriptionParamsSchema,
  subscriptionQuoteSchema,
  subscriptionSchema,
} from '../index';

/** The billing module's endpoints, each keyed by its operationId in the API document. */
export const billingEndpoints = {
  getRegisterCategories: defineEndpoint({
    method: 'GET',
    path: '/api/v2/register/categories',
    summary: 'Plan categories by school type, with the subjects on offer and their prices',
    description:
      "One category per school type (coach → price_mini, smallschool → price_small, largeschool → price_medium, xlschool → price_large) with each subject's monthly price and discounted price, every subject with all its price columns, the VAT rate, and a `form_token` to send back with the registration.",
    responses: { 200: registerCategoriesSchema },
  }),
  postRegistersUsers: defineEndpoint({
    method: 'POST',
    path: '/api/v2/registers/users',
    summary: 'Register a school or coach with its owner account and a subscription for the chosen subjects',
    description:
      'In one transaction: the school (inactive), its owner (a school admin), the subscription at the price the server computes, the curricula of the subscribed subjects, the first invoice, and an e-mail with a single-use link (seven days) the owner opens to confirm the address. The school goes live, and the owner can log in, once the address is confirmed.',
    body: registerBodySchema,
    responses: { 201: registerResponseSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema },
  }),
  postRegistersConfirmations: defineEndpoint({
    method: 'POST',
    path: '/api/v2/registers/confirmations',
    summary: "Confirm a new owner's e-mail address with the token of the e-mailed link",
    description: 'Uses up the link, confirms the address and puts the school and its subscription live.',
    body: confirmEmailBodySchema,
    responses: { 200: confirmEmailResponseSchema, 400: problemSchema },
  }),
  postRegistersConfirmationsResend: defineEndpoint({
    method: 'POST',
    path: '/api/v2/registers/confirmations/resend',
    summary: 'E-mail a new confirmation link to an owner who has not confirmed yet',
    description:
      'Answers 202 with the same sentence, whether or not an unconfirmed registration uses the address; a background job sends a new link (older ones stop working), three an hour at most.',
    body: resendConfirmationBodySchema,
    responses: { 202: resendConfirmationResponseSchema, 429: problemSchema },
  }),
  getSubscriptionUser: defineEndpoint({
    method: 'GET',
    path: '/api/v2/subscription/user',
    summary: "The caller's school's plan: subjects, billing period, price and changes",
    description:
      'The subscribed subjects, monthly or yearly billing, the price of one period (before VAT) with its subject-count discount, the current period, the subjects on offer priced for it, the plan changes with their dates, and the renewal invoice due when the period ends (`next_invoice`, priced as of that day). `can_change` is true for the owner.',
    responses: { 200: subscriptionSchema },
  }),
  postSubscriptionsByIdQuotes: defineEndpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/:id/quotes',
    summary: 'Price a plan change before confirming it (prorated for the rest of the period)',
    description:
      'Answers the new price per period and what changing now costs: the difference for the days left of the current period (same billing cycle), or a new period less the unused part of the current one (monthly ↔ yearly), with a sentence to show the owner. Changes nothing.',
    params: subscriptionParamsSchema,
    body: planChoiceSchema,
    responses: { 200: subscriptionQuoteSchema, 400: problemSchema, 404: problemSchema },
  }),
  patchSubscriptionsByIdUser: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/subscriptions/:id/user',
    summary: 'Change the plan: add or drop subjects, monthly or yearly (owner)',
    description:
      "Recomputes the price, records the change with its date, invoices (or credits) the prorated difference and makes the school's curricula those of the new subjects. `quoted_charge` must be the `charge` of the quote the owner saw.",
    params: subscriptionParamsSchema,
    body: changeSubscriptionBodySchema,
    responses: {
      200: changeSubscriptionResponseSchema,
      400: problemSchema,
      403: problemSchema,
      404: problemSchema,
      409: problemSchema,
    },
  }),
  getInvoices: defineEndpoint({
    method: 'GET',
    path: '/api/v2/invoices',
    summary: "The caller's school's invoices, newest first",
    description:
      'Number, dates, totals (net, VAT, gross) and paid or unpaid; a negative total is a credit note. A page at a time: `limit` (at most 100) and the `cursor` of the previous page.',
    query: invoiceListQuerySchema,
    responses: { 200: invoiceListSchema },
  }),
  getAdminInvoices: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/invoices',
    summary: "Every school's invoices, newest first, a keyset page at a time (platform admin)",
    description:
      'Invoices and credit notes of all schools with the school billed, newest first: all, only unpaid or only paid, optionally those of schools whose name contains `q` or whose number is `q` (`MW-000012` or `12`). `next_cursor` opens the next page; the total is counted up to 1,000.',
    query: adminInvoicesQuerySchema,
    responses: { 200: adminInvoicePageSchema },
  }),
  getInvoicesById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/invoices/:id',
    summary: 'One invoice with its lines and how to pay it',
    description: "The school's own invoice (the platform admin sees any).",
    params: idParamsSchema,
    responses: { 200: invoiceSchema, 404: problemSchema },
  }),
  getInvoicesByIdPdf: defineEndpoint({
    method: 'GET',
    path: '/api/v2/invoices/:id/pdf',
    summary: 'One invoice as a PDF file',
    description: 'The invoice as an A4 PDF, sent as an attachment named after its number.',
    params: idParamsSchema,
    responses: { 200: z.string().describe('PDF file'), 404: problemSchema },
  }),
  patchInvoicesByIdPayment: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/invoices/:id/payment',
    summary: 'Mark an invoice paid, or unpaid again (platform admin)',
    description: 'For payment by bank transfer: the admin records the money arriving. Answers the invoice.',
    params: idParamsSchema,
    body: markInvoicePaidBodySchema,
    responses: { 200: invoiceSchema, 404: problemSchema },
  }),
  getSubjectPrices: defineEndpoint({
    method: 'GET',
    path: '/api/v2/subject-prices',
    summary: 'Every subject with its prices in force and those scheduled (content staff)',
    description:
      'Per subject: the price list in force now (null when none: the subject is not on offer) and the lists that start later.',
    responses: { 200: subjectPricesSchema },
  }),
  postSubjectPrices: defineEndpoint({
    method: 'POST',
    path: '/api/v2/subject-prices',
    summary: "Set a subject's prices from now or a later date (content staff)",
    description:
      'Adds a price list; it applies to subscriptions and periods that begin from `effective_from` on. A period already begun keeps the prices it began with.',
    body: createSubjectPriceBodySchema,
    responses: { 201: subjectPriceRowSchema, 400: problemSchema, 404: problemSchema },
  }),
};
