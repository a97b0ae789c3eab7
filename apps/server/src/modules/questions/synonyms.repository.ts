// Synonyms of a curriculum (or of every curriculum) that marking reads phrases with.
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { synonyms } from '../../db/schema/index';

export function createSynonymsRepository(db: Db) {
  return {
    listSynonyms(f: { curricula?: number | undefined; query?: string | undefined }) {
      const c: SQL[] = [];
      if (f.curricula) c.push(or(isNull(synonyms.curriculaId), eq(synonyms.curriculaId, f.curricula))!);
      if (f.query) c.push(ilike(synonyms.text, `%${escapeLike(f.query.toLowerCase())}%`));
      return db
        .select()
        .from(synonyms)
        .where(c.length ? and(...c) : undefined)
        .orderBy(asc(synonyms.text), asc(synonyms.id));
    },
    async findSynonym(id: number) {
      const [row] = await db.select().from(synonyms).where(eq(synonyms.id, id));
      return row ?? null;
    },
    /** Adds a synonym set to a curriculum unless that curriculum (or every one) has it already. */
    async ensureSynonym(text: string, curriculaId: number) {
      const [existing] = await db
        .select({ id: synonyms.id })
        .from(synonyms)
        .where(
          and(
            eq(synonyms.text, text),
            sql`(${synonyms.curriculaId} = ${curriculaId} or ${synonyms.curriculaId} is null)`,
          ),
        )
        .limit(1);
      if (existing) return false;
      await db.insert(synonyms).values({ text, curriculaId });
      return true;
    },
    async insertSynonym(values: typeof synonyms.$inferInsert) {
      const [row] = await db.insert(synonyms).values(values).returning();
      return row!;
    },
    async updateSynonym(id: number, patch: Partial<typeof synonyms.$inferInsert>) {
      const [row] = await db
        .update(synonyms)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(synonyms.id, id))
        .returning();
      return row ?? null;
    },
    async deleteSynonym(id: number) {
      const rows = await db.delete(synonyms).where(eq(synonyms.id, id)).returning({ id: synonyms.id });
      return rows.length > 0;
    },
  };
}
