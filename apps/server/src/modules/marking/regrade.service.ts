import { createHash } from 'node:crypto';
import type {
  MachinePhraseRegrade,
  RegradeChange,
  RegradeKept,
  RegradePreview,
  RegradeResult,
} from '@markwell/contracts';
import { compileQuestion, markAnswer, type QuestionInput } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { StoredPointMark } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { studentAssignmentPath } from '../assignments/index';
import { notify } from '../notifications/index';
import { currentMarkingInput, markingInputWithMachinePhrase } from '../questions/index';
import { audited, createMarkingRepository } from './marking.repository';
import { storedPointMarks } from './engine-marking';

interface Planned {
  change: RegradeChange;
  markId: number;
  version: number;
  points: StoredPointMark[];
  marks: number;
  confidence: number;
  needsReview: boolean;
  suggestedLevel: number | null;
  studentId: number;
  schoolId: number;
}

const ids = (list: number[]) => [...list].sort((a, b) => a - b);

const answerText = (answer: unknown) =>
  typeof answer === 'string' ? answer : answer === null || answer === undefined ? '' : String(answer);

/**
 * Regrades after staff change a mark scheme or accept a machine phrase: every answer to the
 * question is marked again with the scheme as it stands; marks a teacher set by hand are never
 * touched. The dry run lists what would change; applying it checks nothing changed since (the
 * fingerprint), writes every change and its audit entry in one transaction, and tells students
 * whose released marks changed. A proposal's dry run is the same plan, made with the scheme as it
 * would be with the proposal accepted.
 */
export function createRegradeService(db: Db) {
  /**
   * Marks every answer to the question with `input` (default: the scheme as it stands): the
   * changes to engine marks, and the hand-set marks the re-marking would have changed (kept).
   */
  async function plan(questionId: number, t: Db = db, input?: QuestionInput) {
    const r = createMarkingRepository(t);
    const cq = compileQuestion(input ?? (await currentMarkingInput(t, questionId)).input);
    const rows = await r.marksForRegrade(questionId);
    let skipped = 0;
    const planned: Planned[] = [];
    const kept: RegradeKept[] = [];
    for (const row of rows) {
      const text = answerText(row.answer);
      const result = markAnswer(cq, text);
      const marks = Math.min(row.mark.maxMarks, result.marks);
      const after = ids(result.points.filter((p) => p.awarded).map((p) => Number(p.id)));
      const stored = row.mark.points as StoredPointMark[];
      if (row.mark.source === 'teacher') {
        skipped++;
        const engineBefore = ids(stored.filter((p) => p.engine).map((p) => p.id));
        if (marks !== row.mark.engineMarks || engineBefore.join() !== after.join())
          kept.push({
            answer_id: row.mark.id,
            assignment_id: row.mark.assignmentId,
            released: row.releasedAt !== null,
            answer: text || null,
            marks: row.mark.marks,
            engine_before: row.mark.engineMarks,
            engine_after: marks,
          });
        continue;
      }
      const blank = text.trim() === '';
      const points = storedPointMarks(result.points);
      const before = ids(stored.filter((p) => p.awarded).map((p) => p.id));
      if (marks === row.mark.marks && before.join() === after.join()) continue;
      planned.push({
        change: {
          answer_id: row.mark.id,
          assignment_id: row.mark.assignmentId,
          attempt_id: row.mark.attemptId,
          released: row.releasedAt !== null,
          answer: text || null,
          marks_before: row.mark.marks,
          marks_after: marks,
          awarded_before: before,
          awarded_after: after,
        },
        markId: row.mark.id,
        version: row.mark.version,
        points,
        marks,
        confidence: blank ? 1 : result.confidence,
        needsReview: blank ? false : result.needsReview,
        suggestedLevel: result.suggestedLevel ?? null,
        studentId: row.studentId,
        schoolId: row.mark.schoolId,
      });
    }
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(planned.map((p) => [p.markId, p.version, p.marks, p.change.awarded_after])))
      .digest('hex');
    return { planned, kept, skipped, total: rows.length, fingerprint };
  }

  function toPreview(questionId: number, p: Awaited<ReturnType<typeof plan>>): RegradePreview {
    return {
      question_id: questionId,
      answers: p.total,
      skipped_teacher: p.skipped,
      changes: p.planned.map((x) => x.change),
      kept: p.kept,
      fingerprint: p.fingerprint,
    };
  }

  return {
    /** GET /questionmafs/:id/regrade */
    async preview(questionId: number): Promise<RegradePreview> {
      return toPreview(questionId, await plan(questionId));
    },

    /** GET /markingpoints/:id/machine/regrade: the dry run with machine phrase :id accepted (or edited to `phrase`). */
    async previewMachinePhrase(machinePhraseId: number, phrase?: string): Promise<MachinePhraseRegrade> {
      const w = await markingInputWithMachinePhrase(db, machinePhraseId, phrase);
      return {
        ...toPreview(w.questionId, await plan(w.questionId, db, w.input)),
        machine_phrase_id: w.machine.id,
        marking_point_id: w.machine.markingPointId,
        phrase: w.phrase,
      };
    },

    /** POST /questionmafs/:id/regrade */
    async apply(user: AuthUser, questionId: number, fingerprint: string): Promise<RegradeResult> {
      return db.transaction(async (t) => {
        const r = createMarkingRepository(t);
        const p = await plan(questionId, t);
        if (p.fingerprint !== fingerprint)
          throw new AppError(409, 'regrade_changed', 'Marks changed since the dry run: look at it again', {
            fingerprint: p.fingerprint,
          });
        const audits = [];
        for (const x of p.planned) {
          const [before] = await r.lockMarks([x.markId], x.change.assignment_id, x.schoolId);
          if (!before || before.version !== x.version || before.source !== 'engine')
            throw new AppError(409, 'regrade_changed', 'A mark changed during the regrade: look at it again');
          const saved = await r.updateMark(x.markId, {
            points: x.points,
            marks: x.marks,
            engineMarks: x.marks,
            confidence: x.confidence,
            engineNeedsReview: x.needsReview,
            needsReview: x.needsReview,
            suggestedLevel: x.suggestedLevel,
            version: x.version + 1,
            updatedBy: user.id,
          });
          audits.push({
            schoolId: x.schoolId,
            answerMarkId: x.markId,
            actorId: user.id,
            source: 'regrade' as const,
            action: 'regrade',
            before: audited(before),
            after: audited(saved),
          });
        }
        await r.insertAudit(audits);
        const told = p.planned.filter((x) => x.change.released);
        const byAssignment = new Map<number, number[]>();
        for (const x of told)
          byAssignment.set(x.change.assignment_id, [...(byAssignment.get(x.change.assignment_id) ?? []), x.studentId]);
        for (const [assignmentId, students] of byAssignment) {
          await notify(t, students, {
            title: 'A released mark changed',
            body: 'The mark scheme of a question was updated and your mark changed. Review your work to see it.',
            link: studentAssignmentPath(assignmentId),
          });
        }
        return {
          question_id: questionId,
          changed: p.planned.length,
          students_told: new Set(told.map((x) => x.studentId)).size,
        };
      });
    },
  };
}
