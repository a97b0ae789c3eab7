import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSchoolSchema } from '@markwell/contracts';
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
        description:
          'Every school on the platform with its type, active flag, numbers of teachers, students and classes, and creation date.',
        response: { 200: z.array(adminSchoolSchema) },
      },
    },
    () => service.listSchools(),
  );
}
