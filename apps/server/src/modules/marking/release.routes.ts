import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { routeEndpoint } from '../../lib/endpoint-route';
import { markingAssignmentParamsSchema, type MarkQueryList } from '@markwell/contracts';
import { STUDENT, TEACHER } from '../../lib/access';
import { createCommentsService } from './comments.service';
import { createMarkingService } from './marking.service';
import { createReleaseService } from './release.service';
import { GRADEBOOK_SKIPPED_HEADER } from '@markwell/contracts';
import { createGradebookService } from './gradebook.service';
import { createStatisticsService } from './statistics.service';

const tags = ['marking'];
const MISSING = 'No such assignment (or submitted attempt of that student) in your school';

/** Release, credit, feedback on an attempt, statistics, the student's review and queries, comment bank. */
export default async function releaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const marking = createMarkingService(app.db, { log: app.log, jobs: app.jobs });
  const release = createReleaseService(app.db, marking, {
    mail: app.mail,
    publicUrl: app.env.siteUrl,
    log: app.log,
  });
  const statistics = createStatisticsService(app.db);
  const comments = createCommentsService(app.db);

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdFinishes,
    {
      config: {
        access: TEACHER,
        problems: {
          404: MISSING,
          409: 'Answers still need review: `answers_need_review` with their count (send `confirm: true`)',
        },
      },
      schema: { tags },
    },
    (req) => release.release(req.auth!, req.params.id, req.body?.confirm === true, req.body?.show_scheme === true),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdUnreleases,
    { config: { access: TEACHER, problems: { 404: MISSING } }, schema: { tags } },
    (req) => release.unrelease(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdNocredits,
    { config: { access: TEACHER, problems: { 404: MISSING } }, schema: { tags } },
    (req) => release.setNoCredit(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdFeedback,
    {
      config: {
        access: TEACHER,
        problems: {
          404: MISSING,
          409: 'The feedback changed since the version sent: `stale_feedback` with the current one',
        },
      },
      schema: { tags },
    },
    (req) => release.setFeedback(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdStatistic,
    { config: { access: TEACHER, problems: { 404: MISSING } }, schema: { tags } },
    (req) => statistics.statistic(req.auth!, req.params.id),
  );

  app.get(
    '/mafanswers/:id/statistic/csv',
    {
      config: { access: TEACHER, problems: { 404: MISSING } },
      schema: {
        tags,
        summary: 'Item analysis of an assignment as a spreadsheet',
        description: 'CSV: one row per question, then one per marking point. Text cells are formula-safe.',
        params: markingAssignmentParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="assignment-${req.params.id}-statistics.csv"`)
        .send(await statistics.statisticCsv(req.auth!, req.params.id)),
  );

  const gradebook = createGradebookService(app.db);
  app.get(
    '/mafanswers/:id/oneroster-gradebook',
    {
      config: { access: TEACHER, problems: { 404: MISSING } },
      schema: {
        tags,
        summary: "An assignment's released marks as a OneRoster 1.2 gradebook (lineItems.csv, results.csv), zipped",
        description:
          'A zip of manifest.csv, lineItems.csv (one per roster class the assignment is set to) and results.csv (one per released, for-credit attempt), keyed by the roster sourcedIds. Students or classes without a sourcedId are left out: skipped.csv lists them and the x-oneroster-skipped header counts them.',
        params: markingAssignmentParamsSchema,
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const out = await gradebook.export(req.auth!, req.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${out.fileName}"`)
        .header('cache-control', 'no-store')
        .header(GRADEBOOK_SKIPPED_HEADER, String(out.skipped.length))
        .send(Buffer.from(out.zip));
    },
  );

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdReview,
    {
      config: {
        access: STUDENT,
        problems: {
          404: 'You submitted no attempt at this assignment',
          409: 'Marks are not released yet: `marks_not_released`',
        },
      },
      schema: { tags },
    },
    (req) => release.review(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdQueries,
    {
      config: {
        access: STUDENT,
        problems: {
          404: 'No released answer with this question and point',
          409: '`marks_not_released`, or `query_open`: a query on this point is waiting for the teacher',
        },
      },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await release.createQuery(req.auth!, req.params.id, req.body)),
  );

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdQueries,
    {
      config: {
        access: TEACHER,
        problems: { 404: MISSING },
        audit: {
          objectKind: 'attempt',
          action: 'view_queries',
          objectId: (req) => `assignment:${(req.params as { id: number }).id}`,
          subjectsOf: (list: MarkQueryList) => list.items.map((q) => q.answer.student_id),
        },
      },
      schema: { tags },
    },
    (req) => release.listQueries(req.auth!, req.params.id, req.query.status === 'open'),
  );

  routeEndpoint(
    app,
    markingEndpoints.patchMafanswersByIdQueriesByRid,
    {
      config: {
        access: TEACHER,
        problems: {
          404: 'No such query on this assignment',
          409: '`query_decided`, or `stale_mark` when upholding on an old mark version',
        },
      },
      schema: { tags },
    },
    (req) => release.decideQuery(req.auth!, req.params.id, req.params.rid, req.body),
  );

  routeEndpoint(app, markingEndpoints.getMarkingcomments, { config: { access: TEACHER }, schema: { tags } }, (req) =>
    comments.list(req.auth!),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMarkingcomments,
    { config: { access: TEACHER }, schema: { tags } },
    async (req, reply) => reply.code(201).send(await comments.add(req.auth!, req.body.text)),
  );

  routeEndpoint(
    app,
    markingEndpoints.patchMarkingcommentsById,
    { config: { access: TEACHER, problems: { 404: 'No such comment in your bank' } }, schema: { tags } },
    (req) => comments.update(req.auth!, req.params.id, req.body.text),
  );

  routeEndpoint(
    app,
    markingEndpoints.deleteMarkingcommentsById,
    { config: { access: TEACHER, problems: { 404: 'No such comment in your bank' } }, schema: { tags } },
    (req) => comments.remove(req.auth!, req.params.id),
  );
}
