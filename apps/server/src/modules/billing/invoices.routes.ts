import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoicePageSchema,
  adminInvoicesQuerySchema,
  idParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  markInvoicePaidBodySchema,
  problemSchema,
} from '@markwell/contracts';
import { ADMIN, SCHOOL_ADMIN } from '../../lib/access';
import { invoiceSettingsOf } from './billing-settings';
import { createInvoicesService } from './invoices.service';

const INVOICE_READERS = [...SCHOOL_ADMIN, ...ADMIN] as const;

/**
 * A school's invoices (school admins), one invoice as data and as a PDF, every school's invoices
 * and payment by the platform admin.
 */
export default async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = invoiceSettingsOf(app);
  const service = createInvoicesService(app.db, { currency: settings.currency, providers: [settings.provider] });
  const notYours = "Missing, or another school's invoice (`not_found`).";

  app.get(
    '/invoices',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags: ['invoices'],
        summary: "The caller's school's invoices, newest first",
        description:
          'Number, dates, totals (net, VAT, gross) and paid or unpaid; a negative total is a credit note. A page at a time: `limit` (at most 100) and the `cursor` of the previous page.',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema },
      },
    },
    (req) => service.list(req.auth!, req.query),
  );

  app.get(
    '/admin/invoices',
    {
      config: { access: ADMIN, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: {
        tags: ['invoices'],
        summary: "Every school's invoices, newest first, a keyset page at a time (platform admin)",
        description:
          'Invoices and credit notes of all schools with the school billed, newest first: all, only unpaid or only paid, optionally those of schools whose name contains `q` or whose number is `q` (`MW-000012` or `12`). `next_cursor` opens the next page; the total is counted up to 1,000.',
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminInvoicePageSchema },
      },
    },
    (req) => service.adminList(req.query),
  );

  app.get(
    '/invoices/:id',
    {
      config: { access: INVOICE_READERS, problems: { 404: notYours } },
      schema: {
        tags: ['invoices'],
        summary: 'One invoice with its lines and how to pay it',
        description: "The school's own invoice (the platform admin sees any).",
        params: idParamsSchema,
        response: { 200: invoiceSchema, 404: problemSchema },
      },
    },
    (req) => service.get(req.auth!, req.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: INVOICE_READERS, problems: { 404: notYours } },
      schema: {
        tags: ['invoices'],
        summary: 'One invoice as a PDF file',
        description: 'The invoice as an A4 PDF, sent as an attachment named after its number.',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('PDF file'), 404: problemSchema },
      },
    },
    async (req, reply) => {
      const file = await service.pdf(req.auth!, req.params.id);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          // The schema says "string" for the OpenAPI document; Fastify sends a Buffer as is.
          .send(file.bytes as unknown as string)
      );
    },
  );

  app.patch(
    '/invoices/:id/payment',
    {
      config: { access: ADMIN, problems: { 404: 'No such invoice (`not_found`).' } },
      schema: {
        tags: ['invoices'],
        summary: 'Mark an invoice paid, or unpaid again (platform admin)',
        description: 'For payment by bank transfer: the admin records the money arriving. Answers the invoice.',
        params: idParamsSchema,
        body: markInvoicePaidBodySchema,
        response: { 200: invoiceSchema, 404: problemSchema },
      },
    },
    (req) => service.setPaid(req.auth!, req.params.id, req.body.paid),
  );
}
