// Reading an assignment's marking: the overview, the question list, by question (clusters), one answer, by student.
import type {
  AnswerMarkDetail,
  MarkingOverview,
  MarkingQuestionList,
  QuestionMarking,
  StudentMarking,
} from '@markwell/contracts';
import { clusterAnswers } from '@markwell/domain/exams/index';
import { type AuthUser } from '../../../lib/access';
import { notFound } from '../../../lib/errors';
import { answerAsText } from '../../../lib/answer-text';
import { iso, numberedPoints, toAuditEntry, toMarkQuery, toMarkingQuestion } from '../mark-views';
import { type MarkView } from '../marking.repository';
import type { MarkingContext } from './context';

export function createReadMarking(ctx: MarkingContext) {
  const { repo, loadAssignment, withQueries, questionsOf, summaries, releaseOf } = ctx;
  return {
    /**
     * GET /mafanswers/:id/marking/all. `toMarkCount`: the assignment's submissions waiting for
     * marks, as its list counts them (the assignments module's one definition).
     */
    async overview(
      user: AuthUser,
      id: number,
      students: { student_id: number; name: string; status: string }[],
      toMarkCount: number,
    ): Promise<MarkingOverview> {
      const a = await loadAssignment(user, id);
      const [questions, marks, attempts] = await Promise.all([
        questionsOf(id),
        repo.marksOfAssignment(id, a.schoolId),
        repo.submittedAttempts(id, a.schoolId),
      ]);
      const maxMarks = questions.reduce((s, q) => s + q.snapshot.student.maxMarks, 0);
      const byAttempt = new Map<number, MarkView[]>();
      for (const m of marks) byAttempt.set(m.mark.attemptId, [...(byAttempt.get(m.mark.attemptId) ?? []), m]);
      const attemptOf = new Map(attempts.map((x) => [x.attempt.studentId, x.attempt]));
      return {
        assignment_id: id,
        title: a.title,
        max_marks: maxMarks,
        ...(await releaseOf(id, a.schoolId)),
        needs_review: marks.filter((m) => m.mark.needsReview).length,
        to_mark_count: toMarkCount,
        questions: summaries(questions, marks),
        students: students.map((s) => {
          const at = attemptOf.get(s.student_id);
          const cells = at ? (byAttempt.get(at.id) ?? []) : [];
          return {
            student_id: s.student_id,
            name: s.name,
            attempt_id: at?.id ?? null,
            state: at
              ? at.autoMarkedAt
                ? 'submitted'
                : 'being_marked'
              : s.status === 'to_do'
                ? 'not_started'
                : 'in_progress',
            submitted_at: at?.submittedAt ? iso(at.submittedAt) : null,
            marks: at?.autoMarkedAt ? cells.reduce((sum, c) => sum + c.mark.marks, 0) : null,
            max_marks: maxMarks,
            needs_review: cells.filter((c) => c.mark.needsReview).length,
            no_credit: at?.noCredit ?? false,
            released: at?.releasedAt != null,
            cells: cells.map((c) => ({
              question_id: c.mark.questionId,
              answer_id: c.mark.id,
              marks: c.mark.marks,
              needs_review: c.mark.needsReview,
              source: c.mark.source,
            })),
          };
        }),
      };
    },

    /** GET /mafanswers/:id/markings */
    async questionList(user: AuthUser, id: number): Promise<MarkingQuestionList> {
      const a = await loadAssignment(user, id);
      const [questions, marks] = await Promise.all([questionsOf(id), repo.marksOfAssignment(id, a.schoolId)]);
      return {
        assignment_id: id,
        title: a.title,
        ...(await releaseOf(id, a.schoolId)),
        questions: summaries(questions, marks),
      };
    },

    /** GET /mafanswers/:id/markings/:mid: answers to one question in clusters, needs-review first. */
    async byQuestion(user: AuthUser, id: number, questionId: number): Promise<QuestionMarking> {
      const a = await loadAssignment(user, id);
      const q = (await questionsOf(id)).find((x) => x.questionId === questionId);
      if (!q) throw notFound('Question');
      const marks = await withQueries(await repo.marksOfQuestion(id, a.schoolId, questionId));
      const snapshots = new Map((await repo.assignmentQuestions(id)).map((r) => [r.versionId, r.snapshot]));
      // answers to different versions are never in one cluster: their points differ
      const versions = [...new Set(marks.map((m) => m.version_id))];
      const clusters = versions.flatMap((versionId) =>
        clusterAnswers(
          marks
            .filter((m) => m.version_id === versionId)
            .map((m) => ({ item: m, text: answerAsText(snapshots.get(versionId) ?? q.snapshot, m.answer) })),
        ).map((c) => ({
          key: `${versionId}:${c.key}`,
          label: c.label,
          kind: c.kind,
          needs_review: c.items.filter((m) => m.needs_review).length,
          answers: [...c.items].sort((x, y) => Number(y.needs_review) - Number(x.needs_review)),
        })),
      );
      clusters.sort((x, y) => Number(y.needs_review > 0) - Number(x.needs_review > 0));
      return {
        assignment_id: id,
        ...(await releaseOf(id, a.schoolId)),
        question: toMarkingQuestion(questionId, q.position, q.snapshot),
        clusters,
      };
    },

    /** GET /mafanswers/:id/markings/:mid/answers/:aid */
    async answerDetail(user: AuthUser, id: number, questionId: number, markId: number): Promise<AnswerMarkDetail> {
      const a = await loadAssignment(user, id);
      const [view] = await repo.marksByIds([markId]);
      if (
        !view ||
        view.mark.assignmentId !== id ||
        view.mark.schoolId !== a.schoolId ||
        view.mark.questionId !== questionId
      )
        throw notFound('Marked answer');
      const [answer] = await withQueries([view]);
      const [history, queries] = await Promise.all([repo.history(markId), repo.queriesOfMarks([markId])]);
      const pointText = new Map(view.snapshot.markScheme.points.map((p) => [p.id, p.text]));
      const extras = await repo.extras(
        view.snapshot.markScheme.points.map((p) => p.id),
        [],
      );
      return {
        question: toMarkingQuestion(questionId, view.position, view.snapshot),
        answer: answer!,
        phrases: numberedPoints(view.snapshot).map((p) => ({
          point_id: p.id,
          phrases: p.phrases,
          machine_phrases: extras.machines.get(p.id) ?? [],
        })),
        history: history.map(toAuditEntry),
        queries: queries.map((q) => toMarkQuery(q, view.mark, pointText.get(q.query.pointId) ?? '')),
      };
    },

    /** GET /exams/:id/students/:sid/marks: one student's attempt, question after question. */
    async byStudent(user: AuthUser, id: number, studentId: number): Promise<StudentMarking> {
      const a = await loadAssignment(user, id);
      const submitted = await repo.submittedAttempts(id, a.schoolId);
      const i = submitted.findIndex((s) => s.attempt.studentId === studentId);
      if (i < 0) throw notFound('Submitted attempt');
      const { attempt, studentName } = submitted[i]!;
      const marks = await withQueries(await repo.marksOfAttempt(attempt.id));
      const views = await repo.marksOfAttempt(attempt.id);
      const feedbackBy = attempt.feedbackBy !== null ? await repo.userName(attempt.feedbackBy) : null;
      return {
        assignment_id: id,
        title: a.title,
        student: { id: studentId, name: studentName },
        attempt_id: attempt.id,
        submitted_at: iso(attempt.submittedAt!),
        marks: marks.reduce((s, m) => s + m.marks, 0),
        max_marks: marks.reduce((s, m) => s + m.max_marks, 0),
        no_credit: attempt.noCredit,
        released: attempt.releasedAt !== null,
        feedback: {
          attempt_id: attempt.id,
          student_id: studentId,
          feedback: attempt.feedback,
          version: attempt.feedbackVersion,
          updated_at: attempt.feedbackAt ? iso(attempt.feedbackAt) : null,
          updated_by: feedbackBy ? { id: feedbackBy.id, name: feedbackBy.name } : null,
        },
        questions: marks.map((m, k) => ({
          question: toMarkingQuestion(m.question_id, m.position, views[k]!.snapshot),
          answer: m,
        })),
        previous_student_id: submitted[i - 1]?.attempt.studentId ?? null,
        next_student_id: submitted[i + 1]?.attempt.studentId ?? null,
      };
    },
  };
}
