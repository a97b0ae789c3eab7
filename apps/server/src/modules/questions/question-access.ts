import { createHash } from 'node:crypto';
import type { UpdateMafQuestionBody } from '@markwell/contracts';
import { compileQuestion, type AnswerStructure, type QuestionInput } from '@markwell/domain/marking/index';
import { synonymMembers } from '@markwell/domain/text/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { visibleCurriculaIds } from '../curricula/index';
import {
  createQuestionsRepository,
  type MachinePhraseRow,
  type MarkingPointRow,
  type QuestionRow,
  type QuestionsRepository,
  type SynonymRow,
} from './questions.repository';
import { createConceptSharesRepository } from './concept-shares.repository';
import { createWordModelsRepository, type StoredWordModel } from './word-models.repository';

// What the question bank's services share: who may read a question, loading it, and the reply shapes.

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

/** Phrases the engine cannot read (nothing but punctuation) are refused up front. */
export function assertPhrasesReadable(phrases: string[], field = 'phrases') {
  if (!phrases.length) return;
  const compiled = compileQuestion({
    maxMarks: 1,
    markingPoints: phrases.map((p, i) => ({ id: String(i), marks: 1, phrases: [p], machinePhrases: [] })),
    synonyms: [],
    structure: null,
  });
  const errors = compiled.points
    .map((p, i) =>
      p.phrases.length === 0
        ? { path: `${field}.${i}`, message: `"${phrases[i]}" has no words or values to match` }
        : null,
    )
    .filter((e) => e !== null);
  if (errors.length)
    throw badRequest('invalid_phrase', 'A phrase has nothing the marking engine can match', { errors });
}

/**
 * The content hash imports use to skip a question already in the bank: kind, curriculum and the
 * text with case and whitespace normalised.
 */
export function questionContentHash(kind: 'maf' | 'quiz', curriculaId: number, text: string): string {
  const normalised = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(`${kind}\n${curriculaId}\n${normalised}`).digest('hex');
}

/** Marking type and levels must agree: a levelled question needs at least one level band. */
export function assertLevels(
  markingType: 'points' | 'levelled',
  levels: unknown[] | null | undefined,
  path = 'body.levels',
) {
  if (markingType === 'levelled' && !levels?.length) {
    throw badRequest('levels_required', 'A levelled question needs its levels', {
      errors: [{ path, message: 'Required for a levelled question' }],
    });
  }
}

/**
 * Checks the curriculum / course / topic / lesson links agree, filling course and topic from the
 * lesson. `at` prefixes the field names of the 400's errors.
 */
export async function resolveLinks(
  r: QuestionsRepository,
  links: { curriculaId: number; courseId: number | null; topicId: number | null; lessonId: number | null },
  at = 'body',
) {
  const out = { ...links };
  const fail = (field: string, message: string) =>
    badRequest('invalid_link', message, { errors: [{ path: `${at}.${field}`, message }] });
  if (!(await r.curriculumExists(out.curriculaId))) throw fail('curricula_id', 'No such curriculum');
  if (out.lessonId !== null) {
    const place = await r.lessonPlace(out.lessonId);
    if (!place) throw fail('lesson_id', 'No such lesson');
    if (out.topicId !== null && out.topicId !== place.topicId)
      throw fail('lesson_id', 'The lesson is not in this topic');
    if (out.courseId !== null && out.courseId !== place.courseId)
      throw fail('lesson_id', 'The lesson is not in this course');
    out.topicId = place.topicId;
    out.courseId = place.courseId;
  }
  if (out.topicId !== null) {
    const course = await r.topicCourse(out.topicId);
    if (course === null) throw fail('topic_id', 'No such topic');
    if (out.courseId !== null && out.courseId !== course) throw fail('topic_id', 'The topic is not in this course');
    out.courseId = course;
  }
  if (out.courseId !== null) {
    const curriculaId = await r.courseCurriculum(out.courseId);
    if (curriculaId === null) throw fail('course_id', 'No such course');
    if (curriculaId !== out.curriculaId) throw fail('course_id', 'The course is not in this curriculum');
  }
  return out;
}

/**
 * The columns an edit of a MAF question's own fields writes: changing a coarser link clears the
 * finer links not sent, course and topic follow a lesson, the content hash follows the text.
 * @throws AppError 400 when links disagree or a levelled question has no levels.
 */
export async function mafQuestionPatch(
  r: QuestionsRepository,
  q: QuestionRow,
  patch: Partial<UpdateMafQuestionBody>,
  at = 'body',
) {
  const links = await resolveLinks(
    r,
    {
      curriculaId: patch.curricula_id ?? q.curriculaId,
      courseId:
        patch.course_id !== undefined
          ? patch.course_id
          : patch.curricula_id !== undefined || patch.lesson_id || patch.topic_id
            ? null
            : q.courseId,
      topicId:
        patch.topic_id !== undefined
          ? patch.topic_id
          : patch.lesson_id || patch.course_id !== undefined || patch.curricula_id !== undefined
            ? null
            : q.topicId,
      lessonId:
        patch.lesson_id !== undefined
          ? patch.lesson_id
          : patch.topic_id !== undefined || patch.course_id !== undefined || patch.curricula_id !== undefined
            ? null
            : q.lessonId,
    },
    at,
  );
  const markingType = patch.marking_type ?? q.markingType;
  const levels = patch.levels !== undefined ? patch.levels : q.levels;
  assertLevels(markingType, levels, `${at}.levels`);
  const text = patch.text ?? q.text;
  return {
    text,
    ...links,
    ...(patch.max_marks !== undefined ? { maxMarks: patch.max_marks } : {}),
    markingType,
    levels: levels ?? null,
    ...(patch.media !== undefined ? { media: patch.media } : {}),
    contentHash: questionContentHash('maf', links.curriculaId, text),
  };
}

/**
 * Reading questions as a caller may: staff see every curriculum, teachers those their school
 * follows. Also builds the question replies and the marking engine's input.
 */
export function createQuestionAccess(db: Db, storage?: Storage) {
  const repo = createQuestionsRepository(db);
  const photoUrl = (name: string | null) =>
    name ? (storage ? storage.url('images', name) : `/uploads/images/${name}`) : null;

  function toQuestion(row: { question: QuestionRow; pointsCount: number }) {
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

  /** Curricula a caller may read questions of: undefined = all (staff). */
  const visibleCurricula = (user: AuthUser) => visibleCurriculaIds(db, user);

  /** A MAF question the caller may read: 404 when missing, a quiz, or outside the school's curricula. */
  async function loadMaf(id: number, user?: AuthUser, r: QuestionsRepository = repo) {
    const row = await r.findQuestion(id);
    if (!row || row.question.kind !== 'maf') throw notFound('Question');
    if (user) {
      const visible = await visibleCurricula(user);
      if (visible && !visible.includes(row.question.curriculaId)) throw notFound('Question');
    }
    return row;
  }

  /** A question with its marking points and answer structure. */
  async function detail(id: number, user?: AuthUser) {
    const row = await loadMaf(id, user);
    const [points, structure] = await Promise.all([repo.listPoints([id]), repo.findStructure(id)]);
    return { ...toQuestion(row), marking_points: points.map(toPoint), structure: structure?.structure ?? null };
  }

  /**
   * The learnt word models a question is marked with today, by marking point id: those of its
   * newest version with models, for the points whose marks and phrases are as they were then (the
   * model weighed those phrases' verdict; an edited point is marked by its phrases until a refit).
   */
  async function wordModelsInUse(questionId: number, points: MarkingPointRow[]) {
    const learnt = await createWordModelsRepository(db).newestOfQuestion(questionId);
    const inUse = new Map<number, StoredWordModel>();
    if (!learnt) return inUse;
    const scheme = (p: { marks: number; phrases: string[] }) => JSON.stringify([p.marks, p.phrases]);
    for (const p of points) {
      const then = learnt.points.find((x) => x.id === p.id);
      const stored = learnt.models.find((m) => m.markingPointId === p.id);
      if (then && stored && scheme(then) === scheme(p)) inUse.set(p.id, stored);
    }
    return inUse;
  }

  /**
   * The marking engine's input for a question: points with accepted machine phrases and the learnt
   * word models in use (wordModelsInUse), applicable synonyms, structure, and how strictly its
   * curriculum reads model answers.
   */
  async function markingInput(questionId: number): Promise<QuestionInput> {
    const row = await loadMaf(questionId);
    const q = row.question;
    const points = await repo.listPoints([questionId]);
    const [machines, syns, structure, learnt, share] = await Promise.all([
      repo.listMachinePhrases(
        points.map((p) => p.id),
        'accepted',
      ),
      repo.listSynonyms({ curricula: q.curriculaId }),
      repo.findStructure(questionId),
      wordModelsInUse(questionId, points),
      createConceptSharesRepository(db).ofCurriculum(q.curriculaId),
    ]);
    return {
      maxMarks: q.maxMarks,
      prompt: q.text,
      markingPoints: points.map((p) => {
        const wordModel = learnt.get(p.id)?.model;
        return {
          id: String(p.id),
          marks: p.marks,
          text: p.text,
          phrases: p.phrases,
          machinePhrases: machines.filter((m) => m.markingPointId === p.id).map((m) => m.phrase),
          ...(wordModel ? { wordModel } : {}),
        };
      }),
      synonyms: syns.map((s) => s.text),
      structure: (structure?.structure ?? null) as AnswerStructure,
      levelled: q.markingType === 'levelled',
      levels: (q.levels ?? []).map((l) => ({ level: l.level, minPoints: l.minPoints })),
      ...(share ? { conceptShare: share.share } : {}),
    };
  }

  return { repo, photoUrl, toQuestion, loadMaf, detail, markingInput, wordModelsInUse };
}

export type QuestionAccess = ReturnType<typeof createQuestionAccess>;
