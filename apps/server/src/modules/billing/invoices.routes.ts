import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { routeEndpoint } from '../../lib/endpoint-route';
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

  routeEndpoint(
    app,
    billingEndpoints.getInvoices,
    { config: { access: SCHOOL_ADMIN }, schema: { tags: ['invoices'] } },
    (req) => service.list(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    billingEndpoints.getAdminInvoices,
    {
      config: { access: ADMIN, problems: { 400: 'Invalid filters, or a cursor no page answered (`invalid_cursor`).' } },
      schema: { tags: ['invoices'] },
    },
    (req) => service.adminList(req.query),
  );

  routeEndpoint(
    app,
    billingEndpoints.getInvoicesById,
    { config: { access: INVOICE_READERS, problems: { 404: notYours } }, schema: { tags: ['invoices'] } },
    (req) => service.get(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    billingEndpoints.getInvoicesByIdPdf,
    {
      config: { access: INVOICE_READERS, problems: { 404: notYours } },
      schema: { tags: ['invoices'], produces: ['application/pdf'] },
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

  routeEndpoint(
    app,
    billingEndpoints.patchInvoicesByIdPayment,
    { config: { access: ADMIN, problems: { 404: 'No such invoice (`not_found`).' } }, schema: { tags: ['invoices'] } },
    (req) => service.setPaid(req.auth!, req.params.id, req.body.paid),
  );
}
