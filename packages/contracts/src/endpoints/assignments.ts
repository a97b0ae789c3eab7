import { defineEndpoint } from '../endpoint';
import {
  assignmentEmailBodySchema,
  assignmentEmailParamsSchema,
  assignmentEmailResultSchema,
  assignmentListSchema,
  assignmentSchema,
  createAssignmentBodySchema,
  deleteAssignmentQuerySchema,
  idParamsSchema,
  lessonWrongAnswersQuerySchema,
  lessonWrongAnswersSchema,
  listAssignmentsQuerySchema,
  okSchema,
  studentAssignmentSchema,
  updateAssignmentBodySchema,
} from '../index';
import { z } from 'zod';

/** The assignments module's endpoints, each keyed by its operationId in the API document. */
export const assignmentsEndpoints = {
  getMafassignments: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mafassignments',
    summary: 'Assignments: a teacher’s, or those set to the calling student',
    description:
      'Teachers get the assignments they set or that are set to their classes (school admins: the whole school) with counts, exams and practice (`kind`) together; students get those set to them (directly, by class or subgroup) with their status, practice with its lessons and their progress toward its target. Paged, at most 100 a page.',
    query: listAssignmentsQuerySchema,
    responses: { 200: assignmentListSchema },
  }),
  postMafassignments: defineEndpoint({
    method: 'POST',
    path: '/api/v2/mafassignments',
    summary: 'Set a template or practice as an assignment',
    description:
      'To the caller’s own classes, subgroups and students of their school, with opening and due times. An exam (`kind` exam) sets a template with an optional time limit and per-student extra time; practice (`kind` practice) sets lessons or a whole topic with a target: every lesson completed and/or a live score on each. Each student gets an in-app notification.',
    body: createAssignmentBodySchema,
    responses: { 201: assignmentSchema },
  }),
  getMafassignmentsById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/mafassignments/:id',
    summary: 'One assignment',
    description:
      'Teachers of its school get it with every student’s progress (exams: not started, sitting and last saved, submitted; practice: lessons completed, live score per lesson, target met); a student it is set to gets their own view. Anyone else: 404.',
    params: idParamsSchema,
    responses: { 200: z.union([assignmentSchema, studentAssignmentSchema]) },
  }),
  patchMafassignmentsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/mafassignments/:id',
    summary: 'Change an assignment',
    description:
      'Only the teacher who set it or a school admin. `targets` and `extra_time` replace the lists; students newly set to it are notified. Practice: its due time and target change, its lessons do not.',
    params: idParamsSchema,
    body: updateAssignmentBodySchema,
    responses: { 200: assignmentSchema },
  }),
  deleteMafassignmentsById: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/mafassignments/:id',
    summary: 'Delete an assignment',
    description:
      'Once students have started it: 400 `assignment_started` with the counts unless confirm=true. Attempts already made are kept.',
    params: idParamsSchema,
    query: deleteAssignmentQuerySchema,
    responses: { 200: okSchema },
  }),
  patchMafassignmentsByIdEmailsByX: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/mafassignments/:id/emails/:x',
    summary: 'E-mail the students of an assignment',
    description:
      '`x` is new, reminder or changed. One e-mail per student through the mail outbox (SMTP when configured) and an in-app notification; reminders skip students who have submitted (practice: who have met its target). One reminder per assignment per ASSIGNMENT_REMINDER_INTERVAL_MINUTES (60), whoever sends it.',
    params: assignmentEmailParamsSchema,
    body: assignmentEmailBodySchema,
    responses: { 200: assignmentEmailResultSchema },
  }),
  getLearningLessonsByIdWrongAnswers: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/lessons/:id/wrong-answers',
    summary: 'A class’s commonest wrong answers on a lesson’s practice',
    description:
      'The practice answers the students of class `group_id` gave on lesson :id that did not earn full marks (the newest 2000), clustered per question as in marking: the answer text, how many students gave it and the marks it earned. Teachers of the class and school admins; another school’s class: 404.',
    params: idParamsSchema,
    query: lessonWrongAnswersQuerySchema,
    responses: { 200: lessonWrongAnswersSchema },
  }),
};
