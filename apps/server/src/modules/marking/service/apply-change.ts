// Applying one change (points, marks, level, feedback) to a locked mark: the new state, or a 400 for the answer.
import type { MarkAnswerBody, MarkAnswersBody } from '@markwell/contracts';
import type { StoredPointMark } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { isKnownLevel, marksForLevel } from '@markwell/domain/marking/levels';
import { levelsOf } from '../engine-marking';
import { type AnswerMarkRow, type MarkView } from '../marking.repository';

/** How a change acts on one locked mark: the new state, or a 400 for this answer. */
export interface MarkChange {
  points?: { point_id: number; awarded: boolean }[] | undefined;
  /** undefined: keep; null: clear. */
  marks?: number | null | undefined;
  level?: number | null | undefined;
  feedback?: string | null | undefined;
  /** Back to the engine's decisions, with no override, level or feedback kept. */
  reset?: boolean;
  /** The teacher confirms the mark as it stands: it becomes theirs and needs no review. */
  confirm?: boolean | undefined;
}

/**
 * What a teacher's marking request (one answer or many) changes, and the audit action it is
 * recorded as: an override wins over points, points over a bare confirm. An empty request is a 400.
 */
export function teacherDecision(body: MarkAnswerBody | MarkAnswersBody): { decision: MarkChange; action: string } {
  if (body.points === undefined && body.marks === undefined && body.feedback === undefined && !body.confirm)
    throw badRequest('nothing_to_change', 'Send points, marks, feedback or confirm');
  const action =
    body.marks !== undefined
      ? 'override'
      : body.points !== undefined
        ? 'points'
        : body.confirm
          ? 'confirm'
          : 'feedback';
  return {
    decision: { points: body.points, marks: body.marks, feedback: body.feedback, confirm: body.confirm },
    action,
  };
}

/** The new state of a mark after a change (pure): marks follow override, then level, then points. */
export function applyChange(row: AnswerMarkRow, snapshot: MarkView['snapshot'], change: MarkChange) {
  const scheme = snapshot.markScheme;
  const pointMarks = new Map(scheme.points.map((p) => [p.id, p.marks]));
  let points = (row.points as StoredPointMark[]).map((p) => ({ ...p }));
  let override = row.override;
  let level = row.level;
  let feedback = row.feedback;
  if (change.reset) {
    points = points.map((p) => ({ ...p, awarded: p.engine, by: 'engine' as const }));
    override = null;
    level = null;
  }
  const errors: { path: string; message: string }[] = [];
  for (const [i, d] of (change.points ?? []).entries()) {
    const p = points.find((x) => x.id === d.point_id);
    if (!p) {
      errors.push({
        path: `body.points.${i}.point_id`,
        message: `Marking point ${d.point_id} is not one of this question's`,
      });
      continue;
    }
    if (p.awarded !== d.awarded || p.by !== 'teacher') {
      p.awarded = d.awarded;
      p.by = 'teacher';
    }
  }
  if (errors.length) throw badRequest('unknown_point', 'Some marking points are not of this question', { errors });
  if (change.marks !== undefined) {
    if (change.marks !== null && change.marks > row.maxMarks)
      throw badRequest('mark_out_of_range', `Marks are 0 to ${row.maxMarks} on this question`, {
        max_marks: row.maxMarks,
      });
    override = change.marks;
  }
  const levelled = scheme.markingType === 'levelled';
  if (change.level !== undefined) {
    if (!levelled) throw badRequest('not_levelled', 'This question is not marked by levels');
    const levels = levelsOf(scheme);
    if (change.level !== null && !isKnownLevel(change.level, levels))
      throw badRequest('unknown_level', `Levels of this question: 0, ${levels.map((l) => l.level).join(', ')}`);
    level = change.level;
  }
  if (change.feedback !== undefined) feedback = change.feedback || null;
  let marks: number;
  if (override !== null) marks = override;
  else if (levelled && level !== null) marks = marksForLevel(level, levelsOf(scheme), row.maxMarks);
  else if (points.length === 0) marks = row.engineMarks;
  else
    marks = Math.min(
      row.maxMarks,
      points.reduce((s, p) => s + (p.awarded ? (pointMarks.get(p.id) ?? 0) : 0), 0),
    );
  // feedback alone leaves the mark as it was: only a change or a confirmation of the mark makes it the teacher's
  const marksChanged =
    change.confirm === true || change.points !== undefined || change.marks !== undefined || change.level !== undefined;
  return {
    points,
    override,
    level,
    feedback,
    marks,
    source: change.reset ? ('engine' as const) : marksChanged ? ('teacher' as const) : row.source,
    needsReview: change.reset ? row.engineNeedsReview : marksChanged ? false : row.needsReview,
  };
}
