// A school's students as its admin manages them: the filtered list and count, their classes and tags.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col } from '../../db/sql';
import { groupStudents, schoolGroups, studentTags, users } from '../../db/schema/index';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows are inserted in slices so one statement stays far below the bind-parameter limit. */
const SLICE = 500;
export function slices<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

/** Most students one read answers when no page size is given (one student's view). */
const SCHOOL_STUDENTS_MAX = 100;

/** The conditions of the students list, shared by the page and its count. */
function studentConditions(
  schoolId: number,
  filter: {
    query?: string | undefined;
    groupId?: number | undefined;
    includeInactive?: boolean | undefined;
    ids?: number[];
  },
): SQL[] {
  // A class is read from its members: the caller's school owns the class (checked before) and a
  // class only ever holds students of its school, so naming the school again would only steer the
  // planner to read the whole school's students.
  const conditions: SQL[] = [eq(users.kind, 'student')];
  if (!filter.groupId) conditions.push(eq(users.schoolId, schoolId));
  if (!filter.includeInactive) conditions.push(eq(users.active, true));
  if (filter.query) {
    const pattern = likePattern(filter.query);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filter.ids) conditions.push(inArray(users.id, [0, ...filter.ids]));
  return conditions;
}

type StudentFilter = {
  query?: string | undefined;
  groupId?: number | undefined;
  includeInactive?: boolean | undefined;
};

export function createSchoolStudentsRepository(db: Db) {
  /** The students matching a filter, at most `cap + 1` of them, as a subquery to count. */
  const matchingStudents = (schoolId: number, filter: StudentFilter, cap: number) => {
    const base = db.select({ one: sql`1` }).from(users);
    const scoped = filter.groupId
      ? base.innerJoin(
          groupStudents,
          and(eq(groupStudents.studentId, users.id), eq(groupStudents.groupId, filter.groupId)),
        )
      : base;
    return scoped
      .where(and(...studentConditions(schoolId, filter)))
      .limit(cap + 1)
      .as('matching');
  };
  return {
    // ---- students ----

    /**
     * One page of the school's students by (name, id), after `after` when given, with the classes
     * and subgroups of the students on the page only. With a class, the read starts from the class's
     * members (its primary key), so it costs what the class holds, not what the school holds.
     * Asks for `limit + 1` rows: the extra one says whether another page follows.
     */
    async listStudents(
      schoolId: number,
      filter: {
        query?: string | undefined;
        groupId?: number | undefined;
        includeInactive?: boolean | undefined;
        ids?: number[];
      },
      page: { limit: number; after?: readonly [string, number] | undefined; countCap: number } = {
        limit: SCHOOL_STUDENTS_MAX,
        countCap: SCHOOL_STUDENTS_MAX,
      },
    ) {
      const where = studentConditions(schoolId, filter);
      if (page.after) where.push(sql`(${col(users.name)}, ${col(users.id)}) > (${page.after[0]}, ${page.after[1]})`);
      const base = db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          active: users.active,
          // Evaluated for the rows of the page only (after the LIMIT), through each student's keys.
          groups: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id)
            from ${groupStudents} gs join ${schoolGroups} g on g.id = gs.group_id
            where gs.student_id = ${col(users.id)}), '[]'::json)`,
          subgroups: sql<string[]>`coalesce((
            select array_agg(t.name order by t.name) from ${studentTags} t
            where t.student_id = ${col(users.id)}), '{}'::text[])`,
          // The capped count rides along (run once per statement): no second round trip.
          total: sql<number>`(select count(*) from ${matchingStudents(schoolId, filter, page.countCap)})`.mapWith(
            Number,
          ),
        })
        .from(users);
      const scoped = filter.groupId
        ? base.innerJoin(
            groupStudents,
            and(eq(groupStudents.studentId, users.id), eq(groupStudents.groupId, filter.groupId)),
          )
        : base;
      return scoped
        .where(and(...where))
        .orderBy(asc(users.name), asc(users.id))
        .limit(page.limit + 1);
    },

    /** How many students match, counted up to `cap + 1` (enough to say "more than cap"). */
    async countStudents(schoolId: number, filter: StudentFilter, cap: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(matchingStudents(schoolId, filter, cap));
      return row?.n ?? 0;
    },

    async studentClassIds(studentId: number) {
      const rows = await db
        .select({ id: groupStudents.groupId })
        .from(groupStudents)
        .where(eq(groupStudents.studentId, studentId));
      return rows.map((r) => r.id);
    },

    async setStudentClasses(studentId: number, groupIds: number[]) {
      await db.delete(groupStudents).where(eq(groupStudents.studentId, studentId));
      if (groupIds.length) await db.insert(groupStudents).values(groupIds.map((groupId) => ({ groupId, studentId })));
    },

    async setStudentTags(schoolId: number, studentId: number, names: string[]) {
      await db.delete(studentTags).where(eq(studentTags.studentId, studentId));
      if (names.length) await db.insert(studentTags).values(names.map((name) => ({ studentId, schoolId, name })));
    },

    async addClassLinks(rows: { groupId: number; studentId: number }[]) {
      for (const part of slices(rows)) await db.insert(groupStudents).values(part);
    },

    async addTags(rows: { studentId: number; schoolId: number; name: string }[]) {
      for (const part of slices(rows)) await db.insert(studentTags).values(part);
    },
  };
}
