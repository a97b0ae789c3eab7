import { MAX_BANK_COMMENTS, type BankComment } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { iso } from './mark-views';
import { createMarkingRepository } from './marking.repository';

type Row = Awaited<ReturnType<ReturnType<typeof createMarkingRepository>['addComment']>>;
const toComment = (r: Row): BankComment => ({
  id: r.id,
  text: r.text,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

/** A teacher's own bank of reusable feedback comments: nobody else reads or changes it. */
export function createCommentsService(db: Db) {
  const repo = createMarkingRepository(db);
  return {
    async list(user: AuthUser) {
      return { items: (await repo.comments(user.id)).map(toComment) };
    },
    async add(user: AuthUser, text: string) {
      if ((await repo.comments(user.id)).length >= MAX_BANK_COMMENTS)
        throw conflict('comment_bank_full', `A comment bank holds at most ${MAX_BANK_COMMENTS} comments`);
      return toComment(await repo.addComment(user.id, text));
    },
    async update(user: AuthUser, id: number, text: string) {
      const row = await repo.updateComment(id, user.id, text);
      if (!row) throw notFound('Comment');
      return toComment(row);
    },
    async remove(user: AuthUser, id: number) {
      if (!(await repo.deleteComment(id, user.id))) throw notFound('Comment');
      return { success: true as const };
    },
  };
}
