import type { Db } from '../../db/client';
import { createSubjectPricesRepository } from './subject-prices.repository';
import { createRegistrationRepository } from './registration.repository';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { createInvoicesRepository } from './invoices.repository';

export { toPriceList, type PriceList } from './subject-prices.repository';

/** Drizzle queries of registration, subscriptions, invoices and subject prices: each concern in its own repository file. */
export function createBillingRepository(db: Db) {
  return {
    ...createSubjectPricesRepository(db),
    ...createRegistrationRepository(db),
    ...createSubscriptionsRepository(db),
    ...createInvoicesRepository(db),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
