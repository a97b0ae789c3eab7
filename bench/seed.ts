/**
 * Data generator: fills the configured database with schools, teachers, classes and students at
 * scale, for load tests and query plans at realistic sizes.
 *
 *   npm run bench:seed -- --schools 100 --students-per-school 500 [--batch 1000]
 *
 * Uses the database the server would use: DATABASE_URL (PostgreSQL) when set, else PGlite in
 * DATA_DIR (default ./data, relative to the folder npm was started from). Never run it on a
 * PGlite folder a running server has open (PGlite is single-connection). Migrates first, and
 * seeds the demo data when the database is empty (that brings the curricula classes link to).
 *
 * Every run makes new, unique e-mail addresses (…@bench.markwell.test with a run id), so it can
 * be run again on the same database. All generated accounts use the demo password.
 */
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import {
  curricula,
  groupCurricula,
  groupStudents,
  groupTeachers,
  qualifications,
  schoolCurricula,
  schoolGroups,
  schools,
  studentTags,
  users,
  type SchoolType,
} from '../apps/server/src/db/schema/index';
import { seedDemoData } from '../apps/server/src/db/seed/index';
import { loadEnv } from '../apps/server/src/env';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts';
import { hashPassword } from '../apps/server/src/lib/password';

const STUDENTS_PER_CLASS = 25;
const STUDENTS_PER_TEACHER = 25;
const SCHOOL_TYPES: SchoolType[] = ['smallschool', 'largeschool', 'xlschool', 'coach'];
const FIRST = ['Amara', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'George', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena'];
const LAST = ['Ahmed', 'Brown', 'Clarke', 'Davies', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Iqbal', 'Jones'];

function usage(message?: string): never {
  if (message) console.error(`bench:seed: ${message}`);
  console.error('usage: npm run bench:seed -- --schools N --students-per-school M [--batch 1000]');
  process.exit(2);
}

function positiveInt(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    usage(`--${name} is required`);
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) usage(`--${name} must be a whole number above 0 (got ${value})`);
  return n;
}

const { values } = parseArgs({
  options: {
    schools: { type: 'string' },
    'students-per-school': { type: 'string' },
    batch: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});
if (values.help) usage();
const schoolCount = positiveInt(values.schools, 'schools');
const studentsPerSchool = positiveInt(values['students-per-school'], 'students-per-school');
const batchSize = positiveInt(values.batch, 'batch', 1000);

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3)
  .toString(36)
  .padStart(3, '0')}`;
const chunks = <T>(rows: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/** Inserts rows in multi-row statements of at most batchSize rows; returns the ids in order. */
async function insertMany<T extends { id: number }>(
  insert: (rows: never[]) => Promise<T[]>,
  rows: unknown[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows, batchSize)) ids.push(...(await insert(part as never[])).map((r) => r.id));
  return ids;
}

async function insertLinks(tx: Db, table: Parameters<Db['insert']>[0], rows: object[]) {
  for (const part of chunks(rows, batchSize)) if (part.length) await tx.insert(table).values(part as never);
}

const counts: Record<string, number> = {};
const add = (table: string, n: number) => void (counts[table] = (counts[table] ?? 0) + n);

/** One school, complete, in one transaction: a run interrupted half-way leaves only whole schools. */
async function seedSchoolChunk(
  db: Db,
  first: number,
  howMany: number,
  passwordHash: string,
  links: { curriculaIds: number[]; qualificationOf: Map<number, number | null> },
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const schoolIds = await insertMany(
      (rows) => tx.insert(schools).values(rows).returning({ id: schools.id }),
      Array.from({ length: howMany }, (_, i) => ({
        name: `Bench School ${runId}-${first + i}`,
        type: SCHOOL_TYPES[(first + i) % SCHOOL_TYPES.length]!,
      })),
    );
    add('schools', schoolIds.length);

    const perSchool = Math.max(1, Math.ceil(studentsPerSchool / STUDENTS_PER_CLASS));
    const teachersPerSchool = Math.max(1, Math.ceil(studentsPerSchool / STUDENTS_PER_TEACHER));
    const subscribed = links.curriculaIds.slice(0, 2);

    await insertLinks(
      tx,
      schoolCurricula,
      schoolIds.flatMap((schoolId) => subscribed.map((curriculaId) => ({ schoolId, curriculaId }))),
    );
    add('school_curricula', schoolIds.length * subscribed.length);

    const teacherRows = schoolIds.flatMap((schoolId, s) =>
      Array.from({ length: teachersPerSchool }, (_, j) => ({
        email: `t${first + s}-${j}.${runId}@bench.markwell.test`,
        name: `${FIRST[j % FIRST.length]} ${LAST[(j + s) % LAST.length]}`,
        passwordHash,
        kind: 'teacher' as const,
        schoolId,
        schoolAdmin: j === 0,
        owner: j === 0,
      })),
    );
    const teacherIds = await insertMany(
      (rows) => tx.insert(users).values(rows).returning({ id: users.id }),
      teacherRows,
    );
    add('users (teachers)', teacherIds.length);

    const classRows = schoolIds.flatMap((schoolId, s) =>
      Array.from({ length: perSchool }, (_, c) => {
        const curriculaId = subscribed[c % subscribed.length]!;
        return {
          row: { schoolId, name: `Class ${c + 1}`, qualificationId: links.qualificationOf.get(curriculaId) ?? null },
          curriculaId,
          teacherId: teacherIds[s * teachersPerSchool + (c % teachersPerSchool)]!,
        };
      }),
    );
    const classIds = await insertMany(
      (rows) => tx.insert(schoolGroups).values(rows).returning({ id: schoolGroups.id }),
      classRows.map((c) => c.row),
    );
    add('school_groups', classIds.length);
    await insertLinks(
      tx,
      groupCurricula,
      classIds.map((groupId, i) => ({ groupId, curriculaId: classRows[i]!.curriculaId })),
    );
    add('group_curricula', classIds.length);
    await insertLinks(
      tx,
      groupTeachers,
      classIds.map((groupId, i) => ({ groupId, teacherId: classRows[i]!.teacherId })),
    );
    add('group_teachers', classIds.length);

    const studentRows = schoolIds.flatMap((schoolId, s) =>
      Array.from({ length: studentsPerSchool }, (_, k) => ({
        email: `s${first + s}-${k}.${runId}@bench.markwell.test`,
        name: `${FIRST[k % FIRST.length]} ${LAST[Math.floor(k / FIRST.length) % LAST.length]} ${k}`,
        passwordHash,
        kind: 'student' as const,
        schoolId,
      })),
    );
    const studentIds = await insertMany(
      (rows) => tx.insert(users).values(rows).returning({ id: users.id }),
      studentRows,
    );
    add('users (students)', studentIds.length);

    const memberships = studentIds.map((studentId, n) => {
      const s = Math.floor(n / studentsPerSchool);
      const k = n % studentsPerSchool;
      return { groupId: classIds[s * perSchool + Math.floor(k / STUDENTS_PER_CLASS)]!, studentId };
    });
    await insertLinks(tx, groupStudents, memberships);
    add('group_students', memberships.length);

    // Subgroups as schools use them: sets for everyone, "SEN" for about one in ten.
    const tags = studentIds.flatMap((studentId, n) => {
      const k = n % studentsPerSchool;
      const set = { studentId, name: `Set ${(k % 4) + 1}` };
      return k % 10 === 3 ? [set, { studentId, name: 'SEN' }] : [set];
    });
    await insertLinks(tx, studentTags, tags);
    add('student_tags', tags.length);
  });
}

async function main() {
  const started = performance.now();
  // The server's own configuration reader: same DATA_DIR / DATABASE_URL rules as `npm start`.
  const env = loadEnv();
  const url = env.DATABASE_URL || undefined;
  const dataDir = env.dataDir;
  const database = await openDatabase({ url, dataDir });
  console.log(
    `bench:seed run ${runId} on ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`,
  );
  try {
    await database.migrate();
    const seededDemo = await seedDemoData(database.db);
    if (seededDemo) console.log('  the database was empty: demo data seeded first');
    const db = database.db;

    const active = await db.select({ id: curricula.id }).from(curricula).orderBy(curricula.id);
    if (active.length === 0) throw new Error('No curricula in the database: classes need some to link to.');
    const quals = await db
      .select({ id: qualifications.id, curriculaId: qualifications.curriculaId })
      .from(qualifications)
      .orderBy(qualifications.id);
    const qualificationOf = new Map<number, number | null>(
      active.map((c) => [c.id, quals.find((q) => q.curriculaId === c.id)?.id ?? null]),
    );
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const prepared = performance.now();

    // Transactions of about batchSize students (at least one whole school each).
    const schoolsPerTx = Math.max(1, Math.floor(batchSize / studentsPerSchool));
    for (let first = 0; first < schoolCount; first += schoolsPerTx) {
      await seedSchoolChunk(db, first, Math.min(schoolsPerTx, schoolCount - first), passwordHash, {
        curriculaIds: active.map((c) => c.id),
        qualificationOf,
      });
      const done = Math.min(first + schoolsPerTx, schoolCount);
      if (process.stdout.isTTY) process.stdout.write(`\r  ${done}/${schoolCount} schools`);
    }
    if (process.stdout.isTTY) process.stdout.write('\n');

    const insertSeconds = (performance.now() - prepared) / 1000;
    const totalRows = Object.values(counts).reduce((a, b) => a + b, 0);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${String(n).padStart(10)}`);
    console.log(`  ${'rows in all'.padEnd(20)} ${String(totalRows).padStart(10)}`);
    console.log(
      `  inserted in ${insertSeconds.toFixed(2)} s: ${Math.round(totalRows / insertSeconds)} rows/s ` +
        `(total ${((performance.now() - started) / 1000).toFixed(2)} s with opening, migrations and set-up)`,
    );
    console.log(
      `  log in as t0-0.${runId}@bench.markwell.test (school admin) or s0-0.${runId}@bench.markwell.test, password ${DEMO_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
