import type { FastifyInstance } from 'fastify';
import { tipsEndpoints } from '@markwell/contracts/endpoints/tips';
import { STAFF } from '../../lib/access';
import { routeEndpoint } from '../../lib/endpoint-route';
import { createTipsService } from './tips.service';

const tags = ['tips'];

/** Tips shown where they help (any signed-in user), edited by content staff. */
export default async function tipsRoutes(app: FastifyInstance) {
  const service = createTipsService(app.db);

  routeEndpoint(app, tipsEndpoints.listShown, { config: { access: 'authenticated' }, schema: { tags } }, () =>
    service.shown(),
  );

  routeEndpoint(app, tipsEndpoints.listAll, { config: { access: STAFF }, schema: { tags } }, () => service.all());

  routeEndpoint(app, tipsEndpoints.update, { config: { access: STAFF }, schema: { tags } }, (req) =>
    service.update(req.auth!, req.params.id, req.body),
  );
}
