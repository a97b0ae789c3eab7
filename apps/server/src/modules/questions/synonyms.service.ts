import { cleanSynonyms, synonymMembers } from '@markwell/domain/text/index';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { toSynonym } from './questions.presenters';
import { createQuestionsRepository } from './questions.repository';

/**
 * Synonym sets: terms the marking engine treats as the same word, global or for one curriculum.
 * Staff only.
 */
export function createSynonymsService(db: Db) {
  const repo = createQuestionsRepository(db);
  return {
    async listSynonyms(q: { curricula?: number | undefined; query?: string | undefined }) {
      return (await repo.listSynonyms(q)).map(toSynonym);
    },
    async createSynonym(body: { text: string; curricula_id: number | null }) {
      const text = cleanSynonymSet(body.text);
      if (body.curricula_id !== null && !(await repo.curriculumExists(body.curricula_id))) {
        throw badRequest('invalid_link', 'No such curriculum', {
          errors: [{ path: 'body.curricula_id', message: 'No such curriculum' }],
        });
      }
      return toSynonym(await repo.insertSynonym({ text, curriculaId: body.curricula_id }));
    },
    async updateSynonym(id: number, body: { text?: string | undefined; curricula_id?: number | null | undefined }) {
      if (!(await repo.findSynonym(id))) throw notFound('Synonym set');
      if (body.curricula_id && !(await repo.curriculumExists(body.curricula_id))) {
        throw badRequest('invalid_link', 'No such curriculum', {
          errors: [{ path: 'body.curricula_id', message: 'No such curriculum' }],
        });
      }
      const row = await repo.updateSynonym(id, {
        ...(body.text !== undefined ? { text: cleanSynonymSet(body.text) } : {}),
        ...(body.curricula_id !== undefined ? { curriculaId: body.curricula_id } : {}),
      });
      return toSynonym(row!);
    },
    async deleteSynonym(id: number) {
      if (!(await repo.deleteSynonym(id))) throw notFound('Synonym set');
      return { success: true as const };
    },
  };
}

/** Cleans a set (lowercase, whitespace collapsed, empty terms dropped); it needs two terms at least to mean anything. */
function cleanSynonymSet(raw: string): string {
  const text = cleanSynonyms(raw);
  if (synonymMembers(text).length < 2) {
    throw badRequest('synonyms_too_few', 'A synonym set needs at least two terms separated by ";"', {
      errors: [{ path: 'body.text', message: 'Give at least two terms separated by ";"' }],
    });
  }
  return text;
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
