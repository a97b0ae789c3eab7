import type { AnswerMark, AnswerValue, MarkAuditEntry, MarkQuery, MarkingQuestion } from '@markwell/contracts';
import type { QuestionVersionSnapshot, StoredPointMark } from '../../db/schema/index';
import { levelsOf } from './engine-marking';
import type { AuditRow, MarkQueryRow, MarkView } from './marking.repository';

// The reply shapes of marking, built from stored rows. Only teachers' replies are built here;
// the student's review is built in the release service from released attempts only.

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The version's points in order, numbered from 1: one colour and number each. */
export function numberedPoints(snapshot: QuestionVersionSnapshot) {
  return [...snapshot.markScheme.points]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((p, i) => ({ ...p, number: i + 1 }));
}

export function toMarkingQuestion(
  questionId: number,
  position: number,
  snapshot: QuestionVersionSnapshot,
): MarkingQuestion {
  const s = snapshot.student;
  const correct = new Set(snapshot.markScheme.correct ?? []);
  return {
    question_id: questionId,
    position,
    text: s.text,
    type: s.type,
    max_marks: s.maxMarks,
    levelled: snapshot.markScheme.markingType === 'levelled',
    levels: levelsOf(snapshot.markScheme).map((l) => ({
      level: l.level,
      min_points: l.minPoints,
      descriptor: l.descriptor ?? null,
    })),
    points: numberedPoints(snapshot).map((p) => ({ point_id: p.id, number: p.number, text: p.text, marks: p.marks })),
    choices: s.type === 'choice' ? (s.choices ?? []).map((text, id) => ({ id, text, correct: correct.has(id) })) : null,
  };
}

export function toAnswerMark(v: MarkView, openQueries: number): AnswerMark {
  const m = v.mark;
  const stored = new Map((m.points as StoredPointMark[]).map((p) => [p.id, p]));
  return {
    answer_id: m.id,
    attempt_id: m.attemptId,
    student_id: v.studentId,
    student_name: v.studentName,
    question_id: m.questionId,
    version_id: m.questionVersionId,
    position: v.position,
    type: v.snapshot.student.type,
    answer: (v.answer ?? null) as AnswerValue,
    marks: m.marks,
    max_marks: m.maxMarks,
    engine_marks: m.engineMarks,
    override: m.override,
    levelled: v.snapshot.markScheme.markingType === 'levelled',
    level: m.level,
    suggested_level: m.suggestedLevel,
    confidence: Math.round(m.confidence * 1000) / 1000,
    needs_review: m.needsReview,
    source: m.source,
    feedback: m.feedback,
    points: numberedPoints(v.snapshot).flatMap((p) => {
      const s = stored.get(p.id);
      if (!s) return [];
      return [
        {
          point_id: p.id,
          number: p.number,
          text: p.text,
          marks: p.marks,
          awarded: s.awarded,
          engine_awarded: s.engine,
          set_by: s.by,
          matches: s.matches.map(({ standsFor, similarity, ...x }) => ({
            ...x,
            how: x.how as AnswerMark['points'][number]['matches'][number]['how'],
            ...(standsFor !== undefined ? { stands_for: standsFor, similarity } : {}),
          })),
          near_misses: s.nearMisses.map((x) => ({
            ...x,
            reason: x.reason as AnswerMark['points'][number]['near_misses'][number]['reason'],
          })),
          missing: s.missing,
        },
      ];
    }),
    version: m.version,
    updated_at: iso(m.updatedAt),
    updated_by: m.updatedBy !== null && v.updaterName !== null ? { id: m.updatedBy, name: v.updaterName } : null,
    open_queries: openQueries,
  };
}

export function toAuditEntry(row: { entry: AuditRow; actorName: string | null }): MarkAuditEntry {
  const e = row.entry;
  return {
    id: e.id,
    at: iso(e.createdAt),
    source: e.source,
    actor: e.actorId !== null && row.actorName !== null ? { id: e.actorId, name: row.actorName } : null,
    action: e.action,
    before: e.before ?? null,
    after: e.after,
  };
}

export function toMarkQuery(
  row: { query: MarkQueryRow; deciderName: string | null; studentName: string },
  m: { questionId: number },
  pointText: string,
): MarkQuery {
  const q = row.query;
  return {
    id: q.id,
    answer_id: q.answerMarkId,
    question_id: m.questionId,
    point_id: q.pointId,
    point_text: pointText,
    student_id: q.studentId,
    student_name: row.studentName,
    text: q.text,
    status: q.status,
    reply: q.reply,
    created_at: iso(q.createdAt),
    decided_at: q.decidedAt ? iso(q.decidedAt) : null,
    decided_by: q.decidedBy !== null && row.deciderName !== null ? { id: q.decidedBy, name: row.deciderName } : null,
  };
}

export { iso };
