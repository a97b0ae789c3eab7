import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerMarkDetailSchema,
  answerMarkSchema,
  markAnswerBodySchema,
  markAnswersBodySchema,
  markedAnswersSchema,
  markingAnswerParamsSchema,
  markingAssignmentParamsSchema,
  markingOverviewSchema,
  markingQuestionListSchema,
  markingQuestionParamsSchema,
  questionMarkingSchema,
  resetMarkQuerySchema,
  setLevelBodySchema,
  setQuestionMarkBodySchema,
  setQuestionMarkParamsSchema,
  studentMarkingSchema,
  studentMarksParamsSchema,
  type AnswerMarkDetail,
  type MarkingOverview,
  type QuestionMarking,
} from '@markwell/contracts';
import { TEACHER } from '../../lib/access';
import type { RouteAudit } from '../../plugins/audit';
import { createAssignmentsService } from '../assignments/index';
import { createMarkingService } from './marking.service';

const tags = ['marking'];
const STALE = 'The mark changed since the version sent: `stale_mark` with the current marks and who changed them';
const MISSING = 'No such assignment, question or answer in your school';

/** A read of students' answers to one question of an assignment: audited per student shown. */
function answersOfQuestionRead<R>(studentsOf: (result: R) => number[]): RouteAudit {
  return {
    objectKind: 'attempt',
    action: 'view_answers',
    objectId: (req) => `assignment:${(req.params as { id: number }).id}`,
    detail: (req) => ({ questionId: (req.params as { mid: number }).mid }),
    subjectsOf: studentsOf as (result: never) => number[],
  };
}

/** Teachers marking: overview, by question (clusters), by student, and every change of a mark. */
export default async function markingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMarkingService(app.db, { log: app.log, jobs: app.jobs });
  const assignments = createAssignmentsService(app.db, { publicUrl: '' });

  app.get(
    '/mafanswers/:id/marking/all',
    {
      config: {
        access: TEACHER,
        problems: { 404: MISSING },
        audit: {
          objectKind: 'attempt',
          action: 'view_marks',
          objectId: (req) => `assignment:${(req.params as { id: number }).id}`,
          subjectsOf: (overview: MarkingOverview) =>
            overview.students.filter((s) => s.attempt_id !== null).map((s) => s.student_id),
        },
      },
      schema: {
        tags,
        summary: 'Marking overview of an assignment: every student with their marks so far',
        description:
          '`:id` is the assignment id. Each student the assignment is set to, with the state of their attempt and, once submitted, the mark of every question (needing review or not, engine or teacher); the questions with their marking progress; whether marks are released.',
        params: markingAssignmentParamsSchema,
        response: { 200: markingOverviewSchema },
      },
    },
    async (req) => {
      const detail = await assignments.get(req.auth!, req.params.id);
      const students = 'students' in detail ? detail.students : [];
      const toMark = 'to_mark_count' in detail ? detail.to_mark_count : 0;
      return service.overview(req.auth!, req.params.id, students, toMark);
    },
  );

  app.get(
    '/mafanswers/:id/markings',
    {
      config: { access: TEACHER, problems: { 404: MISSING } },
      schema: {
        tags,
        summary: 'The questions of an assignment with their marking progress',
        description:
          '`:id` is the assignment id. Per question: answers, how many need review, how many a teacher marked, the mean.',
        params: markingAssignmentParamsSchema,
        response: { 200: markingQuestionListSchema },
      },
    },
    (req) => service.questionList(req.auth!, req.params.id),
  );

  app.post(
    '/mafanswers/:id/markings',
    {
      config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } },
      schema: {
        tags,
        summary: 'Mark several answers to one question at once (a cluster)',
        description:
          'Ticks or unticks points, overrides the mark (0..max) and/or sets feedback on every answer listed, each with the mark version it was made on. All or none: one stale version answers 409 `stale_mark` with the current marks. Awarding a point the engine missed, or removing one it gave, makes the engine propose machine phrases to the staff queue.',
        params: markingAssignmentParamsSchema,
        body: markAnswersBodySchema,
        response: { 200: markedAnswersSchema },
      },
    },
    (req) => service.markMany(req.auth!, req.params.id, req.body),
  );

  app.patch(
    '/mafanswers/:id/markings',
    {
      config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } },
      schema: {
        tags,
        summary: "Change one answer's mark",
        description:
          'Ticks or unticks points, overrides the mark within 0..max (null clears the override) and/or sets the feedback, on the mark version sent (409 `stale_mark` otherwise). Every change is kept in the audit log.',
        params: markingAssignmentParamsSchema,
        body: markAnswerBodySchema,
        response: { 200: answerMarkSchema },
      },
    },
    (req) => service.markOne(req.auth!, req.params.id, req.body),
  );

  app.delete(
    '/mafanswers/:id/markings',
    {
      config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } },
      schema: {
        tags,
        summary: "Reset one answer to the engine's mark",
        description:
          "Drops the teacher's point decisions, override and level (the feedback stays), on the mark version sent in the query string.",
        params: markingAssignmentParamsSchema,
        querystring: resetMarkQuerySchema,
        response: { 200: answerMarkSchema },
      },
    },
    (req) => service.reset(req.auth!, req.params.id, { answer_id: req.query.answer_id, version: req.query.version }),
  );

  app.get(
    '/mafanswers/:id/markings/:mid',
    {
      config: {
        access: TEACHER,
        problems: { 404: MISSING },
        audit: answersOfQuestionRead((marking: QuestionMarking) =>
          marking.clusters.flatMap((c) => c.answers.map((a) => a.student_id)),
        ),
      },
      schema: {
        tags,
        summary: "All students' answers to one question, in clusters",
        description:
          '`:mid` is the bank question id. Answers with the same words after normalisation form a cluster, and near-identical ones join it; clusters holding answers that need review come first. Each answer carries the highlights of every marking point, near misses and what was missing.',
        params: markingQuestionParamsSchema,
        response: { 200: questionMarkingSchema },
      },
    },
    (req) => service.byQuestion(req.auth!, req.params.id, req.params.mid),
  );

  app.post(
    '/mafanswers/:id/markings/:mid',
    {
      config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } },
      schema: {
        tags,
        summary: 'Set the level of answers to a levelled question',
        description:
          "The level of every answer listed (one of the question's levels, or 0 for nothing creditworthy; null clears it), each on its mark version. The mark follows the level: maximum × level ÷ highest level, rounded to the nearest whole mark with halves up (level 2 of 4 on a 5-mark question: 2.5, so 3). Level 0 is 0 marks, the highest level the maximum.",
        params: markingQuestionParamsSchema,
        body: setLevelBodySchema,
        response: { 200: markedAnswersSchema },
      },
    },
    (req) => service.setLevel(req.auth!, req.params.id, req.params.mid, req.body),
  );

  app.get(
    '/mafanswers/:id/markings/:mid/answers/:aid',
    {
      config: {
        access: TEACHER,
        problems: { 404: MISSING },
        audit: answersOfQuestionRead((detail: AnswerMarkDetail) => [detail.answer.student_id]),
      },
      schema: {
        tags,
        summary: "One marked answer with the engine's trace and its history",
        description:
          "`:aid` is the marked answer id. The answer with every point decision and its spans, the phrases the engine marked it with, every change (who, when, before and after) and the students' queries on it.",
        params: markingAnswerParamsSchema,
        response: { 200: answerMarkDetailSchema },
      },
    },
    (req) => service.answerDetail(req.auth!, req.params.id, req.params.mid, req.params.aid),
  );

  app.post(
    '/exams/:id/mafquestions/:qid/students/:sid/marks/:x',
    {
      config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } },
      schema: {
        tags,
        summary: "Award a student's answer to one question a mark",
        description:
          '`:id` assignment id, `:qid` bank question id, `:sid` the student, `:x` the marks (a whole number, 0 to the question maximum: above it is a 400 `mark_out_of_range`). Overrides the points count, on the mark version sent.',
        params: setQuestionMarkParamsSchema,
        body: setQuestionMarkBodySchema,
        response: { 200: answerMarkSchema },
      },
    },
    (req) =>
      service.setQuestionMark(req.auth!, req.params.id, req.params.qid, req.params.sid, req.params.x, req.body.version),
  );

  app.get(
    '/exams/:id/students/:sid/marks',
    {
      config: {
        access: TEACHER,
        problems: { 404: 'No submitted attempt of this student at this assignment in your school' },
        audit: {
          objectKind: 'attempt',
          action: 'view_answers',
          objectId: (req) => `assignment:${(req.params as { id: number }).id}`,
          subjectUserId: (req) => (req.params as { sid: number }).sid,
        },
      },
      schema: {
        tags,
        summary: "One student's attempt, marked, question after question",
        description: "With the attempt's feedback, and the previous and next submitted students for moving along.",
        params: studentMarksParamsSchema,
        response: { 200: studentMarkingSchema },
      },
    },
    (req) => service.byStudent(req.auth!, req.params.id, req.params.sid),
  );
}
