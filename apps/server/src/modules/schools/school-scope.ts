import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupStudents, groupTeachers, schoolGroups, users } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';

const isStaff = (user: AuthUser) => user.role === 'staff' || user.role === 'admin';

/**
 * Object-level access for everything that belongs to a school: the one place that says
 * which classes and students a caller may see. Other modules call it through ./index.
 */
export function createSchoolScope(db: Db) {
  return {
    /** Ids of the classes the caller works with: taught (teacher), all of the school (school admin), own (student). */
    async groupIdsOf(user: AuthUser): Promise<number[]> {
      if (!user.schoolId) return [];
      if (user.role === 'schooladmin') {
        const rows = await db
          .select({ id: schoolGroups.id })
          .from(schoolGroups)
          .where(and(eq(schoolGroups.schoolId, user.schoolId), eq(schoolGroups.active, true)));
        return rows.map((r) => r.id);
      }
      const link = user.role === 'student' ? groupStudents : groupTeachers;
      const column = user.role === 'student' ? groupStudents.studentId : groupTeachers.teacherId;
      const rows = await db
        .select({ id: schoolGroups.id })
        .from(link)
        .innerJoin(schoolGroups, eq(schoolGroups.id, link.groupId))
        .where(and(eq(column, user.id), eq(schoolGroups.active, true)));
      return rows.map((r) => r.id);
    },

    /** The class, if the caller may see it: 404 when it does not exist, 403 when it is not theirs. */
    async assertGroup(user: AuthUser, groupId: number) {
      const [group] = await db.select().from(schoolGroups).where(eq(schoolGroups.id, groupId));
      if (!group) throw notFound('Class');
      if (isStaff(user)) return group;
      if (group.schoolId !== user.schoolId) throw forbidden('This class belongs to another school');
      if (user.role === 'schooladmin') return group;
      const mine = await this.groupIdsOf(user);
      if (!mine.includes(groupId)) throw forbidden('You do not teach this class');
      return group;
    },

    /** The school, if the caller belongs to it (staff and admins see every school). */
    assertSchool(user: AuthUser, schoolId: number) {
      if (isStaff(user)) return;
      if (user.schoolId !== schoolId) throw forbidden('This school is not yours');
    },

    /** A student the caller may see: themself, or a student of one of the caller's classes. */
    async assertStudent(user: AuthUser, studentId: number) {
      const [student] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, studentId), eq(users.kind, 'student')));
      if (!student) throw notFound('Student');
      if (isStaff(user)) return student;
      if (user.role === 'student') {
        if (student.id !== user.id) throw forbidden('You can only see your own work');
        return student;
      }
      if (student.schoolId !== user.schoolId) throw forbidden('This student belongs to another school');
      if (user.role === 'schooladmin') return student;
      const groups = await this.groupIdsOf(user);
      const shared = groups.length
        ? await db
            .select({ id: groupStudents.groupId })
            .from(groupStudents)
            .where(and(eq(groupStudents.studentId, studentId), inArray(groupStudents.groupId, groups)))
            .limit(1)
        : [];
      if (!shared.length) throw forbidden('This student is not in one of your classes');
      return student;
    },
  };
}

export type SchoolScope = ReturnType<typeof createSchoolScope>;
