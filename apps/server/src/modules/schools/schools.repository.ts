import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schoolGroups, schools, users } from '../../db/schema/index';

const count = sql<number>`count(*)`.mapWith(Number);

export function createSchoolsRepository(db: Db) {
  return {
    /** Every school with its head counts (three grouped queries, whatever the number of schools). */
    async listSchoolsWithCounts() {
      const [rows, people, groups] = await Promise.all([
        db.select().from(schools).orderBy(asc(schools.name)),
        db
          .select({ schoolId: users.schoolId, kind: users.kind, count })
          .from(users)
          .where(eq(users.active, true))
          .groupBy(users.schoolId, users.kind),
        db
          .select({ schoolId: schoolGroups.schoolId, count })
          .from(schoolGroups)
          .where(and(eq(schoolGroups.active, true)))
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
