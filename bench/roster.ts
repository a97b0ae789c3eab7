/**
 * OneRoster roster import at a school's scale: migrates and seeds the demo data into a fresh
 * database (PGlite in a temporary folder, or PostgreSQL at DATABASE_URL: use an empty database),
 * then applies a OneRoster 1.2 CSV set of `--students` students (each in `--per-student`
 * classes) to Northfield through the same service as the upload and the nightly CLI, a second
 * time unchanged (the nightly run), and a third with 5% leavers and 5% moved. Prints each time.
 *
 *   npx tsx bench/roster.ts [--students 2000] [--per-student 6]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/index';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';
import { seedDemoData } from '../apps/server/src/seed/index';
import { createRosterService } from '../apps/server/src/modules/roster/index';
import { buildRosterSet, rosterFiles } from '../apps/server/test/roster-fixtures';

const { values } = parseArgs({
  options: { students: { type: 'string', default: '2000' }, 'per-student': { type: 'string', default: '6' } },
});
const students = Number(values.students);
const perStudent = Number(values['per-student']);

const dataDir = mkdtempSync(join(tmpdir(), 'markwell-roster-bench-'));
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
try {
  await database.migrate();
  await seedDemoData(database.db);
  const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.schoolAdmin));
  const schoolId = admin!.schoolId!;
  const service = createRosterService({ db: database.db });
  const classes = Math.max(8, Math.round(students / 12.5));
  const set = buildRosterSet({ org: 'bench-org', students, teachers: Math.round(classes * 0.75), classes, perStudent });
  const files = rosterFiles(set);
  const mb = Object.values(files).reduce((n, t) => n + Buffer.byteLength(t), 0) / 1024 / 1024;

  const time = async (label: string, f: typeof files) => {
    const started = performance.now();
    const plan = await service.apply(schoolId, f);
    const ms = performance.now() - started;
    console.log(
      `${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  students +${plan.students.added} ~${plan.students.changed} -${plan.students.leaving}  enrolments +${plan.enrollments.added} -${plan.enrollments.ended}`,
    );
  };
  console.log(
    `${database.kind}, ${students} students, ${classes} classes, ${mb.toFixed(1)} MB of CSV, load ${loadavg()[0]!.toFixed(1)}`,
  );
  await time('first import', files);
  await time('same files again (nightly)', files);
  const next = JSON.parse(JSON.stringify(set)) as typeof set;
  const step = 20;
  next.users = next.users.filter((u, i) => !(u.sourcedId!.startsWith('s') && i % step === 0));
  const kept = new Set(next.users.map((u) => u.sourcedId));
  next.enrollments = next.enrollments.filter((e) => kept.has(e.userSourcedId!));
  next.enrollments.forEach((e, i) => {
    if (e.role === 'student' && i % step === 1) {
      e.classSourcedId = `c${(Number(e.classSourcedId!.slice(1)) % classes) + 1}`;
      e.sourcedId = `${e.sourcedId}-moved`;
    }
  });
  const seen = new Set<string>();
  next.enrollments = next.enrollments.filter((e) => {
    const key = `${e.classSourcedId}:${e.userSourcedId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await time('5% leavers, 5% moved', rosterFiles(next));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
