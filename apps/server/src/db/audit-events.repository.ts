import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { auditEvents } from './schema/index';

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

export interface AuditLog {
  /** Appends events to the audit log (in `db` when given, such as a transaction). */
  record(events: AuditEvent | AuditEvent[], db?: Db): Promise<void>;
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
