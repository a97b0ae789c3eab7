import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SCHOOL_LIST_CAP,
  adminSchoolSchema,
  adminSchoolsQuerySchema,
  idParamsSchema,
  updateSchoolStatusBodySchema,
} from '@markwell/contracts';
import { ADMIN } from '../../lib/access';
import { createSchoolsService } from './schools.service';

/** Schools as the platform admin sees them. */
export default async function schoolsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSchoolsService(app.db);

  app.get(
    '/admin/schools',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['schools'],
        summary: 'Every school with head counts (platform admin)',
        description: `The schools of the platform by name with their type, active flag, numbers of teachers, students and classes, and creation date. At most ${ADMIN_SCHOOL_LIST_CAP} per answer; \`offset\` reaches the rest.`,
        querystring: adminSchoolsQuerySchema,
        response: { 200: z.array(adminSchoolSchema) },
      },
    },
    (req) => service.listSchools(req.query),
  );

  app.patch(
    '/admin/schools/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['schools'],
        summary: 'Deactivate or reactivate a school (platform admin)',
        description:
          'Deactivated, nobody of the school can sign in (they are told why) and their tokens stop working at the next request; reactivated, both work again. Answers the school as the list shows it.',
        params: idParamsSchema,
        body: updateSchoolStatusBodySchema,
        response: { 200: adminSchoolSchema },
      },
    },
    async (req) => {
      const school = await service.setSchoolActive(req.params.id, req.body.active);
      // Every process keeps signed-in users for a few seconds: all of them forget them now.
      await app.forgetAllAuthUsers();
      return school;
    },
  );
}
