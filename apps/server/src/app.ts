import { traceRequests } from './lib/tracing';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAppPage } from '@markwell/contracts/app-pages';
import type { Database } from './db/client';
import type { Env } from './env';
import { type Clock, createTestClock, isTestClock, systemClock } from './lib/clock';
import { createCompiledSerializerCompiler } from './lib/compiled-serializer';
import { setPasswordHashCost } from './lib/password';
import accessLogPlugin from './plugins/access-log';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import contentCachePlugin from './plugins/content-cache';
import plannerStatisticsPlugin from './plugins/planner-statistics';
import dbPlugin from './plugins/db';
import headerCountersPlugin from './plugins/header-counters';
import securityHeaders from './plugins/security-headers';
import userRateLimitPlugin from './plugins/user-rate-limit';
import jobsPlugin from './plugins/jobs';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import problemDetails, { sendProblem } from './plugins/problem-details';
import refuseNul from './plugins/refuse-nul';
import storagePlugin from './plugins/storage';
import webPlugin from './plugins/web';
import { registerModules } from './modules/index';
import { testClockRoutes } from './modules/test-clock/index';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** The time the learning module goes by (revision due dates): the machine's, or a test's (TEST_CLOCK). */
    clock: Clock;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Close the database with the app (false in tests that share one). */
  closeDatabase?: boolean;
  /** Poll the job queue in the background (off in tests: they call app.jobs.drain()). */
  runJobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** How many callers each per-IP limit remembers; the least recently seen are forgotten first. */
  rateLimitTrackedCallers?: number;
  /** The learning module's clock; unset: the machine's, or a movable one with TEST_CLOCK=on. */
  clock?: Clock;
}

/** Enough for every address a busy instance sees in a minute, small enough to cap the memory. */
export const RATE_LIMIT_TRACKED_CALLERS = 10_000;

/** A hop count as Fastify applies one (its types take only the function form). */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole application as a Fastify instance; server.ts only listens. */
export async function buildApp(options: BuildAppOptions) {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    // Fastify's two lines a request are off; plugins/access-log.ts writes one when ACCESS_LOG is on.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For is believed only from the configured proxies, so no caller picks its own
    // address (and with it a fresh per-IP limit).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? hopsTrusted(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createCompiledSerializerCompiler({ checkContracts: env.NODE_ENV !== 'production' }));
  app.decorate('env', env);
  const clock = options.clock ?? (env.TEST_CLOCK === 'on' ? createTestClock() : systemClock);
  app.decorate('clock', clock);
  setPasswordHashCost(env.passwordHashLog2N);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First: the request span then covers every hook and plugin after it.
  await traceRequests(app);
  await app.register(accessLogPlugin);
  await app.register(problemDetails);
  await app.register(refuseNul);
  await app.register(securityHeaders);
  // Dynamic answers (JSON, the HTML shell, problems) above 1 KB compressed on the fly, brotli at a
  // cheap level; static assets are served pre-compressed by the web plugin (built with .br/.gz),
  // which this plugin leaves alone (it skips replies that already have a content-encoding).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Public reads are rate-limited per IP, generously: a whole school shares one address. Routes
  // with their own limit (the contact form) keep it; login has its own failure-based throttle.
  const trackedCallers = options.rateLimitTrackedCallers ?? RATE_LIMIT_TRACKED_CALLERS;
  app.addHook('onRoute', (route) => {
    const config = route.config;
    // Each limit keeps its counters in its own LRU map, bounded here (the plugin's global `cache`
    // option does not reach per-route limits).
    if (config?.rateLimit && typeof config.rateLimit === 'object') {
      route.config = { ...config, rateLimit: { cache: trackedCallers, ...config.rateLimit } };
      return;
    }
    if (env.RATE_LIMIT === 'off' || config?.access !== 'public' || config.rateLimit !== undefined) return;
    if (![route.method].flat().includes('GET')) return;
    route.config = {
      ...config,
      rateLimit: { max: env.PUBLIC_READS_PER_MINUTE, timeWindow: '1 minute', cache: trackedCallers },
    };
  });
  await app.register(rateLimit, { global: false, cache: trackedCallers });
  await app.register(multipart, { limits: { fileSize: env.UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(dbPlugin, { database: options.database, closeOnExit: options.closeDatabase ?? true });
  await app.register(jobsPlugin, { autoStart: options.runJobs ?? true });
  await app.register(plannerStatisticsPlugin, { autoStart: options.runJobs ?? true });
  await app.register(authPlugin);
  await app.register(metricsPlugin);
  await app.register(auditPlugin);
  await app.register(contentCachePlugin);
  await app.register(storagePlugin);
  await app.register(mailPlugin);
  await app.register(headerCountersPlugin);
  await app.register(userRateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(webPlugin);
  await registerModules(app);
  // Only where asked for and never in production (env.ts refuses TEST_CLOCK there).
  if (env.TEST_CLOCK === 'on' && env.NODE_ENV !== 'production' && isTestClock(clock))
    await app.register(testClockRoutes(clock), { prefix: '/api/v2' });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|import|admin\/(mock-exam|central-exam)|login_check|uploads|assets)(\/|$)/.test(path);
    // Browsers and crawlers get the web app (crawlers often send Accept: */*); API clients that
    // ask for JSON only get a problem.
    const accept = request.headers.accept ?? '';
    const wantsJsonOnly = accept.includes('json') && !accept.includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi && !wantsJsonOnly) {
      // A path that is none of the app's pages still gets the app (it shows its 404 screen), but
      // with a 404 status, so crawlers and link checkers see it as missing.
      return app.sendAppShell(request, reply, isAppPage(path) ? 200 : 404);
    }
    return sendProblem(request, reply, {
      status: 404,
      code: 'route_not_found',
      detail: `No route ${request.method} ${path}`,
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { ZodTypeProvider };
