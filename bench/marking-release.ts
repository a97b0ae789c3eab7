/**
 * Marking on submission and item analysis, measured:
 *
 *   submit   30 students (by default) submit a 20-question attempt at the same moment, through the
 *            real server (a child process on PostgreSQL). A submit answers once the attempt is
 *            stored as submitted and queues its marking as a job: the response time is printed,
 *            then the bench waits until every attempt's marks are stored and prints the database's
 *            own clock (auto_marked_at - submitted_at).
 *   items    the item analysis of 10,000 attempts of 20 questions (packages/domain analyseItems).
 *
 *   npx tsx bench/marking-release.ts [--students 30] [--questions 20] [--attempts 10000]
 *
 * PostgreSQL runs in its own database (dropped and re-created: `markwell_bench_marking` on
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { analyseItems } from '../packages/domain/src/exams/item-analysis';
import { fromPostgres } from '../apps/server/src/db/client';
import {
  answerMarks,
  assignmentTargets,
  assignments,
  attempts,
  curricula,
  examTemplateQuestions,
  examTemplates,
  markingPoints,
  questions,
  users,
} from '../apps/server/src/db/schema/index';
import { toAuthUser } from '../apps/server/src/lib/access';
import { createAttemptsService } from '../apps/server/src/modules/attempts/index';
import {
  freshPostgresDatabase,
  percentile,
  prepareSitting,
  startServer,
  stopServer,
  waitForServer,
} from './lib/sitting';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '30' },
    questions: { type: 'string', default: '20' },
    attempts: { type: 'string', default: '10000' },
    port: { type: 'string', default: '3996' },
  },
});
const STUDENTS = Number(values.students);
const QUESTIONS = Number(values.questions);
const ATTEMPTS = Number(values.attempts);
const BASE = `http://127.0.0.1:${values.port}`;

const ANSWERS = [
  'Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll in the chloroplast to make glucose and oxygen.',
  'More light means more energy until another factor such as carbon dioxide becomes limiting.',
  'Aerobic respiration uses oxygen and releases more energy; anaerobic makes lactic acid.',
  'I am not sure.',
];

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function benchSubmit() {
  const url = await freshPostgresDatabase(
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    'markwell_bench_marking',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-bench-marking-'));
  const database = fromPostgres(url);
  const db = database.db;
  console.log(`preparing ${STUDENTS} students with a ${QUESTIONS}-question attempt each…`);
  const sitting = await prepareSitting(database, STUDENTS, dataDir);
  // A template of QUESTIONS free-text questions, copies of the bank's with their marking points.
  const [bio] = await db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const bank = await db
    .select()
    .from(questions)
    .where(and(eq(questions.kind, 'maf'), eq(questions.curriculaId, bio!.id)));
  const points = await db
    .select()
    .from(markingPoints)
    .where(
      inArray(
        markingPoints.questionId,
        bank.map((q) => q.id),
      ),
    );
  const [teacher] = await db.select().from(users).where(eq(users.email, 'teacher@demo.markwell.test'));
  const [template] = await db
    .insert(examTemplates)
    .values({ name: 'Bench marking', schoolId: sitting.schoolId, createdBy: teacher!.id, curriculaId: bio!.id })
    .returning();
  for (let i = 0; i < QUESTIONS; i++) {
    const src = bank[i % bank.length]!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = src;
    const [copy] = await db
      .insert(questions)
      .values({ ...rest, contentHash: `bench-${i}-${Date.now()}` })
      .returning();
    const own = points.filter((p) => p.questionId === src.id);
    if (own.length)
      await db.insert(markingPoints).values(
        own.map((p) => ({
          questionId: copy!.id,
          position: p.position,
          marks: p.marks,
          text: p.text,
          phrases: p.phrases,
        })),
      );
    await db.insert(examTemplateQuestions).values({ templateId: template!.id, questionId: copy!.id, position: i });
  }
  const [assignment] = await db
    .insert(assignments)
    .values({
      schoolId: sitting.schoolId,
      templateId: template!.id,
      createdBy: teacher!.id,
      title: 'Bench marking',
      opensAt: new Date(Date.now() - 60_000),
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db.insert(assignmentTargets).values(
    sitting.students.map((s) => ({
      schoolId: sitting.schoolId,
      assignmentId: assignment!.id,
      kind: 'student' as const,
      studentId: s.id,
    })),
  );
  const service = createAttemptsService(db);
  const rows = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        sitting.students.map((s) => s.id),
      ),
    );
  for (const [i, row] of rows.entries()) {
    const student = toAuthUser(row);
    const view = await service.open(student, assignment!.id);
    for (const [k, q] of view.questions.entries()) {
      await service.save(student, assignment!.id, q.question_id, {
        answer: ANSWERS[(i + k) % ANSWERS.length]!,
        revision: 1,
      });
    }
  }

  const server = startServer({
    DATABASE_URL: url,
    PORT: values.port!,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    WEB_CONCURRENCY: '1',
  });
  try {
    await waitForServer(BASE, server);
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const latencies = await Promise.all(
      sitting.students.map(async (s) => {
        const started = performance.now();
        const res = await fetch(`${BASE}/api/v2/mafassignments/${assignment!.id}/email/submit`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
        return performance.now() - started;
      }),
    );
    latencies.sort((a, b) => a - b);
    // Marking runs as a job after the submit: wait (at most a minute) until every attempt has its marks.
    for (let waited = 0; waited < 60_000; waited += 100) {
      const open = (await db.select().from(attempts).where(eq(attempts.assignmentId, assignment!.id))).filter(
        (a) => !a.autoMarkedAt,
      );
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const marked = await db.select().from(answerMarks).where(eq(answerMarks.assignmentId, assignment!.id));
    const times = (await db.select().from(attempts).where(eq(attempts.assignmentId, assignment!.id)))
      .map((a) => (a.autoMarkedAt && a.submittedAt ? a.autoMarkedAt.getTime() - a.submittedAt.getTime() : NaN))
      .sort((a, b) => a - b);
    console.log(
      `\nmarks available after submission, ${STUDENTS} students submitting at once, ${QUESTIONS} questions each`,
    );
    console.log(`  answers marked: ${marked.length} of ${STUDENTS * QUESTIONS}`);
    console.log(
      `  submit response (the marking is queued):      p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, max ${fmt(latencies.at(-1)!)}`,
    );
    console.log(
      `  database clock (marked_at - submitted_at):    p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1)!)}`,
    );
  } finally {
    await stopServer(server);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchItems() {
  // deterministic pseudo-random marks: a student's ability drives every question a little
  let seed = 42;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const questions = Array.from({ length: 20 }, (_, j) => ({
    maxMarks: 4,
    pointIds: [j * 10 + 1, j * 10 + 2, j * 10 + 3, j * 10 + 4],
  }));
  const data = Array.from({ length: ATTEMPTS }, () => {
    const ability = rand();
    const awarded = questions.map((q) => q.pointIds.filter(() => rand() < ability));
    return { marks: awarded.map((a) => a.length), awarded };
  });
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const started = performance.now();
    analyseItems(questions, data);
    runs.push(performance.now() - started);
  }
  const first = runs[0]!;
  runs.sort((a, b) => a - b);
  console.log(`\nitem analysis of ${ATTEMPTS} attempts x ${questions.length} questions (4 points each), 5 runs`);
  console.log(
    `  median ${runs[2]!.toFixed(1)} ms, slowest ${runs[4]!.toFixed(1)} ms (the first, cold: ${first.toFixed(1)} ms)`,
  );
}

benchItems();
await benchSubmit();
