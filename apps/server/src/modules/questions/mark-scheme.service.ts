import { isDeepStrictEqual } from 'node:util';
import type {
  AnswerStructureBody,
  MarkingPointBody,
  SaveMarkSchemeBody,
  SavedMarkScheme,
  SchemePointBody,
  UpdateMarkingPointBody,
} from '@markwell/contracts';
import { markAnswer, type MarkResult } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { pinQuestionVersions } from './question-versions';
import { createQuestionVersionsRepository } from './question-versions.repository';
import { createQuestionAccess } from './questions.policy';
import { toMachinePhrase, toPoint, toSynonym } from './questions.presenters';
import { assertPhrasesReadable, mafQuestionPatch } from './question-writes';
import { createQuestionsRepository, type MarkingPointRow } from './questions.repository';

/** A structure as it marks: a numeric one without a unit is the same whether it says null or nothing. */
const comparable = (s: AnswerStructureBody | null) => (s?.type === 'numeric' ? { ...s, unit: s.unit ?? null } : s);

/**
 * The positions of a saved scheme's points, in the order sent. Saved points keep theirs while that
 * order still holds and new points come last (a question version holds positions: renumbering
 * alone would make a new one); otherwise the points are numbered 0, 1, 2... in the order sent.
 */
function schemePositions(list: SchemePointBody[], saved: Map<number, MarkingPointRow>): number[] {
  let last = -1;
  let newSeen = false;
  for (const p of list) {
    if (p.id === undefined) newSeen = true;
    else if (newSeen || saved.get(p.id)!.position <= last) return list.map((_, i) => i);
    else last = saved.get(p.id)!.position;
  }
  let next = last + 1;
  return list.map((p) => (p.id === undefined ? next++ : saved.get(p.id)!.position));
}

/**
 * A question's mark scheme: its marking points, its answer structure, the editor's view of both,
 * and marking a sample answer against it. Staff edit; teachers may try answers.
 */
export function createMarkSchemeService(db: Db, storage?: Storage) {
  const { repo, toQuestion, loadMaf, markingInput, detail } = createQuestionAccess(db, storage);

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

    /**
     * Saves the question's whole mark scheme in one transaction: its own fields (`body.question`,
     * as PATCH takes them), its points (those sent in order; saved points not sent are deleted,
     * points without an id added) and its answer structure. Nothing is written unless all of it
     * is. When versions of the question were pinned, the saved state is pinned as one new version.
     * Answers whether the engine's input for the question changed (`scheme_changed`), as the
     * regrade dry run would mark with it.
     * @throws AppError 404 for a missing question; 400 for a point id of another question, an id
     *   sent twice, unreadable phrases, links that disagree or a levelled question without levels.
     */
    async saveScheme(id: number, body: SaveMarkSchemeBody): Promise<SavedMarkScheme> {
      await loadMaf(id);
      const seen = new Set<number>();
      body.marking_points.forEach((p, i) => {
        assertPhrasesReadable(p.phrases, `body.marking_points.${i}.phrases`);
        if (p.id === undefined) return;
        if (seen.has(p.id))
          throw badRequest('duplicate_point', 'A marking point is sent twice', {
            errors: [{ path: `body.marking_points.${i}.id`, message: `Point ${p.id} is already in the list` }],
          });
        seen.add(p.id);
      });
      const schemeChanged = await db.transaction(async (t) => {
        const r = createQuestionsRepository(t);
        const access = createQuestionAccess(t, storage);
        await r.lockQuestion(id);
        const row = await access.loadMaf(id, undefined, r);
        const before = await access.markingInput(id);
        const saved = new Map((await r.listPoints([id])).map((p) => [p.id, p]));
        body.marking_points.forEach((p, i) => {
          if (p.id !== undefined && !saved.has(p.id))
            throw badRequest('unknown_point', 'A marking point is not one of this question', {
              errors: [
                {
                  path: `body.marking_points.${i}.id`,
                  message: `Point ${p.id} is not a point of question ${id} (deleted meanwhile?): reload the question`,
                },
              ],
            });
        });

        let written = false;
        if (body.question && Object.keys(body.question).length) {
          await r.updateQuestion(id, await mafQuestionPatch(r, row.question, body.question, 'body.question'));
          written = true;
        }
        const gone = [...saved.keys()].filter((pid) => !seen.has(pid));
        await r.deletePoints(gone);
        written ||= gone.length > 0;
        const positions = schemePositions(body.marking_points, saved);
        const added = [];
        for (const [i, p] of body.marking_points.entries()) {
          const values = { position: positions[i]!, marks: p.marks, text: p.text, phrases: p.phrases };
          if (p.id === undefined) {
            added.push({ questionId: id, ...values });
            continue;
          }
          const was = saved.get(p.id)!;
          const same =
            was.position === values.position &&
            was.marks === values.marks &&
            was.text === values.text &&
            isDeepStrictEqual(was.phrases, values.phrases);
          if (same) continue;
          await r.updatePoint(p.id, values);
          written = true;
        }
        await r.insertPoints(added);
        written ||= added.length > 0;

        const structure = (await r.findStructure(id))?.structure ?? null;
        if (!isDeepStrictEqual(comparable(structure), comparable(body.structure))) {
          if (body.structure === null) await r.deleteStructure(id);
          else if (structure === null) await r.insertStructure(id, body.structure);
          else await r.updateStructure(id, body.structure);
          written = true;
        }
        if (!written) return false;
        if (!body.question || !Object.keys(body.question).length) await r.touchQuestion(id);
        if (await r.hasVersions(id)) {
          const now = await access.loadMaf(id, undefined, r);
          await pinQuestionVersions(createQuestionVersionsRepository(t), [now.question]);
        }
        return !isDeepStrictEqual(before, await access.markingInput(id));
      });
      return { question: await detail(id), scheme_changed: schemeChanged };
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
