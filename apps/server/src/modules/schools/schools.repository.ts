import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupStudents, groupTeachers, schoolGroups, schools, users } from '../../db/schema/index';

const count = sql<number>`count(*)`.mapWith(Number);

/** Drizzle queries of the schools module: schools, their classes and who is in them. */
export function createSchoolsRepository(db: Db) {
  return {
    /** Active classes of a school. */
    async activeGroupIdsOfSchool(schoolId: number) {
      const rows = await db
        .select({ id: schoolGroups.id })
        .from(schoolGroups)
        .where(and(eq(schoolGroups.schoolId, schoolId), eq(schoolGroups.active, true)));
      return rows.map((r) => r.id);
    },

    /** Active classes a student is in, or a teacher teaches. */
    async activeGroupIdsOfMember(userId: number, as: 'student' | 'teacher') {
      const link = as === 'student' ? groupStudents : groupTeachers;
      const column = as === 'student' ? groupStudents.studentId : groupTeachers.teacherId;
      const rows = await db
        .select({ id: schoolGroups.id })
        .from(link)
        .innerJoin(schoolGroups, eq(schoolGroups.id, link.groupId))
        .where(and(eq(column, userId), eq(schoolGroups.active, true)));
      return rows.map((r) => r.id);
    },

    async schoolExists(schoolId: number) {
      const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).limit(1);
      return rows.length > 0;
    },

    async findGroup(groupId: number) {
      const [group] = await db.select().from(schoolGroups).where(eq(schoolGroups.id, groupId));
      return group ?? null;
    },

    async findStudent(studentId: number) {
      const [student] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, studentId), eq(users.kind, 'student')));
      return student ?? null;
    },

    /** Whether the student is in one of these classes. */
    async studentInAnyGroup(studentId: number, groupIds: number[]) {
      if (!groupIds.length) return false;
      const rows = await db
        .select({ id: groupStudents.groupId })
        .from(groupStudents)
        .where(and(eq(groupStudents.studentId, studentId), inArray(groupStudents.groupId, groupIds)))
        .limit(1);
      return rows.length > 0;
    },

    /** Sets a school's active flag; false when there is no such school. */
    async setSchoolActive(schoolId: number, active: boolean): Promise<boolean> {
      const rows = await db
        .update(schools)
        .set({ active })
        .where(eq(schools.id, schoolId))
        .returning({ id: schools.id });
      return rows.length > 0;
    },

    /**
     * A slice of the schools by name with their head counts: the counts of the listed schools only
     * (through the school indexes), in two grouped queries whatever the slice holds.
     */
    async listSchoolsWithCounts(page: { limit: number; offset: number } | { id: number }) {
      const rows =
        'id' in page
          ? await db.select().from(schools).where(eq(schools.id, page.id))
          : await db
              .select()
              .from(schools)
              .orderBy(asc(schools.name), asc(schools.id))
              .limit(page.limit)
              .offset(page.offset);
      if (!rows.length) return [];
      const ids = rows.map((s) => s.id);
      const [people, groups] = await Promise.all([
        db
          .select({ schoolId: users.schoolId, kind: users.kind, count })
          .from(users)
          .where(and(inArray(users.schoolId, ids), eq(users.active, true)))
          .groupBy(users.schoolId, users.kind),
        db
          .select({ schoolId: schoolGroups.schoolId, count })
          .from(schoolGroups)
          .where(and(inArray(schoolGroups.schoolId, ids), eq(schoolGroups.active, true)))
          .groupBy(schoolGroups.schoolId),
      ]);
      const people_ = (schoolId: number, kind: string) =>
        people.find((p) => p.schoolId === schoolId && p.kind === kind)?.count ?? 0;
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        type: s.type,
        active: s.active,
        createdAt: s.createdAt,
        teachers: people_(s.id, 'teacher'),
        students: people_(s.id, 'student'),
        groups: groups.find((g) => g.schoolId === s.id)?.count ?? 0,
      }));
    },
  };
}
