import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SAVED_FILTERS_PER_DASHBOARD,
  dashboardFilterSchema,
  dashboardKeyParamsSchema,
  idParamsSchema,
  okSchema,
  saveDashboardFilterBodySchema,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import { createSavedFiltersService } from './saved-filters.service';

const tags = ['dashboards'];

/** A teacher's saved dashboard filters. */
export function savedFiltersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSavedFiltersService(app.db);

  app.post(
    '/dashboards/filters',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Save a named dashboard filter',
        description: `Saves a named set of filters (subject, class, course, student) for one dashboard (livedata, progress, exams, checkpoints or assignments), private to the caller. The class, course and student must be ones the caller may open (another school's: 404; a class not taught: 403). At most ${SAVED_FILTERS_PER_DASHBOARD} per dashboard (400 beyond).`,
        body: saveDashboardFilterBodySchema,
        response: { 201: dashboardFilterSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.save(req.auth!, req.body)),
  );

  app.get(
    '/dashboards/:id/filters',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: "The caller's saved filters of dashboard :id",
        description:
          ':id names a dashboard: livedata, progress, exams, checkpoints or assignments (anything else is a 400). Only the caller’s own filters, by name.',
        params: dashboardKeyParamsSchema,
        response: { 200: z.array(dashboardFilterSchema) },
      },
    },
    (req) => service.list(req.auth!, req.params.id),
  );

  app.delete(
    '/dashboards/:id/filter',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Delete saved filter :id',
        description: ':id is a saved filter of the caller; anyone else’s (or a missing one) is a 404.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.remove(req.auth!, req.params.id),
  );
}
