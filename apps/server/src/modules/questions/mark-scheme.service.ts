import type { AnswerStructureBody, MarkingPointBody, UpdateMarkingPointBody } from '@markwell/contracts';
import { markAnswer, type MarkResult } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { assertPhrasesReadable, createQuestionAccess, toMachinePhrase, toPoint, toSynonym } from './question-access';

/**
 * A question's mark scheme: its marking points, its answer structure, the editor's view of both,
 * and marking a sample answer against it. Staff edit; teachers may try answers.
 */
export function createMarkSchemeService(db: Db, storage?: Storage) {
  const { repo, toQuestion, loadMaf, markingInput } = createQuestionAccess(db, storage);

  async function loadPoint(questionId: number, pointId: number) {
    const found = await repo.findQuestionForPoint(pointId);
    if (!found || found.point.questionId !== questionId) throw notFound('Marking point');
    return found.point;
  }

  return {
    async listPoints(id: number) {
      await loadMaf(id);
      return (await repo.listPoints([id])).map(toPoint);
    },

    async addPoint(id: number, body: MarkingPointBody) {
      await loadMaf(id);
      assertPhrasesReadable(body.phrases, 'body.phrases');
      const position = body.position ?? (await repo.nextPosition(id));
      const [row] = await repo.insertPoints([
        { questionId: id, position, marks: body.marks, text: body.text, phrases: body.phrases },
      ]);
      await repo.touchQuestion(id);
      return toPoint(row!);
    },

    async updatePoint(id: number, pointId: number, body: UpdateMarkingPointBody) {
      await loadMaf(id);
      await loadPoint(id, pointId);
      if (body.phrases) assertPhrasesReadable(body.phrases, 'body.phrases');
      const row = await repo.updatePoint(pointId, body);
      await repo.touchQuestion(id);
      return toPoint(row!);
    },

    async deletePoint(id: number, pointId: number) {
      await loadMaf(id);
      await loadPoint(id, pointId);
      await repo.deletePoint(pointId);
      await repo.touchQuestion(id);
      return { success: true as const };
    },

    /** Everything the mark-scheme editor needs in one response. */
    async editView(id: number) {
      const row = await loadMaf(id);
      const points = await repo.listPoints([id]);
      const [machines, syns, structure] = await Promise.all([
        repo.listMachinePhrases(points.map((p) => p.id)),
        repo.listSynonyms({ curricula: row.question.curriculaId }),
        repo.findStructure(id),
      ]);
      return {
        question: toQuestion(row),
        marking_points: points.map((p) => ({
          ...toPoint(p),
          machine_phrases: machines.filter((m) => m.markingPointId === p.id).map(toMachinePhrase),
        })),
        synonyms: syns.map(toSynonym),
        structure: structure?.structure ?? null,
      };
    },

    async getStructure(id: number) {
      await loadMaf(id);
      const row = await repo.findStructure(id);
      return { question_id: id, structure: row?.structure ?? null };
    },
    async createStructure(id: number, structure: AnswerStructureBody) {
      await loadMaf(id);
      const row = await repo.insertStructure(id, structure);
      if (!row)
        throw conflict(
          'structure_exists',
          'This question already has an answer structure; change it with PATCH /questions/:id/structure',
        );
      await repo.touchQuestion(id);
      return { question_id: id, structure: row.structure };
    },
    async updateStructure(id: number, structure: AnswerStructureBody) {
      await loadMaf(id);
      const row = await repo.updateStructure(id, structure);
      if (!row) throw notFound('Answer structure');
      await repo.touchQuestion(id);
      return { question_id: id, structure: row.structure };
    },
    async deleteStructure(id: number) {
      await loadMaf(id);
      if (!(await repo.deleteStructure(id))) throw notFound('Answer structure');
      await repo.touchQuestion(id);
      return { success: true as const };
    },

    /** Marks a sample answer exactly as the engine will mark students' answers to the question. */
    async tryAnswer(user: AuthUser, id: number, answer: string): Promise<MarkResult> {
      await loadMaf(id, user);
      return markAnswer(await markingInput(id), answer);
    },
  };
}

export type MarkSchemeService = ReturnType<typeof createMarkSchemeService>;
