import type { Db } from '../../db/client';
import { isStaff, type AuthUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { createSchoolsRepository } from './schools.repository';

/**
 * Object-level access for everything that belongs to a school: the one place that says
 * which classes and students a caller may see. Other modules call it through ./index.
 * Another school's class, student or school is answered exactly like a missing one (404), so
 * ids cannot be probed across schools; a 403 is left for objects of the caller's own school
 * they have no part in.
 */
export function createSchoolScope(db: Db) {
  const repo = createSchoolsRepository(db);
  return {
    /** Ids of the classes the caller works with: taught (teacher), all of the school (school admin), own (student). */
    async groupIdsOf(user: AuthUser): Promise<number[]> {
      if (!user.schoolId) return [];
      if (user.role === 'schooladmin') return repo.activeGroupIdsOfSchool(user.schoolId);
      return repo.activeGroupIdsOfMember(user.id, user.role === 'student' ? 'student' : 'teacher');
    },

    /** The class, if the caller may see it: 404 when missing or of another school, 403 when not theirs. */
    async assertGroup(user: AuthUser, groupId: number) {
      const group = await repo.findGroup(groupId);
      if (!group) throw notFound('Class');
      if (isStaff(user)) return group;
      if (group.schoolId !== user.schoolId) throw notFound('Class');
      if (user.role === 'schooladmin') return group;
      const mine = await this.groupIdsOf(user);
      if (!mine.includes(groupId)) throw forbidden('You do not teach this class');
      return group;
    },

    /** The school, if the caller belongs to it (staff and admins see every school); otherwise 404. */
    async assertSchool(user: AuthUser, schoolId: number) {
      if (isStaff(user) ? !(await repo.schoolExists(schoolId)) : user.schoolId !== schoolId) throw notFound('School');
    },

    /** A student the caller may see: themself, or a student of one of the caller's classes. */
    async assertStudent(user: AuthUser, studentId: number) {
      const student = await repo.findStudent(studentId);
      if (!student) throw notFound('Student');
      if (isStaff(user)) return student;
      if (user.role === 'student') {
        if (student.id !== user.id) throw forbidden('You can only see your own work');
        return student;
      }
      if (student.schoolId !== user.schoolId) throw notFound('Student');
      if (user.role === 'schooladmin') return student;
      const groups = await this.groupIdsOf(user);
      if (!(await repo.studentInAnyGroup(studentId, groups)))
        throw forbidden('This student is not in one of your classes');
      return student;
    },
  };
}

export type SchoolScope = ReturnType<typeof createSchoolScope>;
