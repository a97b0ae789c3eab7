// The question bank's object checks: which questions a caller may read (staff every curriculum,
// teachers those their school follows), and loading a question through them.
import type { AnswerStructure, QuestionInput } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { visibleCurriculaIds } from '../curricula/index';
import { createConceptSharesRepository } from './concept-shares.repository';
import { toPoint, toQuestion as questionReply } from './questions.presenters';
import {
  createQuestionsRepository,
  type MarkingPointRow,
  type QuestionRow,
  type QuestionsRepository,
} from './questions.repository';
import { createWordModelsRepository, type StoredWordModel } from './word-models.repository';

/**
 * Reading questions as a caller may: staff see every curriculum, teachers those their school
 * follows. Also gives the question replies and the marking engine's input, loaded through that check.
 */
export function createQuestionAccess(db: Db, storage?: Storage) {
  const repo = createQuestionsRepository(db);
  const photoUrl = (name: string | null) =>
    name ? (storage ? storage.url('images', name) : `/uploads/images/${name}`) : null;

  const toQuestion = (row: { question: QuestionRow; pointsCount: number }) => questionReply(row, photoUrl);

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
