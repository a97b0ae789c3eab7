import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col } from '../../db/sql';
import {
  curricula,
  groupCurricula,
  groupStudents,
  groupTeachers,
  qualifications,
  schoolVisibleCurricula,
  schoolGroups,
  studentTags,
  users,
} from '../../db/schema/index';

type NewUser = typeof users.$inferInsert;
type UserPatch = Partial<Pick<NewUser, 'name' | 'email' | 'schoolAdmin' | 'active'>>;
type ClassPatch = Partial<Pick<typeof schoolGroups.$inferInsert, 'name' | 'qualificationId' | 'active'>>;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows are inserted in slices so one statement stays far below the bind-parameter limit. */
const SLICE = 500;
function slices<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

/** No page asked for: the whole (capped) list, for one row's view and the services' own checks. */
const ONE_SLICE = { limit: 500, offset: 0 };

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

/** Drizzle queries of the school-admin module; nothing else here touches the database. */
export function createSchoolAdminRepository(db: Db) {
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
    async findUser(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Which of these (lower-case) e-mails already belong to an account, optionally ignoring one user. */
    async takenEmails(emails: string[], exceptUserId?: number): Promise<Set<string>> {
      if (!emails.length) return new Set();
      const conditions: SQL[] = [inArray(sql`lower(${users.email})`, emails)];
      if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(and(...conditions));
      return new Set(rows.map((r) => r.email));
    },

    async insertUsers(rows: NewUser[]) {
      const created: (typeof users.$inferSelect)[] = [];
      for (const part of slices(rows)) created.push(...(await db.insert(users).values(part).returning()));
      return created;
    },

    async updateUser(id: number, patch: UserPatch) {
      if (Object.keys(patch).length) await db.update(users).set(patch).where(eq(users.id, id));
    },

    // ---- teachers ----

    /** Teachers of the school (active first, by name) with the classes they teach: a capped slice of them. */
    async listTeachers(schoolId: number, ids?: number[], page: { limit: number; offset: number } = ONE_SLICE) {
      const conditions = [eq(users.schoolId, schoolId), eq(users.kind, 'teacher')];
      if (ids) conditions.push(inArray(users.id, [0, ...ids]));
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          schoolAdmin: users.schoolAdmin,
          owner: users.owner,
          active: users.active,
        })
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.active), asc(users.name), asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      if (!rows.length) return [];
      // The classes of the teachers listed only, through the teacher index of the links.
      const links = await db
        .select({ teacherId: groupTeachers.teacherId, id: schoolGroups.id, name: schoolGroups.name })
        .from(groupTeachers)
        .innerJoin(schoolGroups, eq(schoolGroups.id, groupTeachers.groupId))
        .where(
          and(
            inArray(
              groupTeachers.teacherId,
              rows.map((t) => t.id),
            ),
            eq(schoolGroups.active, true),
          ),
        )
        .orderBy(asc(schoolGroups.name));
      return rows.map((t) => ({
        ...t,
        groups: links.filter((l) => l.teacherId === t.id).map(({ id, name }) => ({ id, name })),
      }));
    },

    /** The ids among `ids` that are active teachers of the school. */
    async activeTeacherIds(schoolId: number, ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.schoolId, schoolId), eq(users.kind, 'teacher'), eq(users.active, true), inArray(users.id, ids)),
        );
      return rows.map((r) => r.id);
    },

    async countOtherActiveAdmins(schoolId: number, exceptUserId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(
          and(
            eq(users.schoolId, schoolId),
            eq(users.kind, 'teacher'),
            eq(users.schoolAdmin, true),
            eq(users.active, true),
            ne(users.id, exceptUserId),
          ),
        );
      return row?.count ?? 0;
    },

    // ---- classes ----

    async findClass(id: number) {
      const [row] = await db.select().from(schoolGroups).where(eq(schoolGroups.id, id)).limit(1);
      return row ?? null;
    },

    /** Classes of a school with qualification, curricula, teachers and active student count. */
    async listClasses(schoolId: number, ids?: number[], page: { limit: number; offset: number } = ONE_SLICE) {
      const conditions = [eq(schoolGroups.schoolId, schoolId)];
      if (ids) conditions.push(inArray(schoolGroups.id, [0, ...ids]));
      const groups = await db
        .select({
          id: schoolGroups.id,
          name: schoolGroups.name,
          active: schoolGroups.active,
          qualificationId: qualifications.id,
          qualificationName: qualifications.name,
        })
        .from(schoolGroups)
        .leftJoin(qualifications, eq(qualifications.id, schoolGroups.qualificationId))
        .where(and(...conditions))
        .orderBy(desc(schoolGroups.active), asc(schoolGroups.name), asc(schoolGroups.id))
        .limit(page.limit)
        .offset(page.offset);
      if (!groups.length) return [];
      const listed = groups.map((g) => g.id);
      const curriculaLinks = await db
        .select({ groupId: groupCurricula.groupId, id: curricula.id, name: curricula.name })
        .from(groupCurricula)
        .innerJoin(curricula, eq(curricula.id, groupCurricula.curriculaId))
        .where(inArray(groupCurricula.groupId, listed))
        .orderBy(asc(curricula.name));
      const teacherLinks = await db
        .select({ groupId: groupTeachers.groupId, id: users.id, name: users.name })
        .from(groupTeachers)
        .innerJoin(users, eq(users.id, groupTeachers.teacherId))
        .where(inArray(groupTeachers.groupId, listed))
        .orderBy(asc(users.name));
      const counts = await db
        .select({ groupId: groupStudents.groupId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(groupStudents)
        .innerJoin(users, eq(users.id, groupStudents.studentId))
        .where(and(inArray(groupStudents.groupId, listed), eq(users.active, true)))
        .groupBy(groupStudents.groupId);
      const refs = (links: { groupId: number; id: number; name: string }[], groupId: number) =>
        links.filter((l) => l.groupId === groupId).map(({ id, name }) => ({ id, name }));
      return groups.map((g) => ({
        id: g.id,
        name: g.name,
        active: g.active,
        qualification:
          g.qualificationId !== null && g.qualificationName !== null
            ? { id: g.qualificationId, name: g.qualificationName }
            : null,
        curricula: refs(curriculaLinks, g.id),
        teachers: refs(teacherLinks, g.id),
        studentsCount: counts.find((c) => c.groupId === g.id)?.count ?? 0,
      }));
    },

    /** Id, name and active flag of every class of the school (for matching names and ids). */
    classRefs(schoolId: number) {
      return db
        .select({ id: schoolGroups.id, name: schoolGroups.name, active: schoolGroups.active })
        .from(schoolGroups)
        .where(eq(schoolGroups.schoolId, schoolId))
        .orderBy(asc(schoolGroups.id));
    },

    async classNameTaken(schoolId: number, name: string, exceptClassId?: number) {
      const conditions = [
        eq(schoolGroups.schoolId, schoolId),
        sql`lower(${schoolGroups.name}) = ${name.toLowerCase()}`,
      ];
      if (exceptClassId) conditions.push(ne(schoolGroups.id, exceptClassId));
      const rows = await db
        .select({ id: schoolGroups.id })
        .from(schoolGroups)
        .where(and(...conditions))
        .limit(1);
      return rows.length > 0;
    },

    async insertClass(values: { schoolId: number; name: string; qualificationId: number | null }) {
      const [row] = await db.insert(schoolGroups).values(values).returning();
      return row!;
    },

    async updateClass(id: number, patch: ClassPatch) {
      if (Object.keys(patch).length) await db.update(schoolGroups).set(patch).where(eq(schoolGroups.id, id));
    },

    async setClassCurricula(groupId: number, curriculaIds: number[]) {
      await db.delete(groupCurricula).where(eq(groupCurricula.groupId, groupId));
      if (curriculaIds.length)
        await db.insert(groupCurricula).values(curriculaIds.map((curriculaId) => ({ groupId, curriculaId })));
    },

    async setClassTeachers(groupId: number, teacherIds: number[]) {
      await db.delete(groupTeachers).where(eq(groupTeachers.groupId, groupId));
      if (teacherIds.length)
        await db.insert(groupTeachers).values(teacherIds.map((teacherId) => ({ groupId, teacherId })));
    },

    async classCurriculaIds(groupId: number) {
      const rows = await db
        .select({ id: groupCurricula.curriculaId })
        .from(groupCurricula)
        .where(eq(groupCurricula.groupId, groupId));
      return rows.map((r) => r.id);
    },

    async classTeacherIds(groupId: number) {
      const rows = await db
        .select({ id: groupTeachers.teacherId })
        .from(groupTeachers)
        .where(eq(groupTeachers.groupId, groupId));
      return rows.map((r) => r.id);
    },

    // ---- curricula the school subscribes to ----

    async subscribedCurricula(schoolId: number) {
      const rows = await db
        .select({ id: curricula.id, name: curricula.name })
        .from(schoolVisibleCurricula)
        .innerJoin(curricula, eq(curricula.id, schoolVisibleCurricula.curriculaId))
        .where(eq(schoolVisibleCurricula.schoolId, schoolId))
        .orderBy(asc(curricula.name));
      const quals = rows.length
        ? await db
            .select({ id: qualifications.id, name: qualifications.name, curriculaId: qualifications.curriculaId })
            .from(qualifications)
            .where(
              inArray(
                qualifications.curriculaId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(qualifications.name))
        : [];
      return rows.map((c) => ({
        ...c,
        qualifications: quals.filter((q) => q.curriculaId === c.id).map(({ id, name }) => ({ id, name })),
      }));
    },

    async findQualification(id: number) {
      const [row] = await db.select().from(qualifications).where(eq(qualifications.id, id)).limit(1);
      return row ?? null;
    },

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

    // ---- overview ----

    async overview(schoolId: number) {
      const count = sql<number>`count(*)`.mapWith(Number);
      const [teachers] = await db
        .select({ count })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.kind, 'teacher'), eq(users.active, true)));
      const [students] = await db
        .select({ count })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.kind, 'student'), eq(users.active, true)));
      const [classes] = await db
        .select({ count })
        .from(schoolGroups)
        .where(and(eq(schoolGroups.schoolId, schoolId), eq(schoolGroups.active, true)));
      const [subscribed] = await db
        .select({ count })
        .from(schoolVisibleCurricula)
        .where(eq(schoolVisibleCurricula.schoolId, schoolId));
      return {
        teachers: teachers?.count ?? 0,
        classes: classes?.count ?? 0,
        students: students?.count ?? 0,
        curricula: subscribed?.count ?? 0,
      };
    },
  };
}

export type SchoolAdminRepository = ReturnType<typeof createSchoolAdminRepository>;

/** Runs `fn` in one transaction with a repository bound to it. */
export function inTransaction<T>(db: Db, fn: (repo: SchoolAdminRepository) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(createSchoolAdminRepository(tx)));
}
