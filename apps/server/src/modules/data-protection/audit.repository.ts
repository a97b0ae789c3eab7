import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/** What the audit log is read by: one school, optionally one person, one action and a span of days. */
export interface AuditFilter {
  schoolId: number;
  personId?: number | undefined;
  action?: string | undefined;
  /** First day included, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  /** Last day included, YYYY-MM-DD (UTC). */
  to?: string | undefined;
}

/** The keyset position of an entry: its time (as PostgreSQL writes it), source and id. */
export type AuditPosition = readonly [string, string, number];

interface AuditRow {
  src: 'e' | 'm';
  id: string | number;
  at_iso: string;
  at_key: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string;
  subject_user_id: number | null;
  subject_name: string | null;
  object_kind: string;
  object_id: string | null;
  action: string;
  detail: Record<string, unknown> | null;
}

const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const dayAfter = (day: string) => sql`((${day}::date) + 1)::timestamp at time zone 'UTC'`;

/**
 * One school's audit log: its `audit_events` and the changes of its marks kept in `mark_audit`
 * (who, when, marks before and after; the feedback text stays out), merged newest first.
 */
function auditQuery(filter: AuditFilter, after: AuditPosition | undefined, limit: number): SQL {
  const events: SQL[] = [sql`e.school_id = ${filter.schoolId}`];
  const marks: SQL[] = [sql`m.school_id = ${filter.schoolId}`];
  if (filter.personId !== undefined) {
    events.push(sql`(e.actor_id = ${filter.personId} or e.subject_user_id = ${filter.personId})`);
    marks.push(sql`(m.actor_id = ${filter.personId} or a.student_id = ${filter.personId})`);
  }
  if (filter.action !== undefined) {
    events.push(sql`e.action = ${filter.action}`);
    marks.push(sql`m.action = ${filter.action}`);
  }
  if (filter.from !== undefined) {
    events.push(sql`e.at >= ${dayStart(filter.from)}`);
    marks.push(sql`m.created_at >= ${dayStart(filter.from)}`);
  }
  if (filter.to !== undefined) {
    events.push(sql`e.at < ${dayAfter(filter.to)}`);
    marks.push(sql`m.created_at < ${dayAfter(filter.to)}`);
  }
  const keyset = after
    ? sql`where (x.at, x.src, x.id) < (${after[0]}::timestamptz, ${after[1]}, ${after[2]}::bigint)`
    : sql``;
  return sql`
    select x.src, x.id, x.at::text as at_key,
      to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_iso,
      x.actor_id, actor.name as actor_name, x.actor_role, x.subject_user_id, subject.name as subject_name,
      x.object_kind, x.object_id, x.action, x.detail
    from (
      select 'e'::text as src, e.id, e.at, e.actor_id, e.actor_role, e.subject_user_id, e.object_kind,
        e.object_id, e.action, e.detail
      from audit_events e where ${sql.join(events, sql` and `)}
      union all
      select 'm'::text, m.id::bigint, m.created_at, m.actor_id,
        case when m.actor_id is null then 'system' else 'teacher' end, a.student_id, 'answer_mark',
        m.answer_mark_id::text, m.action,
        jsonb_build_object('source', m.source, 'assignmentId', am.assignment_id, 'questionId', am.question_id,
          'marksBefore', m.before -> 'marks', 'marksAfter', m.after -> 'marks',
          'feedbackChanged', coalesce(m.before ->> 'feedback', '') is distinct from coalesce(m.after ->> 'feedback', ''))
      from mark_audit m
      join answer_marks am on am.id = m.answer_mark_id
      join attempts a on a.id = am.attempt_id
      where ${sql.join(marks, sql` and `)}
    ) x
    left join users actor on actor.id = x.actor_id
    left join users subject on subject.id = x.subject_user_id
    ${keyset}
    order by x.at desc, x.src desc, x.id desc
    limit ${limit}`;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: `${row.src}${row.id}`,
    at: row.at_iso,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorRole: row.actor_role,
    subjectUserId: row.subject_user_id,
    subjectName: row.subject_name,
    objectKind: row.object_kind,
    objectId: row.object_id,
    action: row.action,
    detail: row.detail,
  };
}

export function createAuditRepository(db: Db) {
  return {
    /** Up to `limit` entries after `after`, each with its keyset position. */
    async page(filter: AuditFilter, after: AuditPosition | undefined, limit: number) {
      const rows = await rowsOf<AuditRow>(db, auditQuery(filter, after, limit));
      return rows.map((row) => ({
        entry: toEntry(row),
        position: [row.at_key, row.src, Number(row.id)] as AuditPosition,
      }));
    },

    /**
     * Every matching entry, read in pages of `pageSize` (a CSV of years of a school's log never
     * sits in memory whole).
     */
    async *all(filter: AuditFilter, pageSize = 1000): AsyncGenerator<AuditEntry> {
      let after: AuditPosition | undefined;
      for (;;) {
        const rows = await this.page(filter, after, pageSize);
        for (const row of rows) yield row.entry;
        if (rows.length < pageSize) return;
        after = rows[rows.length - 1]!.position;
      }
    },

    /** Removes audit events older than `days` (the trigger refuses any younger than a year). */
    async purgeOlderThan(days: number, now: Date) {
      const rows = await rowsOf<{ n: number }>(
        db,
        sql`with gone as (delete from audit_events where at < ${now.toISOString()}::timestamptz - make_interval(days => ${days}) returning 1)
            select count(*)::int as n from gone`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
