// The assignments module's object checks: who may change an assignment and who may mark it.
import type { Db } from '../../db/client';
import { type AuthUser } from '../../lib/access';
import { createAssignmentsRepository, type AssignmentRow } from './assignments.repository';

/** Who may change an assignment: the teacher who set it, or a school admin of its school. */
export function canEdit(user: AuthUser, a: AssignmentRow) {
  return a.schoolId === user.schoolId && (a.createdBy === user.id || user.role === 'schooladmin');
}

/**
 * Who may mark an assignment, release or take back its marks, give feedback and read its marking:
 * a school admin of its school, the teacher who set it, and the teachers of a class it is set to.
 * Other teachers of the school may see the assignment but not its students' marks.
 */
export async function mayMark(db: Db, user: AuthUser, a: { id: number; schoolId: number }): Promise<boolean> {
  if (a.schoolId !== user.schoolId) return false;
  if (user.role === 'schooladmin') return true;
  if (user.role !== 'teacher') return false;
  return createAssignmentsRepository(db).isResponsible(a.id, a.schoolId, user.id);
}
