import type { FastifyInstance } from 'fastify';
import { requestSweeps, sweepPayload } from '../../lib/periodic-sweep';
import { dataProtectionServiceOf } from './data-protection.app';

/** The queue of the retention sweep (leavers, closed schools, old audit events). */
export const RETENTION_QUEUE = 'data-protection.retention';
/** How often each instance asks for a sweep. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The retention sweep: anonymises leavers past their school's retention, erases closed schools
 * after their notice and purges old audit events. `asOf` lets a test run it on its own clock
 * through the real queue; jobs are only ever queued by the platform itself.
 */
export default async function dataProtectionJobs(app: FastifyInstance) {
  const service = dataProtectionServiceOf(app);
  app.jobs.handle(RETENTION_QUEUE, sweepPayload, async ({ asOf }) => {
    const result = await service.sweep(asOf ?? new Date());
    if (result.leavers || result.schools || result.auditPurged) app.log.info(result, 'retention sweep');
  });
  requestSweeps(app, RETENTION_QUEUE, SWEEP_EVERY_MS, 'retention sweep');
}
