import type { CreateSubjectPriceBody, SubjectPriceSchedule } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import { createBillingRepository, toPriceList } from './billing.repository';

/** A request may say "now" with a clock a little behind the server's. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

const money = (n: number | null) => (n === null ? null : n.toFixed(2));

/** Content staff's subject price lists: each change starts a new list, for periods that begin from then on. */
export function createSubjectPricesService(db: Db) {
  const repo = createBillingRepository(db);

  return {
    async schedule(now = new Date()): Promise<SubjectPriceSchedule> {
      const { subjects, later } = await repo.priceSchedule(now);
      const currentRows = await Promise.all(subjects.map((s) => repo.currentPriceRow(s.id, now)));
      return {
        items: subjects.map((subject, i) => {
          const row = currentRows[i];
          return {
            subject: { id: subject.id, name: subject.name },
            current: row ? { id: row.id, effective_from: row.effectiveFrom.toISOString(), ...toPriceList(row) } : null,
            upcoming: later
              .filter((r) => r.subjectId === subject.id)
              .map((r) => ({ id: r.id, effective_from: r.effectiveFrom.toISOString(), ...toPriceList(r) })),
          };
        }),
      };
    },

    /** A new price list for a subject from `effective_from` (default now), never backdated. */
    async create(user: AuthUser, body: CreateSubjectPriceBody, now = new Date()) {
      if (!(await repo.subjectExists(body.subject_id))) throw notFound('Subject');
      const from = body.effective_from ? new Date(body.effective_from) : now;
      if (from.getTime() < now.getTime() - CLOCK_SLACK_MS) {
        throw badRequest('effective_from_past', 'Prices cannot start in the past: periods already begun keep theirs.', {
          errors: [{ path: 'body.effective_from', message: 'Choose now or a later date.' }],
        });
      }
      const row = await repo.insertPrice({
        subjectId: body.subject_id,
        priceMini: money(body.price_mini)!,
        priceSmall: money(body.price_small)!,
        priceMedium: money(body.price_medium)!,
        priceLarge: money(body.price_large)!,
        priceMiniDiscount: money(body.price_mini_discount),
        priceSmallDiscount: money(body.price_small_discount),
        priceMediumDiscount: money(body.price_medium_discount),
        priceLargeDiscount: money(body.price_large_discount),
        effectiveFrom: from,
        createdBy: user.id,
      });
      return { id: row.id, effective_from: row.effectiveFrom.toISOString(), ...toPriceList(row) };
    },
  };
}
