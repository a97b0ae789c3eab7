import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { seedCore, type CoreSeed } from './core';
import { DEMO_PASSWORD } from './demo-accounts';
import { moveDemoTimeline, recordDemoTimeline } from './demo-timeline';
import { seedQuestions } from './questions';
import { seedCms } from './cms';
import { seedExams } from './exams';
import { seedAttempts } from './attempts';
import { seedMarking, seedMarkingDigest } from './marking';
import { seedDashboards } from './dashboards';
import { seedMessages } from './messages';
import { seedAcademy } from './academy';
import { seedMenus } from './menus';
import { seedBilling } from './billing';
import { seedMocks } from './mocks';
import { seedLearning } from './learning';

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
  seedDashboards,
  seedMessages,
  seedAcademy,
  seedBilling,
  seedMocks,
  seedLearning,
  // last: the digest counts the work every seed above left waiting for marks
  seedMarkingDigest,
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
  // The seeds date everything from about now: the demo timeline starts here.
  const seededAt = new Date();
  await db.transaction(async (tx) => {
    const core = await seedCore(tx, passwordHash);
    for (const seed of moduleSeeds) await seed(tx, core);
    await recordDemoTimeline(tx, seededAt);
  });
  return true;
}

/**
 * What a start does with demo data on: seeds an empty database, or else moves the demo
 * timeline forward to now (see demo-timeline.ts), so the demo shows the same as on its first start.
 * @returns whether it seeded, and how far (ms) the demo dates moved.
 */
export async function prepareDemoData(db: Db, now: Date = new Date()): Promise<{ seeded: boolean; movedMs: number }> {
  if (await seedDemoData(db)) return { seeded: true, movedMs: 0 };
  return { seeded: false, movedMs: await moveDemoTimeline(db, now) };
}
