import { storedWordModelSchema } from '@markwell/contracts';
import type { WordModel } from '@markwell/domain/marking/index';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markingPointModels, questionVersions } from '../../db/schema/index';

export type WordModelRow = typeof markingPointModels.$inferSelect;
/** A stored row whose model read back as a word model. */
export type StoredWordModel = WordModelRow & { model: WordModel };

/**
 * A stored row whose model reads back as a word model, with the agreement it was stored with (the
 * confidence of its marks depends on it); null when the JSON is damaged.
 */
function parsed(row: WordModelRow): StoredWordModel | null {
  const model = storedWordModelSchema.safeParse(row.model);
  return model.success ? { ...row, model: { ...model.data, agreement: row.agreement } } : null;
}

/** The word models learnt for marking points of question versions (marking_point_models). */
export function createWordModelsRepository(db: Db) {
  return {
    /** The models of these versions, by version id and then point id. */
    async ofVersions(versionIds: number[]) {
      const out = new Map<number, Map<number, WordModel>>();
      if (!versionIds.length) return out;
      const rows = await db
        .select()
        .from(markingPointModels)
        .where(inArray(markingPointModels.questionVersionId, versionIds));
      for (const row of rows) {
        const ok = parsed(row);
        if (!ok) continue;
        const byPoint = out.get(row.questionVersionId) ?? new Map<number, WordModel>();
        byPoint.set(row.markingPointId, ok.model);
        out.set(row.questionVersionId, byPoint);
      }
      return out;
    },

    /**
     * The models of the question's newest version that has any, with that version's points: what
     * the question as it stands is marked with, for the points whose phrases are unchanged since.
     */
    async newestOfQuestion(questionId: number) {
      const [newest] = await db
        .select({ versionId: markingPointModels.questionVersionId, snapshot: questionVersions.snapshot })
        .from(markingPointModels)
        .innerJoin(questionVersions, eq(questionVersions.id, markingPointModels.questionVersionId))
        .where(eq(markingPointModels.questionId, questionId))
        .orderBy(desc(markingPointModels.questionVersionId))
        .limit(1);
      if (!newest) return null;
      const rows = await db
        .select()
        .from(markingPointModels)
        .where(eq(markingPointModels.questionVersionId, newest.versionId))
        .orderBy(asc(markingPointModels.markingPointId));
      return {
        versionId: newest.versionId,
        points: newest.snapshot.markScheme.points,
        models: rows.map(parsed).filter((r) => r !== null),
      };
    },

    /** The question's newest versions (newest first): those a refit fits models for. */
    async newestVersions(questionId: number, limit: number) {
      return db
        .select({ id: questionVersions.id, snapshot: questionVersions.snapshot })
        .from(questionVersions)
        .where(eq(questionVersions.questionId, questionId))
        .orderBy(desc(questionVersions.id))
        .limit(limit);
    },

    /** Replaces a version's models with these (none: the version has no model any more). */
    async replaceForVersion(
      questionId: number,
      versionId: number,
      rows: Omit<typeof markingPointModels.$inferInsert, 'questionId' | 'questionVersionId'>[],
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(markingPointModels).where(eq(markingPointModels.questionVersionId, versionId));
        if (rows.length)
          await tx
            .insert(markingPointModels)
            .values(rows.map((r) => ({ ...r, questionId, questionVersionId: versionId })));
      });
    },

    /** Deletes every model of a marking point (all versions); returns how many there were. */
    async deleteForPoint(questionId: number, pointId: number) {
      const rows = await db
        .delete(markingPointModels)
        .where(and(eq(markingPointModels.questionId, questionId), eq(markingPointModels.markingPointId, pointId)))
        .returning({ id: markingPointModels.id });
      return rows.length;
    },
  };
}
