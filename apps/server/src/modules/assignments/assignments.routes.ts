import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
} from '@markwell/contracts';
import { SCHOOL_MEMBER, TEACHER } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { createAssignmentsService } from './assignments.service';
import { createPracticeService } from './practice.service';

const tags = ['assignments'];

/** Assignments: templates set to classes, subgroups and students (legacy "mafassignments" paths). */
export default async function assignmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAssignmentsService(app.db, {
    mail: app.mail,
    publicUrl: app.env.siteUrl,
    reminderIntervalMinutes: app.env.ASSIGNMENT_REMINDER_INTERVAL_MINUTES,
  });
  const practice = createPracticeService(app.db);

  app.get(
    '/mafassignments',
    {
      config: { access: SCHOOL_MEMBER },
      schema: {
        tags,
        summary: 'Assignments: a teacher’s, or those set to the calling student',
        description:
          'Teachers get the assignments they set or that are set to their classes (school admins: the whole school) with counts, exams and practice (`kind`) together; students get those set to them (directly, by class or subgroup) with their status, practice with its lessons and their progress toward its target. Paged, at most 100 a page.',
        querystring: listAssignmentsQuerySchema,
        response: { 200: assignmentListSchema },
      },
    },
    (req) => service.list(req.auth!, req.query),
  );

  app.post(
    '/mafassignments',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Set a template or practice as an assignment',
        description:
          'To the caller’s own classes, subgroups and students of their school, with opening and due times. An exam (`kind` exam) sets a template with an optional time limit and per-student extra time; practice (`kind` practice) sets lessons or a whole topic with a target: every lesson completed and/or a live score on each. Each student gets an in-app notification.',
        body: createAssignmentBodySchema,
        response: { 201: assignmentSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth!, req.body)),
  );

  app.get(
    '/mafassignments/:id',
    {
      config: { access: SCHOOL_MEMBER },
      schema: {
        tags,
        summary: 'One assignment',
        description:
          'Teachers of its school get it with every student’s progress (exams: not started, sitting and last saved, submitted; practice: lessons completed, live score per lesson, target met); a student it is set to gets their own view. Anyone else: 404.',
        params: idParamsSchema,
        response: { 200: z.union([assignmentSchema, studentAssignmentSchema]) },
      },
    },
    (req) => service.get(req.auth!, req.params.id),
  );

  app.patch(
    '/mafassignments/:id',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Change an assignment',
        description:
          'Only the teacher who set it or a school admin. `targets` and `extra_time` replace the lists; students newly set to it are notified. Practice: its due time and target change, its lessons do not.',
        params: idParamsSchema,
        body: updateAssignmentBodySchema,
        response: { 200: assignmentSchema },
      },
    },
    (req) => service.update(req.auth!, req.params.id, req.body),
  );

  app.delete(
    '/mafassignments/:id',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'Delete an assignment',
        description:
          'Once students have started it: 400 `assignment_started` with the counts unless confirm=true. Attempts already made are kept.',
        params: idParamsSchema,
        querystring: deleteAssignmentQuerySchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.remove(req.auth!, req.params.id, req.query.confirm ?? false),
  );

  app.patch(
    '/mafassignments/:id/emails/:x',
    {
      config: {
        access: TEACHER,
        problems: {
          429: 'code `reminder_too_soon`: a reminder of this assignment went out less than the interval ago; Retry-After (and `retry_after`, `next_allowed_at`) say when the next may go',
        },
      },
      schema: {
        tags,
        summary: 'E-mail the students of an assignment',
        description:
          '`x` is new, reminder or changed. One e-mail per student through the mail outbox (SMTP when configured) and an in-app notification; reminders skip students who have submitted (practice: who have met its target). One reminder per assignment per ASSIGNMENT_REMINDER_INTERVAL_MINUTES (60), whoever sends it.',
        params: assignmentEmailParamsSchema,
        body: assignmentEmailBodySchema,
        response: { 200: assignmentEmailResultSchema },
      },
    },
    async (req, reply) => {
      try {
        return await service.email(req.auth!, req.params.id, req.params.x, req.body);
      } catch (error) {
        if (error instanceof AppError && error.status === 429)
          reply.header('retry-after', String(error.extra.retry_after ?? 60));
        throw error;
      }
    },
  );

  app.get(
    '/learning/lessons/:id/wrong-answers',
    {
      config: { access: TEACHER },
      schema: {
        tags,
        summary: 'A class’s commonest wrong answers on a lesson’s practice',
        description:
          'The practice answers the students of class `group_id` gave on lesson :id that did not earn full marks (the newest 2000), clustered per question as in marking: the answer text, how many students gave it and the marks it earned. Teachers of the class and school admins; another school’s class: 404.',
        params: idParamsSchema,
        querystring: lessonWrongAnswersQuerySchema,
        response: { 200: lessonWrongAnswersSchema },
      },
    },
    (req) => practice.wrongAnswers(req.auth!, req.params.id, req.query.group_id, req.query.limit),
  );
}
