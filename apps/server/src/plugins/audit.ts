import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema/index';
import { loggableError } from '../lib/loggable-error';

/** One event of the audit log (see db/schema/audit.ts). `detail` never holds free text or names. */
export interface AuditEvent {
  actorId: number | null;
  /** The actor's role, or `system` for the platform's own jobs. */
  actorRole: string;
  /** The school whose data it is; undefined: the school of `subjectUserId` (null when none). */
  schoolId?: number | null;
  subjectUserId?: number | null;
  objectKind: string;
  objectId?: string | number | null;
  action: string;
  detail?: Record<string, unknown> | null;
}

/** What a route reads or changes of a person's data, recorded when it answers 2xx. */
export interface RouteAudit {
  objectKind: string;
  /** The action, or a function of the request (a role change and a detail change share a route). */
  action: string | ((req: FastifyRequest) => string);
  objectId?: (req: FastifyRequest) => string | number | undefined;
  /** The person the data is about. */
  subjectUserId?: (req: FastifyRequest) => number | undefined;
  detail?: (req: FastifyRequest) => Record<string, unknown> | undefined;
}

export interface AuditLog {
  /** Appends events to the audit log (in `db` when given, such as a transaction). */
  record(events: AuditEvent | AuditEvent[], db?: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Audited on a 2xx answer: what of a person's data the route reads or changes. */
    audit?: RouteAudit;
  }
  interface FastifyInstance {
    audit: AuditLog;
  }
}

/** Appends audit events; the school is taken from the subject's account when not given. */
export function createAuditLog(db: Db): AuditLog {
  return {
    async record(events, into = db) {
      const list = Array.isArray(events) ? events : [events];
      if (!list.length) return;
      await into.insert(auditEvents).values(
        list.map((e) => ({
          actorId: e.actorId,
          actorRole: e.actorRole,
          schoolId:
            e.schoolId !== undefined
              ? e.schoolId
              : e.subjectUserId
                ? sql`(select school_id from users where id = ${e.subjectUserId})`
                : null,
          subjectUserId: e.subjectUserId ?? null,
          objectKind: e.objectKind,
          objectId: e.objectId === undefined || e.objectId === null ? null : String(e.objectId),
          action: e.action,
          detail: e.detail ?? null,
        })),
      );
    },
  };
}

/**
 * The audit log as `app.audit`, and the hook that records every route declaring `config.audit`
 * when it answers 2xx to a signed-in caller, before the answer leaves (so a test, or an auditor,
 * reading right after sees it). A failure to record is logged and the answer still goes.
 */
export default fp(
  async function auditPlugin(app: FastifyInstance) {
    const log = createAuditLog(app.db);
    app.decorate('audit', log);
    app.addHook('onSend', async (req, reply, payload) => {
      const audit = req.routeOptions.config.audit;
      if (!audit || !req.auth || reply.statusCode >= 300) return payload;
      try {
        await log.record({
          actorId: req.auth.id,
          actorRole: req.auth.role,
          subjectUserId: audit.subjectUserId?.(req) ?? null,
          objectKind: audit.objectKind,
          objectId: audit.objectId?.(req) ?? null,
          action: typeof audit.action === 'function' ? audit.action(req) : audit.action,
          detail: audit.detail?.(req) ?? null,
          ...(audit.subjectUserId ? {} : { schoolId: req.auth.schoolId }),
        });
      } catch (err) {
        req.log.error({ err: loggableError(err) }, 'could not record an audit event');
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
