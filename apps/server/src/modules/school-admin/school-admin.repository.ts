import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  curricula,
  groupCurricula,
  groupStudents,
  groupTeachers,
  qualifications,
  schoolVisibleCurricula,
  schoolGroups,
  users,
} from '../../db/schema/index';
import { createSchoolStudentsRepository, slices } from './school-students.repository';

type NewUser = typeof users.$inferInsert;
type UserPatch = Partial<Pick<NewUser, 'name' | 'email' | 'schoolAdmin' | 'active'>>;
type ClassPatch = Partial<Pick<typeof schoolGroups.$inferInsert, 'name' | 'qualificationId' | 'active'>>;

/** No page asked for: the whole (capped) list, for one row's view and the services' own checks. */
const ONE_SLICE = { limit: 500, offset: 0 };

/** Drizzle queries of the school-admin module (its students' in school-students.repository.ts); nothing else here touches the database. */
export function createSchoolAdminRepository(db: Db) {
  return {
    ...createSchoolStudentsRepository(db),
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
