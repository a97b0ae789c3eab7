import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schoolsEndpoints } from '@markwell/contracts/endpoints/schools';
import { routeEndpoint } from '../../lib/endpoint-route';
import { ADMIN } from '../../lib/access';
import { createSchoolsService } from './schools.service';

/** Schools as the platform admin sees them. */
export default async function schoolsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSchoolsService(app.db);

  routeEndpoint(
    app,
    schoolsEndpoints.getAdminSchools,
    {
      config: { access: ADMIN },
      schema: { tags: ['schools'] },
    },
    (req) => service.listSchools(req.query),
  );

  routeEndpoint(
    app,
    schoolsEndpoints.patchAdminSchoolsById,
    {
      config: { access: ADMIN },
      schema: { tags: ['schools'] },
    },
    async (req) => {
      const school = await service.setSchoolActive(req.params.id, req.body.active);
      // Every process keeps signed-in users for a few seconds: all of them forget them now.
      await app.forgetAllAuthUsers();
      return school;
    },
  );
}
