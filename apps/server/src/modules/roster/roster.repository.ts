import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { CurrentRoster, RosterPlan } from '@markwell/domain';
import type { Db } from '../../db/client';
import { groupStudents, groupTeachers, schoolGroups, schools, users } from '../../db/schema/index';

/** The password of an account a roster made: matches no password (sign in with the school's SSO or a reset). */
export const ROSTER_NO_PASSWORD = 'roster$no-password';
/** Rows per statement: a set, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

const chunks = <T>(rows: T[]) => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};
/** Rows as one jsonb parameter, read back with jsonb_to_recordset: one statement per set. */
const json = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Reads a school's roster state and applies a plan with set-based statements in one transaction. */
export function createRosterRepository(db: Db) {
  return {
    async school(schoolId: number) {
      const [row] = await db
        .select({ id: schools.id, sourcedId: schools.sourcedId })
        .from(schools)
        .where(eq(schools.id, schoolId));
      return row ?? null;
    },

    /** Org sourcedIds other schools hold. */
    async otherSchoolsSourcedIds(schoolId: number): Promise<Set<string>> {
      const rows = await db
        .select({ sourcedId: schools.sourcedId })
        .from(schools)
        .where(and(ne(schools.id, schoolId), isNotNull(schools.sourcedId)));
      return new Set(rows.map((r) => r.sourcedId!));
    },

    /** The school's students and teachers, classes and class memberships (4 queries). */
    async current(schoolId: number, fileEmails: string[]): Promise<CurrentRoster> {
      const [people, classes, students, teachers, elsewhere] = await Promise.all([
        db
          .select({
            id: users.id,
            sourcedId: users.sourcedId,
            kind: users.kind,
            name: users.name,
            email: users.email,
            active: users.active,
            schoolAdmin: users.schoolAdmin,
          })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), inArray(users.kind, ['student', 'teacher']))),
        db
          .select({
            id: schoolGroups.id,
            sourcedId: schoolGroups.sourcedId,
            name: schoolGroups.name,
            termSourcedId: schoolGroups.termSourcedId,
            active: schoolGroups.active,
          })
          .from(schoolGroups)
          .where(eq(schoolGroups.schoolId, schoolId)),
        db
          .select({ groupId: groupStudents.groupId, userId: groupStudents.studentId })
          .from(groupStudents)
          .innerJoin(schoolGroups, eq(schoolGroups.id, groupStudents.groupId))
          .where(eq(schoolGroups.schoolId, schoolId)),
        db
          .select({ groupId: groupTeachers.groupId, userId: groupTeachers.teacherId })
          .from(groupTeachers)
          .innerJoin(schoolGroups, eq(schoolGroups.id, groupTeachers.groupId))
          .where(eq(schoolGroups.schoolId, schoolId)),
        fileEmails.length
          ? db.execute<{ email: string }>(sql`
              select lower(u.email) as email from users u
              where lower(u.email) in (select jsonb_array_elements_text(${JSON.stringify(fileEmails)}::jsonb))
                and (u.school_id is distinct from ${schoolId} or u.kind not in ('student', 'teacher'))`)
          : Promise.resolve({ rows: [] as { email: string }[] }),
      ]);
      return {
        people,
        classes,
        memberships: [
          ...students.map((m) => ({ ...m, role: 'student' as const })),
          ...teachers.map((m) => ({ ...m, role: 'teacher' as const })),
        ],
        emailsTakenElsewhere: new Set((elsewhere as { rows: { email: string }[] }).rows.map((r) => r.email)),
      };
    },

    /**
     * Applies a plan in one transaction, a statement per kind of change (never one per row).
     * Returns the ids of the people deactivated.
     */
    async apply(schoolId: number, plan: RosterPlan): Promise<number[]> {
      return db.transaction(async (tx) => {
        if (plan.adoptOrg && plan.schoolSourcedId)
          await tx.update(schools).set({ sourcedId: plan.schoolSourcedId }).where(eq(schools.id, schoolId));

        for (const part of chunks(plan.people.add)) {
          await tx.insert(users).values(
            part.map((p) => ({
              email: p.email,
              name: p.name,
              kind: p.kind,
              schoolId,
              sourcedId: p.sourcedId,
              passwordHash: ROSTER_NO_PASSWORD,
            })),
          );
        }
        for (const part of chunks(plan.people.update)) {
          const rows = part.map((p) => ({ id: p.id, s: p.sourcedId, n: p.name, e: p.email, a: p.active }));
          await tx.execute(sql`
            update users set sourced_id = v.s, name = v.n, email = v.e, active = v.a,
              left_at = case when v.a then null when users.active then now() else users.left_at end,
              token_version = users.token_version + case when users.active and not v.a then 1 else 0 end
            from jsonb_to_recordset(${json(rows)}) as v(id int, s text, n text, e text, a boolean)
            where users.id = v.id and users.school_id = ${schoolId}`);
        }
        const leaving = plan.people.leave.map((l) => l.id);
        for (const part of chunks(leaving)) {
          await tx
            .update(users)
            .set({ active: false, leftAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` })
            .where(and(eq(users.schoolId, schoolId), inArray(users.id, part), eq(users.active, true)));
        }

        for (const part of chunks(plan.classes.add)) {
          await tx
            .insert(schoolGroups)
            .values(
              part.map((c) => ({ schoolId, name: c.name, sourcedId: c.sourcedId, termSourcedId: c.termSourcedId })),
            );
        }
        for (const part of chunks(plan.classes.update)) {
          const rows = part.map((c) => ({ id: c.id, s: c.sourcedId, n: c.name, t: c.termSourcedId, a: c.active }));
          await tx.execute(sql`
            update school_groups set sourced_id = v.s, name = v.n, term_sourced_id = v.t, active = v.a
            from jsonb_to_recordset(${json(rows)}) as v(id int, s text, n text, t text, a boolean)
            where school_groups.id = v.id and school_groups.school_id = ${schoolId}`);
        }
        const closing = plan.classes.leave.map((c) => c.id);
        if (closing.length)
          await tx
            .update(schoolGroups)
            .set({ active: false })
            .where(and(eq(schoolGroups.schoolId, schoolId), inArray(schoolGroups.id, closing)));

        for (const role of ['student', 'teacher'] as const) {
          const [table, column] =
            role === 'student' ? ['group_students', 'student_id'] : ['group_teachers', 'teacher_id'];
          const ended = plan.enrollments.end.filter((e) => e.role === role).map((e) => ({ g: e.groupId, u: e.userId }));
          for (const part of chunks(ended)) {
            await tx.execute(sql`
              delete from ${sql.raw(table)} t using jsonb_to_recordset(${json(part)}) as v(g int, u int)
              where t.group_id = v.g and t.${sql.raw(column)} = v.u`);
          }
          const added = plan.enrollments.add
            .filter((e) => e.role === role)
            .map((e) => ({ c: e.classSourcedId, u: e.userSourcedId }));
          for (const part of chunks(added)) {
            await tx.execute(sql`
              insert into ${sql.raw(table)} (group_id, ${sql.raw(column)})
              select g.id, u.id from jsonb_to_recordset(${json(part)}) as v(c text, u text)
              join school_groups g on g.school_id = ${schoolId} and g.sourced_id = v.c
              join users u on u.school_id = ${schoolId} and u.sourced_id = v.u
              on conflict do nothing`);
          }
        }
        return leaving;
      });
    },
  };
}
export type RosterRepository = ReturnType<typeof createRosterRepository>;
