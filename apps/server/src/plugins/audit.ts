import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditLog, type AuditLog } from '../db/audit-events.repository';
import { loggableError } from '../lib/loggable-error';

export type { AuditEvent, AuditLog } from '../db/audit-events.repository';

/** What a route reads or changes of a person's data, recorded when it answers 2xx. */
export interface RouteAudit {
  objectKind: string;
  /** The action, or a function of the request (a role change and a detail change share a route). */
  action: string | ((req: FastifyRequest) => string);
  objectId?: (req: FastifyRequest) => string | number | undefined;
  /** The person the data is about. */
  subjectUserId?: (req: FastifyRequest) => number | undefined;
  /**
   * The people whose data the answer holds, read from what the handler returned (a class's answers
   * to a question, a page of students): one event each, so the log answers "who saw this student's
   * work" person by person.
   */
  subjectsOf?: (result: never, req: FastifyRequest) => readonly number[];
  detail?: (req: FastifyRequest) => Record<string, unknown> | undefined;
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

/**
 * The audit log as `app.audit`, and the hook that records every route declaring `config.audit`
 * when it answers 2xx to a signed-in caller, before the answer leaves (so a test, or an auditor,
 * reading right after sees it). A failure to record is logged and the answer still goes.
 */
export default fp(
  async function auditPlugin(app: FastifyInstance) {
    const log = createAuditLog(app.db);
    app.decorate('audit', log);
    const subjectsRead = new WeakMap<FastifyRequest, number[]>();
    // The handler's result, before it is serialised: who the answer is about. A problem answer
    // (4xx/5xx) is serialised through here too, and shows nobody.
    app.addHook('preSerialization', async (req, reply, payload) => {
      const audit = req.routeOptions.config.audit;
      if (audit?.subjectsOf && req.auth && reply.statusCode < 300)
        subjectsRead.set(req, [...new Set(audit.subjectsOf(payload as never, req))]);
      return payload;
    });
    app.addHook('onSend', async (req, reply, payload) => {
      const audit = req.routeOptions.config.audit;
      if (!audit || !req.auth || reply.statusCode >= 300) return payload;
      const event = {
        actorId: req.auth.id,
        actorRole: req.auth.role,
        subjectUserId: audit.subjectUserId?.(req) ?? null,
        objectKind: audit.objectKind,
        objectId: audit.objectId?.(req) ?? null,
        action: typeof audit.action === 'function' ? audit.action(req) : audit.action,
        detail: audit.detail?.(req) ?? null,
        ...(audit.subjectUserId ? {} : { schoolId: req.auth.schoolId }),
      };
      const subjects = audit.subjectsOf ? (subjectsRead.get(req) ?? []) : null;
      try {
        if (subjects === null) await log.record(event);
        // the caller's school: every route reading several people reads within it
        else await log.record(subjects.map((id) => ({ ...event, subjectUserId: id, schoolId: req.auth!.schoolId })));
      } catch (err) {
        req.log.error({ err: loggableError(err) }, 'could not record an audit event');
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
