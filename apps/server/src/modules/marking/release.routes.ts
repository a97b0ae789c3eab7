import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentStatisticSchema,
  attemptFeedbackBodySchema,
  attemptFeedbackSchema,
  attemptReviewSchema,
  bankCommentBodySchema,
  bankCommentListSchema,
  bankCommentSchema,
  createMarkQueryBodySchema,
  decideMarkQueryBodySchema,
  decidedMarkQuerySchema,
  idParamsSchema,
  markingAssignmentParamsSchema,
  markQueryListQuerySchema,
  markQueryListSchema,
  markQueryParamsSchema,
  noCreditBodySchema,
  noCreditResultSchema,
  okSchema,
  releaseMarksBodySchema,
  releaseResultSchema,
  studentMarkQuerySchema,
  type MarkQueryList,
} from '@markwell/contracts';
import { STUDENT, TEACHER } from '../../lib/access';
import { MAX_BANK_COMMENTS, createCommentsService } from './comments.service';
import { createMarkingService } from './marking.service';
import { createReleaseService } from './release.service';
import { GRADEBOOK_SKIPPED_HEADER } from '@markwell/contracts';
import { createGradebookService } from './gradebook.service';
import { createStatisticsService } from './statistics.service';

const tags = ['marking'];
const MISSING = 'No such assignment (or submitted attempt of that student) in your school';
const emptyBody = z.object({}).strict().nullish();

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

  app.post(
    '/mafanswers/:id/finishes',
    {
      config: {
        access: TEACHER,
        problems: {
          404: MISSING,
          409: 'Answers still need review: `answers_need_review` with their count (send `confirm: true`)',
        },
      },
      schema: {
        tags,
        summary: 'Release the marks of an assignment to its students',
        description:
          'Releases every submitted attempt not yet released: the students see their marks, the points awarded with their spans and the feedback, and get a notification and an e-mail. While answers still need review it answers 409 `answers_need_review`, unless `confirm` is true.',
        params: markingAssignmentParamsSchema,
        body: releaseMarksBodySchema,
        response: { 200: releaseResultSchema },
      },
    },
    (req) => release.release(req.auth!, req.params.id, req.body?.confirm === true, req.body?.show_scheme === true),
  );

  app.post(
    '/mafanswers/:id/unreleases',
    {
      config: { access: TEACHER, problems: { 404: MISSING } },
      schema: {
        tags,
        summary: 'Take back released marks',
        description:
          'The students no longer see marks, spans or feedback of this assignment until they are released again.',
        params: markingAssignmentParamsSchema,
        body: emptyBody,
        response: { 200: releaseResultSchema },
      },
    },
    (req) => release.unrelease(req.auth!, req.params.id),
  );

  app.post(
    '/mafanswers/:id/nocredits',
    {
      config: { access: TEACHER, problems: { 404: MISSING } },
      schema: {
        tags,
        summary: "Set a student's attempt as not for credit (or for credit again)",
        description: 'An attempt not for credit is left out of totals and statistics.',
        params: markingAssignmentParamsSchema,
        body: noCreditBodySchema,
        response: { 200: noCreditResultSchema },
      },
    },
    (req) => release.setNoCredit(req.auth!, req.params.id, req.body),
  );

  app.post(
    '/mafanswers/:id/feedback',
    {
      config: {
        access: TEACHER,
        problems: {
          404: MISSING,
          409: 'The feedback changed since the version sent: `stale_feedback` with the current one',
        },
      },
      schema: {
        tags,
        summary: "Feedback on a student's whole attempt",
        description: 'Plain text, on the feedback version sent. Students see it once marks are released.',
        params: markingAssignmentParamsSchema,
        body: attemptFeedbackBodySchema,
        response: { 200: attemptFeedbackSchema },
      },
    },
    (req) => release.setFeedback(req.auth!, req.params.id, req.body),
  );

  app.get(
    '/mafanswers/:id/statistic',
    {
      config: { access: TEACHER, problems: { 404: MISSING } },
      schema: {
        tags,
        summary: 'Item analysis of an assignment',
        description:
          'Over the submitted attempts for credit: per question mean, facility and discrimination (top against bottom 27% by total), per marking point the share awarded, and the distribution of totals.',
        params: markingAssignmentParamsSchema,
        response: { 200: assignmentStatisticSchema },
      },
    },
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

  app.get(
    '/mafanswers/:id/review',
    {
      config: {
        access: STUDENT,
        problems: {
          404: 'You submitted no attempt at this assignment',
          409: 'Marks are not released yet: `marks_not_released`',
        },
      },
      schema: {
        tags,
        summary: 'The student reviews their released work',
        description:
          "Per question: the answer, the mark, every marking point with whether it was awarded and the spans that earned it, the feedback, and the student's queries. Before release it answers 409 `marks_not_released` and shows nothing.",
        params: markingAssignmentParamsSchema,
        response: { 200: attemptReviewSchema },
      },
    },
    (req) => release.review(req.auth!, req.params.id),
  );

  app.post(
    '/mafanswers/:id/queries',
    {
      config: {
        access: STUDENT,
        problems: {
          404: 'No released answer with this question and point',
          409: '`marks_not_released`, or `query_open`: a query on this point is waiting for the teacher',
        },
      },
      schema: {
        tags,
        summary: 'The student queries the mark of one marking point',
        description: '"I did say this": the teacher sees it with the engine\'s trace and upholds or rejects it.',
        params: markingAssignmentParamsSchema,
        body: createMarkQueryBodySchema,
        response: { 201: studentMarkQuerySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await release.createQuery(req.auth!, req.params.id, req.body)),
  );

  app.get(
    '/mafanswers/:id/queries',
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
      schema: {
        tags,
        summary: "Students' queries on marks of an assignment",
        description:
          "Oldest first, each with the answer, the engine's spans, near misses and what was missing, and the point's phrases.",
        params: markingAssignmentParamsSchema,
        querystring: markQueryListQuerySchema,
        response: { 200: markQueryListSchema },
      },
    },
    (req) => release.listQueries(req.auth!, req.params.id, req.query.status === 'open'),
  );

  app.patch(
    '/mafanswers/:id/queries/:rid',
    {
      config: {
        access: TEACHER,
        problems: {
          404: 'No such query on this assignment',
          409: '`query_decided`, or `stale_mark` when upholding on an old mark version',
        },
      },
      schema: {
        tags,
        summary: "Uphold or reject a student's query",
        description:
          "Upholding awards the point (on the mark version sent) and proposes the answer's phrase to the staff queue as a machine phrase, with its evidence. The student is told either way.",
        params: markQueryParamsSchema,
        body: decideMarkQueryBodySchema,
        response: { 200: decidedMarkQuerySchema },
      },
    },
    (req) => release.decideQuery(req.auth!, req.params.id, req.params.rid, req.body),
  );

  app.get(
    '/markingcomments',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "The teacher's bank of reusable feedback comments",
        description: "The signed-in teacher's own comments, oldest first; nobody else sees them.",
        response: { 200: bankCommentListSchema },
      },
    },
    (req) => comments.list(req.auth!),
  );

  app.post(
    '/markingcomments',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Add a comment to the bank',
        description: `Plain text. A bank holds at most ${MAX_BANK_COMMENTS} comments (409 \`comment_bank_full\`).`,
        body: bankCommentBodySchema,
        response: { 201: bankCommentSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await comments.add(req.auth!, req.body.text)),
  );

  app.patch(
    '/markingcomments/:id',
    {
      config: { access: TEACHER, problems: { 404: 'No such comment in your bank' } },
      schema: {
        tags,
        summary: 'Change a comment of the bank',
        description: "Only the teacher's own comments; another's id answers 404.",
        params: idParamsSchema,
        body: bankCommentBodySchema,
        response: { 200: bankCommentSchema },
      },
    },
    (req) => comments.update(req.auth!, req.params.id, req.body.text),
  );

  app.delete(
    '/markingcomments/:id',
    {
      config: { access: TEACHER, problems: { 404: 'No such comment in your bank' } },
      schema: {
        tags,
        summary: 'Remove a comment from the bank',
        description: "Only the teacher's own comments; another's id answers 404.",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => comments.remove(req.auth!, req.params.id),
  );
}
