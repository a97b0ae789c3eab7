import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importsEndpoints } from '@markwell/contracts/endpoints/imports';
import { routeEndpoint } from '../../lib/endpoint-route';
import { STAFF } from '../../lib/access';
import { readSingleFile } from '../../lib/uploads';
import { createQuestionsService } from '../questions/index';
import { createImportsService, IMPORT_QUEUE } from './imports.service';

const tags = ['imports'];
const KINDS = [
  {
    kind: 'maf',
    formats: 'CSV, XLSX, Moodle XML (shortanswer, numerical) or GIFT',
    upload: importsEndpoints.postImportQuestionsMafFile,
    batch: importsEndpoints.getImportQuestionsMafBatchById,
    template: importsEndpoints.getImportQuestionsMafTemplateCsv,
  },
  {
    kind: 'quiz',
    formats: 'CSV or XLSX',
    upload: importsEndpoints.postImportQuestionsQuizFile,
    batch: importsEndpoints.getImportQuestionsQuizBatchById,
    template: importsEndpoints.getImportQuestionsQuizTemplateCsv,
  },
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

  for (const { kind, formats, upload, batch, template } of KINDS) {
    routeEndpoint(
      app,
      upload,
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
        schema: { tags, consumes: ['multipart/form-data'] },
      },
      async (req, reply) => {
        const file = await readSingleFile(req);
        const created = await service.upload(req.auth!, kind, file);
        return reply.code(202).send(created);
      },
    );

    routeEndpoint(
      app,
      batch,
      {
        config: { access: STAFF },
        schema: { tags },
      },
      (req) => service.getBatch(kind, req.params.id),
    );

    routeEndpoint(
      app,
      template,
      {
        config: { access: STAFF },
        schema: { tags, produces: ['text/csv'] },
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
