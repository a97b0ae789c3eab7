import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/index';
import { hashPassword } from '../../lib/password';
import { seedCore, type CoreSeed } from './core';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedQuestions } from './questions';
import { seedCms } from './cms';
import { seedExams } from './exams';
import { seedAttempts } from './attempts';
import { seedMarking } from './marking';
import { seedMessages } from './messages';
import { seedAcademy } from './academy';
import { seedMenus } from './menus';
import { seedBilling } from './billing';

/** A module's demo data, run after the core seed in the same transaction. */
export type ModuleSeed = (db: Db, core: CoreSeed) => Promise<void>;

/** Module seeds, in order. Each module adds its own here. */
const moduleSeeds: ModuleSeed[] = [
  seedQuestions,
  seedCms,
  seedMenus,
  seedExams,
  seedAttempts,
  seedMarking,
  seedMessages,
  seedAcademy,
  seedBilling,
];

/**
 * Seeds the demo data when the database has no accounts yet; safe to call on every start.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return false;
  // One hash for every demo account: they share the published password anyway, and it keeps start-up fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const core = await seedCore(tx as unknown as Db, passwordHash);
    for (const seed of moduleSeeds) await seed(tx as unknown as Db, core);
  });
  return true;
}
