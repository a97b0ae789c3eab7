// The question bank's reply shapes: questions, marking points, synonyms and machine phrases as the API sends them.
import { synonymMembers } from '@markwell/domain/text/index';
import type { MachinePhraseRow, MarkingPointRow, QuestionRow, SynonymRow } from './questions.repository';

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toPoint(p: MarkingPointRow) {
  return {
    id: p.id,
    question_id: p.questionId,
    position: p.position,
    marks: p.marks,
    text: p.text,
    phrases: p.phrases,
  };
}

export function toSynonym(s: SynonymRow) {
  return {
    id: s.id,
    text: s.text,
    members: synonymMembers(s.text),
    curricula_id: s.curriculaId,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
  };
}

export function toMachinePhrase(m: MachinePhraseRow) {
  return {
    id: m.id,
    marking_point_id: m.markingPointId,
    phrase: m.phrase,
    status: m.status,
    source_excerpt: m.sourceExcerpt,
    evidence:
      m.evidenceAnswers === null
        ? null
        : { newly_correct: m.evidenceCorrect ?? 0, newly_wrong: m.evidenceWrong ?? 0, answers: m.evidenceAnswers },
    proposed_by: m.proposedBy,
    reviewed_by: m.reviewedBy,
    created_at: iso(m.createdAt),
    reviewed_at: m.reviewedAt ? iso(m.reviewedAt) : null,
  };
}

/** A question as the API sends it; `photoUrl` turns a stored photo name into its address. */
export function toQuestion(
  row: { question: QuestionRow; pointsCount: number },
  photoUrl: (name: string | null) => string | null,
) {
  const q = row.question;
  return {
    id: q.id,
    kind: q.kind,
    text: q.text,
    curricula_id: q.curriculaId,
    course_id: q.courseId,
    topic_id: q.topicId,
    lesson_id: q.lessonId,
    max_marks: q.maxMarks,
    marking_type: q.markingType,
    levels: q.levels ?? null,
    photo: q.photo,
    photo_url: photoUrl(q.photo),
    media: q.media,
    created_by: q.createdBy,
    created_at: iso(q.createdAt),
    updated_at: iso(q.updatedAt),
    points_count: row.pointsCount,
  };
}
