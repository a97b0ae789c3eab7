import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { contentDisposition } from '../../lib/download-name';
import { createMockExportsService, type ExportScope } from './mock-exports.service';

const tags = ['mock exams'];
const COLUMNS =
  'One row per submitted attempt: school, class, student, assignment, submitted_at, total, max, percent (one decimal), released, for_credit (false for a "not for credit" attempt, left out of every mean), then one column per question of the template ("Q1 (out of 4)": its position in the exam and the marks it is out of). Text cells are formula-safe; rows are read and sent a page at a time.';

/** The admin CSV exports of mock results, outside /api/v2 (legacy paths). */
export default async function mockExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMockExportsService(app.db);

  /** Checks the scope (a 404 before any byte is sent), then streams the CSV. */
  async function sendCsv(reply: import('fastify').FastifyReply, scope: ExportScope, name: string) {
    const templateId = await service.exportTemplateOf(scope);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', name))
      .send(Readable.from(service.exportCsv(scope, templateId)));
  }

  app.get(
    '/admin/mock-exam/export-session/:id',
    {
      config: { access: STAFF, problems: { 404: 'No such mock session' } },
      schema: {
        tags,
        summary: 'Every student’s result of a mock session, as CSV',
        description: `Mock session :id across every school that set it (archived sessions too). ${COLUMNS}`,
        params: idParamsSchema,
        produces: ['text/csv'],
      },
    },
    (req, reply) => sendCsv(reply, { sessionId: req.params.id }, `mock-session-${req.params.id}.csv`),
  );

  app.get(
    '/admin/central-exam/export-data/:id',
    {
      config: { access: STAFF, problems: { 404: 'No such central exam template' } },
      schema: {
        tags,
        summary: 'Every student’s result of a central template, as CSV',
        description: `Every assignment any school set from central template :id, mock or not. ${COLUMNS}`,
        params: idParamsSchema,
        produces: ['text/csv'],
      },
    },
    (req, reply) => sendCsv(reply, { templateId: req.params.id }, `central-template-${req.params.id}.csv`),
  );
}
