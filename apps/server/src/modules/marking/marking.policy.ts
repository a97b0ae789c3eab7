// Who may mark an assignment, and read its marking: the marking module's object checks.
import type { Db } from '../../db/client';
import { callerSchoolId, type AuthUser } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import { mayMark } from '../assignments/index';
import { createMarkingRepository } from './marking.repository';

/**
 * The assignment a teacher marks, or reads the marking of: 404 when it is missing or of another
 * school (ids cannot be probed), 403 `not_your_assignment` when it is of the school but the teacher
 * neither set it nor teaches a class it is set to (school admins may mark every assignment).
 */
export async function loadMarkableAssignment(db: Db, user: AuthUser, id: number) {
  const a = await createMarkingRepository(db).findAssignment(id, callerSchoolId(user, { missing: 'Assignment' }));
  if (!a) throw notFound('Assignment');
  if (!(await mayMark(db, user, a)))
    throw new AppError(
      403,
      'not_your_assignment',
      'Only the teacher who set this assignment, teachers of its classes and school admins may mark it',
    );
  return a;
}
