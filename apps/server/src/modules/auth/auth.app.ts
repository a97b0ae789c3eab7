import type { FastifyInstance } from 'fastify';
import { createAuthService } from './auth.service';
import { createDeviceCookies, deviceCookieOptions } from './device-cookie';

/** The auth service as the app runs it: its routes and its jobs build it alike. */
export function authServiceOf(app: FastifyInstance) {
  return createAuthService(app.db, {
    headerCounters: app.headerCounters,
    storage: app.storage,
    mail: app.mail,
    jobs: app.jobs,
    publicUrl: app.env.siteUrl,
    onUserChanged: (id) => app.forgetAuthUser(id),
    devices: createDeviceCookies(deviceCookieOptions(app.env)),
  });
}
