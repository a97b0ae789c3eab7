import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { routeEndpoint } from '../../lib/endpoint-route';
import { type AnswerMarkDetail, type MarkingOverview, type QuestionMarking } from '@markwell/contracts';
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

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdMarkingAll,
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
      schema: { tags },
    },
    async (req) => {
      const detail = await assignments.get(req.auth!, req.params.id);
      const students = 'students' in detail ? detail.students : [];
      const toMark = 'to_mark_count' in detail ? detail.to_mark_count : 0;
      return service.overview(req.auth!, req.params.id, students, toMark);
    },
  );

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdMarkings,
    { config: { access: TEACHER, problems: { 404: MISSING } }, schema: { tags } },
    (req) => service.questionList(req.auth!, req.params.id),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdMarkings,
    { config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } }, schema: { tags } },
    (req) => service.markMany(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    markingEndpoints.patchMafanswersByIdMarkings,
    { config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } }, schema: { tags } },
    (req) => service.markOne(req.auth!, req.params.id, req.body),
  );

  routeEndpoint(
    app,
    markingEndpoints.deleteMafanswersByIdMarkings,
    { config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } }, schema: { tags } },
    (req) => service.reset(req.auth!, req.params.id, { answer_id: req.query.answer_id, version: req.query.version }),
  );

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdMarkingsByMid,
    {
      config: {
        access: TEACHER,
        problems: { 404: MISSING },
        audit: answersOfQuestionRead((marking: QuestionMarking) =>
          marking.clusters.flatMap((c) => c.answers.map((a) => a.student_id)),
        ),
      },
      schema: { tags },
    },
    (req) => service.byQuestion(req.auth!, req.params.id, req.params.mid),
  );

  routeEndpoint(
    app,
    markingEndpoints.postMafanswersByIdMarkingsByMid,
    { config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } }, schema: { tags } },
    (req) => service.setLevel(req.auth!, req.params.id, req.params.mid, req.body),
  );

  routeEndpoint(
    app,
    markingEndpoints.getMafanswersByIdMarkingsByMidAnswersByAid,
    {
      config: {
        access: TEACHER,
        problems: { 404: MISSING },
        audit: answersOfQuestionRead((detail: AnswerMarkDetail) => [detail.answer.student_id]),
      },
      schema: { tags },
    },
    (req) => service.answerDetail(req.auth!, req.params.id, req.params.mid, req.params.aid),
  );

  routeEndpoint(
    app,
    markingEndpoints.postExamsByIdMafquestionsByQidStudentsBySidMarksByX,
    { config: { access: TEACHER, problems: { 404: MISSING, 409: STALE } }, schema: { tags } },
    (req) =>
      service.setQuestionMark(req.auth!, req.params.id, req.params.qid, req.params.sid, req.params.x, req.body.version),
  );

  routeEndpoint(
    app,
    markingEndpoints.getExamsByIdStudentsBySidMarks,
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
      schema: { tags },
    },
    (req) => service.byStudent(req.auth!, req.params.id, req.params.sid),
  );
}
