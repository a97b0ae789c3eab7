import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, importBatchCreatedSchema, importBatchSchema } from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { readSingleFile } from '../../lib/uploads';
import { createQuestionsService } from '../questions/index';
import { createImportsService, IMPORT_QUEUE } from './imports.service';

const tags = ['imports'];
const KINDS = [
  { kind: 'maf', label: 'free-text (MAF)', formats: 'CSV, XLSX, Moodle XML (shortanswer, numerical) or GIFT' },
  { kind: 'quiz', label: 'multiple-choice quiz', formats: 'CSV or XLSX' },
] as const;

/**
 * Question imports, outside /api/v2: upload a file (202 + batch id), poll the batch, download a
 * template. The `question-import` job does the work (docs/adr/0008-import-jobs.md).
 */
export default async function importsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createImportsService({
    db: app.db,
    jobs: app.jobs,
    questions: createQuestionsService(app.db, app.storage),
    log: app.log,
  });
  app.jobs.handle(IMPORT_QUEUE, z.object({ batchId: z.number().int() }), ({ batchId }) => service.runBatch(batchId));
  app.addHook('onClose', () => service.close());

  for (const { kind, label, formats } of KINDS) {
    app.post(
      `/import/questions/${kind}/file`,
      {
        config: {
          access: STAFF,
          problems: {
            413: 'The file is over the upload limit (`file_too_large`), a workbook unzips to more than 32 MB (`xlsx_too_large`), a cell holds more than 32,767 characters (`cell_too_large`), or the file takes too long or too much memory to read (`file_too_complex`).',
          },
          upload: {
            file: `The questions file: ${formats} (the type is read from the content)`,
            fields: {
              curricula: 'Curriculum (id or name) for rows that leave it blank',
              course: 'Course (id or name) for rows that leave it blank',
              lesson: 'Lesson (id or name) for rows that leave it blank',
              max_marks: 'Maximum marks for rows that leave it blank',
            },
          },
        },
        schema: {
          tags,
          summary: `Import ${label} questions from a file`,
          description: `Checks and stores the file (${formats}) and queues its import; answers 202 with the batch to poll. Rows are imported in the background, each row's errors are kept, and questions already in the bank are skipped.`,
          consumes: ['multipart/form-data'],
          response: { 202: importBatchCreatedSchema },
        },
      },
      async (req, reply) => {
        const file = await readSingleFile(req);
        const created = await service.upload(req.auth!, kind, file);
        return reply.code(202).send(created);
      },
    );

    app.get(
      `/import/questions/${kind}/batch/:id`,
      {
        config: { access: STAFF },
        schema: {
          tags,
          summary: `Progress and row errors of a ${label} import`,
          description:
            'The batch status (queued, running, done or failed) with the rows processed, created and skipped so far and each failing row with its line and message.',
          params: idParamsSchema,
          response: { 200: importBatchSchema },
        },
      },
      (req) => service.getBatch(kind, req.params.id),
    );

    app.get(
      `/import/questions/${kind}/template.csv`,
      {
        config: { access: STAFF },
        schema: {
          tags,
          summary: `CSV template for ${label} imports (columns: docs/question-import.md)`,
          description: `A CSV file with the header row and an example row of a ${label} import, sent as an attachment.`,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV text') },
        },
      },
      async (_req, reply) => {
        void reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-questions-template.csv"`)
          .header('cache-control', 'no-store')
          .serializer((body: unknown) => body as string);
        return service.template(kind);
      },
    );
  }
}
