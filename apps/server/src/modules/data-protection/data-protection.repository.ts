import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/** A person as the data-protection routes read them, with their school's retention period. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  kind: string;
  school_admin: boolean;
  owner: boolean;
  active: boolean;
  school_id: number | null;
  school_name: string | null;
  retention_days: number | null;
  left_at: string | null;
  erased_at: string | null;
  created_at: string;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function createDataProtectionRepository(db: Db) {
  return {
    async person(id: number): Promise<PersonRow | undefined> {
      const [row] = await rowsOf<PersonRow>(
        db,
        sql`select u.id, u.name, u.email, u.kind, u.school_admin, u.owner, u.active, u.school_id, s.name as school_name,
              s.leaver_retention_days as retention_days, ${iso('u.left_at')} as left_at, ${iso('u.erased_at')} as erased_at,
              ${iso('u.created_at')} as created_at
            from users u left join schools s on s.id = u.school_id where u.id = ${id}`,
      );
      return row;
    },

    async schoolExists(schoolId: number) {
      const [row] = await rowsOf<{ id: number }>(db, sql`select id from schools where id = ${schoolId}`);
      return row !== undefined;
    },

    async retentionDays(schoolId: number): Promise<number | undefined> {
      const [row] = await rowsOf<{ days: number }>(
        db,
        sql`select leaver_retention_days as days from schools where id = ${schoolId}`,
      );
      return row?.days;
    },

    /** Sets the period; answers the one it replaced (undefined: no such school). */
    async setRetentionDays(schoolId: number, days: number): Promise<number | undefined> {
      const [row] = await rowsOf<{ days: number }>(
        db,
        sql`update schools s set leaver_retention_days = ${days}
            from (select leaver_retention_days as days from schools where id = ${schoolId}) old
            where s.id = ${schoolId} returning old.days`,
      );
      return row?.days;
    },

    /** Leavers not yet erased whose school's retention period has run out by `now`. */
    async leaversDue(now: Date, limit: number) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select u.id from users u join schools s on s.id = u.school_id
            where u.active = false and u.erased_at is null and u.left_at is not null
              and u.left_at < ${now.toISOString()}::timestamptz - make_interval(days => s.leaver_retention_days)
            order by u.id limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },

    /** Schools deactivated for longer than the notice period and not yet erased. */
    async closedSchoolsDue(now: Date, noticeDays: number) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select id from schools where active = false and erased_at is null and deactivated_at is not null
              and deactivated_at < ${now.toISOString()}::timestamptz - make_interval(days => ${noticeDays})`,
      );
      return rows.map((r) => r.id);
    },

    async unerasedPeople(schoolId: number, limit: number) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select id from users where school_id = ${schoolId} and erased_at is null order by id limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },

    async markSchoolErased(schoolId: number, now: Date) {
      await db.execute(sql`update schools set erased_at = ${now.toISOString()}::timestamptz where id = ${schoolId}`);
    },
  };
}
