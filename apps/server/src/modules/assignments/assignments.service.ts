import type { Db } from '../../db/client';
import { createAssignmentsContext } from './service/context';
import { createSetAssignment } from './service/set-assignment';
import { createReadAssignments } from './service/read-assignments';
import { createChangeAssignment } from './service/change-assignment';
import { createEmailStudents } from './service/email-students';
import type { AssignmentsDeps } from './service/shared';

export { mayMark } from './assignments.policy';
export { studentAssignmentPath, type AssignmentInput, type AssignmentsDeps } from './service/shared';

/**
 * Assignments: a template set by a teacher to classes, subgroups and single students of their
 * school, with times, an optional time limit and per-student extra time; students see those set
 * to them with where they stand; teachers e-mail and notify them.
 */
export function createAssignmentsService(db: Db, deps: AssignmentsDeps = { publicUrl: '' }) {
  const ctx = createAssignmentsContext(db, deps);
  return {
    ...createSetAssignment(ctx),
    ...createReadAssignments(ctx),
    ...createChangeAssignment(ctx),
    ...createEmailStudents(ctx),
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
