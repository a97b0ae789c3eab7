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
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  blogPosts,
  curricula,
  courses,
  groupCurricula,
  groupStudents,
  groupTeachers,
  markingPoints,
  notifications,
  qualifications,
  questions,
  schoolCurricula,
  schoolGroups,
  schools,
  studentTags,
  users,
  type SchoolType,
} from '../apps/server/src/db/schema/index';
import { seedDemoData } from '../apps/server/src/seed/index';
import { loadEnv } from '../apps/server/src/env';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts';
import { hashPassword } from '../apps/server/src/lib/password';

const STUDENTS_PER_CLASS = 25;
const STUDENTS_PER_TEACHER = 25;
const SCHOOL_TYPES: SchoolType[] = ['smallschool', 'largeschool', 'xlschool', 'coach'];
const FIRST = ['Amara', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'George', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena'];
const LAST = ['Ahmed', 'Brown', 'Clarke', 'Davies', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Iqbal', 'Jones'];

function usage(message?: string): never {
  if (message) console.error(`bench:seed: ${message}`);
  console.error(
    'usage: npm run bench:seed -- --schools N --students-per-school M [--batch 1000]\n' +
      '         [--questions Q] [--notifications K] [--blog-posts B]   (content at district size; default 0)',
  );
  process.exit(2);
}

function positiveInt(value: string | undefined, name: string, fallback?: number, min = 1): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    usage(`--${name} is required`);
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) usage(`--${name} must be a whole number of at least ${min} (got ${value})`);
  return n;
}

const { values } = parseArgs({
  options: {
    schools: { type: 'string' },
    'students-per-school': { type: 'string' },
    batch: { type: 'string' },
    questions: { type: 'string' },
    notifications: { type: 'string' },
    'blog-posts': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});
if (values.help) usage();
const schoolCount = positiveInt(values.schools, 'schools', undefined, 0);
const studentsPerSchool = positiveInt(values['students-per-school'], 'students-per-school');
const batchSize = positiveInt(values.batch, 'batch', 1000);
const questionCount = positiveInt(values.questions, 'questions', 0, 0);
const notificationCount = positiveInt(values.notifications, 'notifications', 0, 0);
const blogPostCount = positiveInt(values['blog-posts'], 'blog-posts', 0, 0);

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
  await db.transaction(async (tx) => {
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
      const schoolId = schoolIds[Math.floor(n / studentsPerSchool)]!;
      const set = { studentId, schoolId, name: `Set ${(k % 4) + 1}` };
      return k % 10 === 3 ? [set, { studentId, schoolId, name: 'SEN' }] : [set];
    });
    await insertLinks(tx, studentTags, tags);
    add('student_tags', tags.length);
  });
}

/** A small deterministic generator, so two runs with the same flags make the same content. */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
const WORDS = (
  'cell nucleus membrane osmosis diffusion enzyme protein glucose energy respiration oxygen carbon ' +
  'dioxide light chlorophyll leaf root water salt solution acid alkali reaction rate temperature ' +
  'particle atom molecule electron bond ion metal element compound mixture filter evaporate heat ' +
  'force mass volume density pressure gas liquid solid tissue organ blood heart lung plant animal'
).split(' ');
const sentence = (rand: () => number, words: number) =>
  Array.from({ length: words }, () => WORDS[Math.floor(rand() * WORDS.length)]!).join(' ');

/**
 * Content at district size: free-text questions with two marking points each spread over the
 * curricula and their courses, notifications spread over every account (the demo teacher and
 * student get a long history of their own), and published blog posts and free resources with tags.
 */
async function seedContent(db: Db) {
  const rand = lcg(20261123);
  if (questionCount > 0) {
    const courseRows = await db.select({ id: courses.id, curriculaId: courses.curriculaId }).from(courses);
    const curriculaIds = [...new Set(courseRows.map((c) => c.curriculaId))];
    for (const part of chunks(
      Array.from({ length: questionCount }, (_, i) => i),
      batchSize,
    )) {
      await db.transaction(async (tx) => {
        const rows = part.map((i) => {
          const curriculaId = curriculaIds[i % curriculaIds.length]!;
          const ofCurricula = courseRows.filter((c) => c.curriculaId === curriculaId);
          const text = `Explain how ${sentence(rand, 6)} (${runId}-${i})`;
          return {
            kind: 'maf' as const,
            text,
            curriculaId,
            courseId: ofCurricula[i % ofCurricula.length]?.id ?? null,
            maxMarks: 2,
            contentHash: createHash('sha256').update(`maf:${curriculaId}:${text}`).digest('hex'),
          };
        });
        const ids = await tx.insert(questions).values(rows).returning({ id: questions.id });
        const points = ids.flatMap(({ id }) => [
          { questionId: id, position: 0, marks: 1, text: sentence(rand, 4), phrases: [sentence(rand, 2)] },
          { questionId: id, position: 1, marks: 1, text: sentence(rand, 4), phrases: [sentence(rand, 3)] },
        ]);
        await tx.insert(markingPoints).values(points);
        add('questions', ids.length);
        add('marking_points', points.length);
      });
    }
  }
  if (notificationCount > 0) {
    const people = await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id);
    const heavy = people.filter((p) => /^(teacher|student)@demo\./.test(p.email)).map((p) => p.id);
    const start = Date.now() - 365 * 24 * 3600 * 1000;
    for (const part of chunks(
      Array.from({ length: notificationCount }, (_, i) => i),
      batchSize,
    )) {
      const rows = part.map((i) => ({
        // One in ten goes to a demo account, so its inbox is deep; the rest spread over everyone.
        userId: i % 10 === 0 && heavy.length ? heavy[i % heavy.length]! : people[i % people.length]!.id,
        title: `Notice ${i}: ${sentence(rand, 3)}`,
        body: sentence(rand, 10),
        link: '/notifications',
        readAt: i % 3 === 0 ? null : new Date(start + i * 1000),
        createdAt: new Date(start + i * 1000),
      }));
      await db.insert(notifications).values(rows);
      add('notifications', rows.length);
    }
  }
  if (blogPostCount > 0) {
    const tags = ['revision', 'biology', 'chemistry', 'exams', 'teaching', 'worksheets', 'news', 'physics'];
    const start = Date.now() - 5 * 365 * 24 * 3600 * 1000;
    for (const part of chunks(
      Array.from({ length: blogPostCount }, (_, i) => i),
      batchSize,
    )) {
      const rows = part.map((i) => ({
        type: i % 4 === 3 ? 2 : 1,
        title: `${sentence(rand, 4)} ${i}`,
        slug: `bench-${runId}-${i}`,
        excerpt: sentence(rand, 20),
        content: `<p>${sentence(rand, 120)}</p>`,
        tags: [tags[i % tags.length]!, tags[(i * 7 + 3) % tags.length]!],
        published: i % 20 !== 0,
        publishedAt: new Date(start + i * 60_000),
        author: 'Bench Author',
      }));
      await db.insert(blogPosts).values(rows);
      add('blog_posts', rows.length);
    }
  }
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
    await seedContent(db);
    // What autovacuum does a while after a bulk load: fresh statistics (without them the planner
    // guesses row counts) and the GIN indexes' pending lists merged (every search reads them
    // until then); a benchmark run straight after seeding would measure neither.
    await db.execute(sql`vacuum analyze`);

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
