import type { StaffTip, Tip, TipIcon, TipPlace, UpdateTipBody } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createTipsRepository, type TipRow } from './tips.repository';

const toTip = (r: TipRow): Tip => ({
  id: r.id,
  place: r.place as TipPlace,
  icon: r.icon as TipIcon,
  title: r.title,
  text: r.text,
});

const toStaffTip = (r: TipRow): StaffTip => ({ ...toTip(r), shown: r.shown, updated_at: r.updatedAt.toISOString() });

/** Tips shown in the app, and content staff's editing of them. */
export function createTipsService(db: Db) {
  const repo = createTipsRepository(db);
  return {
    /** The tips shown, one per place (a handful: the app reads them once and keeps them). */
    shown: async (): Promise<Tip[]> => (await repo.list({ shownOnly: true })).map(toTip),

    /** Every tip, hidden ones too (content staff). */
    all: async (): Promise<StaffTip[]> => (await repo.list({ shownOnly: false })).map(toStaffTip),

    /** Changes a tip's icon, words or whether it is shown; an unknown id is 404. */
    async update(user: AuthUser, id: number, body: UpdateTipBody): Promise<StaffTip> {
      const row = await repo.update(id, body, user.id);
      if (!row) throw notFound('Tip');
      return toStaffTip(row);
    },
  };
}
