// Public surface of the assignments module for other modules (attempts, marking, seed).
export {
  createAssignmentsService,
  mayMark,
  studentAssignmentPath,
  type AssignmentsService,
} from './assignments.service';
export { default as assignmentsRoutes } from './assignments.routes';
export { MARKING_DIGEST_QUEUE, createMarkingDigestService } from './marking-digest';
