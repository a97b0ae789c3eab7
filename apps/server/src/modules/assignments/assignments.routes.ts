import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { routeEndpoint } from '../../lib/endpoint-route';
import { SCHOOL_MEMBER, TEACHER } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { createAssignmentsService } from './assignments.service';
import { createPracticeService } from './practice.service';

const tags = ['assignments'];

/** Assignments: templates set to classes, subgroups and students (legacy "mafassignments" paths). */
export default async function assignmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAssignmentsService(app.db, {
    mail: app.mail,
    publicUrl: app.env.siteUrl,
    reminderIntervalMinutes: app.env.ASSIGNMENT_REMINDER_INTERVAL_MINUTES,
  });
  const practice = createPracticeService(app.db);

  routeEndpoint(
    app,
    assignmentsEndpoints.getMafassignments,
    {
      config: { access: SCHOOL_MEMBER },
      schema: { tags },
    },
    (req) => service.list(req.auth!, req.query),
  );

  routeEndpoint(
    app,
    assignmentsEndpoints.postMafassignments,
    {
      config: { access: TEACHER },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    assignmentsEndpoints.getMafassignmentsById,
    {
      config: { access: SCHOOL_MEMBER },
      schema: { tags },
    },
    (req) => service.get(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    assignmentsEndpoints.patchMafassignmentsById,
    {
      config: { access: TEACHER },
      schema: { tags },
    },
    (req) => service.update(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    assignmentsEndpoints.deleteMafassignmentsById,
    {
      config: { access: TEACHER },
      schema: { tags },
    },
    (req) => service.remove(req.auth!, req.params.id, req.query.confirm ?? false),
  );

  routeEndpoint(
    app,
    assignmentsEndpoints.patchMafassignmentsByIdEmailsByX,
    {
      config: {
        access: TEACHER,
        problems: {
          429: 'code `reminder_too_soon`: a reminder of this assignment went out less than the interval ago; Retry-After (and `retry_after`, `next_allowed_at`) say when the next may go',
        },
      },
      schema: { tags },
    },
    async (req, reply) => {
      try {
        return await service.email(req.auth!, req.params.id, req.params.x, req.body);
      } catch (error) {
        if (error instanceof AppError && error.status === 429)
          reply.header('retry-after', String(error.extra.retry_after ?? 60));
        throw error;
      }
    },
  );

  routeEndpoint(
    app,
    assignmentsEndpoints.getLearningLessonsByIdWrongAnswers,
    {
      config: { access: TEACHER },
      schema: { tags },
    },
    (req) => practice.wrongAnswers(req.auth!, req.params.id, req.query.group_id, req.query.limit),
  );
}
