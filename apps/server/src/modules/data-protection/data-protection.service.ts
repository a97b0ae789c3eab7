import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditPage, DataProtectionSettings, DataSubject, ErasureResult } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { toSafeCsv } from '../../lib/csv';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/paging';
import type { AuditLog } from '../../plugins/audit';
import type { Storage } from '../../plugins/storage';
import { createAuditRepository, type AuditFilter } from './audit.repository';
import { createDataProtectionRepository, type PersonRow } from './data-protection.repository';
import { erasePerson } from './erasure.repository';
import { streamPersonExport } from './export';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DataProtectionDeps {
  audit: AuditLog;
  storage: Pick<Storage, 'remove'>;
  forgetAuthUser: (userId: number) => Promise<void>;
  log: FastifyBaseLogger;
  auditRetentionDays: number;
  schoolErasureNoticeDays: number;
}

export interface AuditFilterQuery {
  personId?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The data-protection duties of a school (the controller) and of the platform: the audit log, one
 * person's subject access export and erasure, the leavers' retention period and its sweep.
 */
export function createDataProtectionService(db: Db, deps: DataProtectionDeps) {
  const auditRepo = createAuditRepository(db);
  const repo = createDataProtectionRepository(db);

  /**
   * A student or teacher the caller may act for: of the caller's school for a school admin, of any
   * school for the platform admin. Anyone else (another school's, content staff) is a 404.
   */
  async function personFor(caller: AuthUser, id: number): Promise<PersonRow> {
    const row = await repo.person(id);
    const schoolPerson = row && row.school_id !== null && (row.kind === 'student' || row.kind === 'teacher');
    if (!row || !schoolPerson || (caller.role !== 'admin' && row.school_id !== caller.schoolId)) {
      throw notFound('Person');
    }
    return row;
  }

  function toSubject(row: PersonRow): DataSubject {
    const due =
      !row.active && row.left_at && !row.erased_at && row.retention_days !== null
        ? new Date(new Date(row.left_at).getTime() + row.retention_days * DAY_MS).toISOString()
        : null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.kind === 'student' ? 'student' : row.school_admin ? 'schooladmin' : 'teacher',
      active: row.active,
      leftAt: row.left_at,
      erasedAt: row.erased_at,
      erasureDueAt: due,
      createdAt: row.created_at,
    };
  }

  function filterOf(schoolId: number, q: AuditFilterQuery): AuditFilter {
    if (q.from && q.to && q.from > q.to) throw badRequest('invalid_dates', '`from` is after `to`');
    return { schoolId, personId: q.personId, action: q.action, from: q.from, to: q.to };
  }

  async function ensureSchool(schoolId: number) {
    if (!(await repo.schoolExists(schoolId))) throw notFound('School');
  }

  /** Erases a person and cleans up what lies outside the database (their avatar, cached sign-in). */
  async function erase(
    userId: number,
    actor: { id: number | null; role: string },
    now: Date,
    reason: 'request' | 'retention' | 'school_closed',
  ) {
    const outcome = await erasePerson(db, userId, actor, now, reason);
    if (!outcome) return null;
    await deps.forgetAuthUser(userId);
    if (outcome.image) {
      await deps.storage.remove('images', outcome.image).catch((err: unknown) => {
        deps.log.warn(
          { userId, err: err instanceof Error ? err.name : typeof err },
          'erased avatar could not be removed',
        );
      });
    }
    return outcome;
  }

  return {
    /** One page of a school's audit log, newest first. */
    async auditPage(
      schoolId: number,
      q: AuditFilterQuery & { cursor?: string | undefined; limit: number },
    ): Promise<AuditPage> {
      await ensureSchool(schoolId);
      const after = q.cursor ? decodeCursor(q.cursor, ['string', 'string', 'number'] as const) : undefined;
      const rows = await auditRepo.page(filterOf(schoolId, q), after, q.limit + 1);
      const items = rows.slice(0, q.limit);
      const last = items[items.length - 1];
      return {
        items: items.map((r) => r.entry),
        next_cursor: rows.length > q.limit && last ? encodeCursor(last.position) : null,
      };
    },

    /** The filtered audit log as CSV, streamed page by page. */
    async auditCsv(schoolId: number, q: AuditFilterQuery): Promise<Readable> {
      await ensureSchool(schoolId);
      const filter = filterOf(schoolId, q);
      const header = [
        'at',
        'actor_id',
        'actor',
        'actor_role',
        'person_id',
        'person',
        'action',
        'object_kind',
        'object_id',
        'detail',
      ];
      async function* lines() {
        yield toSafeCsv([], { header });
        for await (const e of auditRepo.all(filter)) {
          yield toSafeCsv([
            [
              e.at,
              e.actorId,
              e.actorName,
              e.actorRole,
              e.subjectUserId,
              e.subjectName,
              e.action,
              e.objectKind,
              e.objectId,
              e.detail ? JSON.stringify(e.detail) : '',
            ],
          ]);
        }
      }
      return Readable.from(lines());
    },

    async person(caller: AuthUser, id: number): Promise<DataSubject> {
      return toSubject(await personFor(caller, id));
    },

    /** Everything held about the person as a zip stream; the export itself is audited. */
    async exportPerson(caller: AuthUser, id: number, now = new Date()) {
      const row = await personFor(caller, id);
      await deps.audit.record({
        actorId: caller.id,
        actorRole: caller.role,
        schoolId: row.school_id,
        subjectUserId: row.id,
        objectKind: row.kind === 'student' ? 'student' : 'teacher',
        objectId: row.id,
        action: 'export',
      });
      return {
        fileName: `markwell-data-${row.id}-${now.toISOString().slice(0, 10)}.zip`,
        stream: streamPersonExport(
          db,
          auditRepo,
          { id: row.id, name: row.name, schoolName: row.school_name, schoolId: row.school_id },
          now,
        ),
      };
    },

    /** Irreversibly anonymises a person of the caller's school (any school's for the platform admin). */
    async erasePerson(caller: AuthUser, id: number, now = new Date()): Promise<ErasureResult> {
      const row = await personFor(caller, id);
      if (row.id === caller.id) throw badRequest('cannot_erase_self', 'You cannot erase your own account.');
      if (row.owner && caller.role !== 'admin') {
        throw new AppError(403, 'owner_erase_forbidden', "Only the platform admin erases the school's owner.");
      }
      if (row.erased_at) throw new AppError(409, 'already_erased', 'This person has already been erased.');
      const outcome = await erase(row.id, { id: caller.id, role: caller.role }, now, 'request');
      if (!outcome) throw notFound('Person');
      return { userId: outcome.userId, erasedAt: outcome.erasedAt.toISOString(), anonymised: outcome.anonymised };
    },

    async settings(schoolId: number): Promise<DataProtectionSettings> {
      const days = await repo.retentionDays(schoolId);
      if (days === undefined) throw notFound('School');
      return { leaverRetentionDays: days };
    },

    async updateSettings(
      caller: AuthUser,
      schoolId: number,
      body: DataProtectionSettings,
    ): Promise<DataProtectionSettings> {
      const before = await repo.setRetentionDays(schoolId, body.leaverRetentionDays);
      if (before === undefined) throw notFound('School');
      await deps.audit.record({
        actorId: caller.id,
        actorRole: caller.role,
        schoolId,
        objectKind: 'school',
        objectId: schoolId,
        action: 'retention_change',
        detail: { leaverRetentionDaysBefore: before, leaverRetentionDaysAfter: body.leaverRetentionDays },
      });
      return body;
    },

    /**
     * The retention sweep, as of `now`: anonymises every leaver whose school's retention period has
     * passed since they left, every person of a school deactivated longer than the notice period,
     * and removes audit events older than AUDIT_RETENTION_DAYS. Idempotent: erased people are skipped.
     */
    async sweep(now: Date) {
      const system = { id: null, role: 'system' };
      let leavers = 0;
      for (;;) {
        const due = await repo.leaversDue(now, 200);
        for (const id of due) await erase(id, system, now, 'retention');
        leavers += due.length;
        if (due.length < 200) break;
      }
      const schools = await repo.closedSchoolsDue(now, deps.schoolErasureNoticeDays);
      let schoolPeople = 0;
      for (const schoolId of schools) {
        let people = 0;
        for (;;) {
          const due = await repo.unerasedPeople(schoolId, 200);
          for (const id of due) await erase(id, system, now, 'school_closed');
          people += due.length;
          if (due.length < 200) break;
        }
        await repo.markSchoolErased(schoolId, now);
        await deps.audit.record({
          actorId: null,
          actorRole: 'system',
          schoolId,
          objectKind: 'school',
          objectId: schoolId,
          action: 'erase',
          detail: { reason: 'school_closed', people },
        });
        schoolPeople += people;
      }
      const auditPurged = await auditRepo.purgeOlderThan(deps.auditRetentionDays, now);
      return { leavers, schools: schools.length, schoolPeople, auditPurged };
    },
  };
}

export type DataProtectionService = ReturnType<typeof createDataProtectionService>;
