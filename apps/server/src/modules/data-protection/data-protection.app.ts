import type { FastifyInstance } from 'fastify';
import { createDataProtectionService } from './data-protection.service';

/** The data-protection service as the app runs it: its routes and its retention job build it alike. */
export function dataProtectionServiceOf(app: FastifyInstance) {
  return createDataProtectionService(app.db, {
    audit: app.audit,
    storage: app.storage,
    forgetAuthUser: (id) => app.forgetAuthUser(id),
    log: app.log,
    auditRetentionDays: app.env.AUDIT_RETENTION_DAYS,
    schoolErasureNoticeDays: app.env.SCHOOL_ERASURE_NOTICE_DAYS,
  });
}
