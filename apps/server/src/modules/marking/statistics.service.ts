import { STATISTIC_CSV_HEADER, type AssignmentStatistic } from '@markwell/contracts';
import { analyseItems } from '@markwell/domain/exams/index';
import type { Db } from '../../db/client';
import type { StoredPointMark } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { toSafeCsv } from '../../lib/csv';
import { numberedPoints } from './mark-views';
import { createMarkingRepository } from './marking.repository';
import { loadMarkableAssignment } from './marking.policy';

/** Item analysis of an assignment's attempts for credit, as figures and as a spreadsheet. */
export function createStatisticsService(db: Db) {
  const repo = createMarkingRepository(db);

  async function statistic(user: AuthUser, id: number): Promise<AssignmentStatistic> {
    const a = await loadMarkableAssignment(db, user, id);
    const [versions, marks] = await Promise.all([repo.assignmentQuestions(id), repo.marksOfAssignment(id, a.schoolId)]);
    const first = new Map<number, (typeof versions)[number]>();
    for (const v of versions) if (!first.has(v.questionId)) first.set(v.questionId, v);
    const questions = [...first.values()].sort((x, y) => x.position - y.position);
    const column = new Map(questions.map((q, j) => [q.questionId, j]));
    const byAttempt = new Map<number, { marks: number[]; awarded: number[][] }>();
    let noCredit = new Set<number>();
    for (const m of marks) {
      if (m.noCredit) {
        noCredit = noCredit.add(m.mark.attemptId);
        continue;
      }
      const j = column.get(m.mark.questionId);
      if (j === undefined) continue;
      let row = byAttempt.get(m.mark.attemptId);
      if (!row) {
        row = { marks: new Array<number>(questions.length).fill(0), awarded: questions.map(() => []) };
        byAttempt.set(m.mark.attemptId, row);
      }
      row.marks[j] = m.mark.marks;
      row.awarded[j] = (m.mark.points as StoredPointMark[]).filter((p) => p.awarded).map((p) => p.id);
    }
    const numbered = questions.map((q) => numberedPoints(q.snapshot));
    const result = analyseItems(
      questions.map((q, j) => ({ maxMarks: q.snapshot.student.maxMarks, pointIds: numbered[j]!.map((p) => p.id) })),
      [...byAttempt.values()],
    );
    return {
      assignment_id: id,
      title: a.title,
      attempts: result.attempts,
      no_credit: noCredit.size,
      max_marks: result.maxMarks,
      mean: result.mean,
      median: result.median,
      sd: result.sd,
      distribution: result.distribution,
      questions: questions.map((q, j) => {
        const r = result.questions[j]!;
        return {
          question_id: q.questionId,
          position: q.position,
          text: q.snapshot.student.text,
          max_marks: q.snapshot.student.maxMarks,
          mean: r.mean,
          facility: r.facility,
          discrimination: r.discrimination,
          points: numbered[j]!.map((p, k) => ({
            point_id: p.id,
            number: p.number,
            text: p.text,
            share: r.pointShares[k] ?? null,
          })),
        };
      }),
    };
  }

  return {
    statistic,
    /** The same figures as CSV: one row per question, then one per marking point; formula-safe. */
    async statisticCsv(user: AuthUser, id: number): Promise<string> {
      const s = await statistic(user, id);
      const rows = s.questions.flatMap((q) => [
        [q.question_id, q.position, q.text, q.max_marks, q.mean, q.facility, q.discrimination, null, null, null],
        ...q.points.map((p) => [
          q.question_id,
          q.position,
          q.text,
          q.max_marks,
          null,
          null,
          null,
          p.number,
          p.text,
          p.share,
        ]),
      ]);
      return toSafeCsv(rows, { header: STATISTIC_CSV_HEADER });
    },
  };
}
