/**
 * The dashboards' reads at the size of a year group, measured:
 *
 *   npx tsx bench/dashboards.ts [--classes 5] [--students 30] [--assignments 30] [--runs 5]
 *
 * Migrates and seeds the demo data into a fresh database (PGlite in a temporary folder, or
 * PostgreSQL at DATABASE_URL: use an empty database), then gives Northfield `classes` Biology
 * classes of `students` students, each class `assignments` submitted assignments of the demo
 * Biology questions (every student, every question, marks spread 0..max). Each dashboard route is
 * then called as the school admin through the real app (`inject`, no network), `runs` times, and
 * its median printed next to a plain SQL read of the same rows (every mark of the school's
 * submitted attempts with its lesson): the floor any dashboard read over that data pays.
 * After the load the planner statistics are gathered as the server gathers them on PGlite
 * (`analyzeStaleTables`, every five minutes and at start); BENCH_NO_ANALYZE=1 skips that (how a
 * PGlite database plans before its first pass).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { analyzeStaleTables } from '../apps/server/src/db/planner-statistics';
import {
  answerMarks,
  assignmentTargets,
  assignments,
  attemptQuestions,
  attempts,
  courses,
  curricula,
  examTemplateQuestions,
  examTemplates,
  groupCurricula,
  groupStudents,
  questionVersions,
  questions,
  schoolGroups,
  schools,
  users,
} from '../apps/server/src/db/schema/index';
import { seedDemoData } from '../apps/server/src/seed/index';
import { loadEnv } from '../apps/server/src/env';

const { values } = parseArgs({
  options: {
    classes: { type: 'string', default: '5' },
    students: { type: 'string', default: '30' },
    assignments: { type: 'string', default: '30' },
    runs: { type: 'string', default: '5' },
  },
});
const CLASSES = Number(values.classes);
const STUDENTS = Number(values.students);
const ASSIGNMENTS = Number(values.assignments);
const RUNS = Number(values.runs);
const DAY = 86_400_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** The classes, students and submitted work; returns how many answer marks it wrote. */
async function fill(db: Db) {
  const [school] = await db.select().from(schools).where(eq(schools.name, 'Northfield Academy'));
  const [bio] = await db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
  const bank = await db
    .select({ id: questions.id, maxMarks: questions.maxMarks })
    .from(questions)
    .where(and(eq(questions.curriculaId, bio!.id), isNotNull(questions.lessonId)));
  const [template] = await db
    .insert(examTemplates)
    .values({ name: 'Bench dashboards', schoolId: school!.id, curriculaId: bio!.id })
    .returning();
  await db
    .insert(examTemplateQuestions)
    .values(bank.map((q, position) => ({ templateId: template!.id, questionId: q.id, position })));
  const versions = await db
    .insert(questionVersions)
    .values(
      bank.map((q) => ({
        questionId: q.id,
        contentHash: `bench-dashboards-${q.id}`,
        maxMarks: q.maxMarks,
        snapshot: {
          student: {
            type: 'text' as const,
            text: 'q',
            maxMarks: q.maxMarks,
            photo: null,
            media: null,
            parts: null,
            choices: null,
            multiple: false,
          },
          markScheme: { kind: 'maf', markingType: 'points', levels: null, points: [], structure: null, correct: null },
        },
      })),
    )
    .returning();
  let marks = 0;
  const start = Date.now() - ASSIGNMENTS * DAY;
  for (let c = 0; c < CLASSES; c++) {
    const [group] = await db
      .insert(schoolGroups)
      .values({ schoolId: school!.id, name: `Bench class ${c}` })
      .returning();
    await db.insert(groupCurricula).values({ groupId: group!.id, curriculaId: bio!.id });
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, i) => ({
          email: `bench-dash-${c}-${i}@bench.markwell.test`,
          passwordHash: 'x',
          name: `Bench student ${c}-${i}`,
          kind: 'student' as const,
          schoolId: school!.id,
        })),
      )
      .returning();
    await db.insert(groupStudents).values(students.map((s) => ({ groupId: group!.id, studentId: s.id })));
    for (let a = 0; a < ASSIGNMENTS; a++) {
      const due = new Date(start + a * DAY);
      const [work] = await db
        .insert(assignments)
        .values({
          schoolId: school!.id,
          templateId: template!.id,
          title: `Bench ${c}-${a}`,
          opensAt: new Date(due.getTime() - DAY),
          dueAt: due,
          timeLimitSeconds: a % 3 === 0 ? 1800 : null,
        })
        .returning();
      await db
        .insert(assignmentTargets)
        .values({ schoolId: school!.id, assignmentId: work!.id, kind: 'group', groupId: group!.id });
      const sat = await db
        .insert(attempts)
        .values(
          students.map((s) => ({
            schoolId: school!.id,
            assignmentId: work!.id,
            studentId: s.id,
            startedAt: due,
            deadlineAt: due,
            submittedAt: due,
            submittedBy: 'student' as const,
            releasedAt: a % 2 === 0 ? due : null,
          })),
        )
        .returning({ id: attempts.id });
      const perQuestion = sat.flatMap((attempt, si) =>
        bank.map((q, qi) => ({ attempt, q, v: versions[qi]!, qi, score: (si + qi + a) % (q.maxMarks + 1) })),
      );
      await insertChunked(perQuestion, (chunk) =>
        db.insert(attemptQuestions).values(
          chunk.map((x) => ({
            schoolId: school!.id,
            attemptId: x.attempt.id,
            questionId: x.q.id,
            questionVersionId: x.v.id,
            position: x.qi,
            answerType: 'text' as const,
          })),
        ),
      );
      await insertChunked(perQuestion, (chunk) =>
        db.insert(answerMarks).values(
          chunk.map((x) => ({
            schoolId: school!.id,
            assignmentId: work!.id,
            attemptId: x.attempt.id,
            questionId: x.q.id,
            questionVersionId: x.v.id,
            marks: x.score,
            maxMarks: x.q.maxMarks,
            engineMarks: x.score,
            confidence: 1,
            engineNeedsReview: false,
            needsReview: false,
            points: [],
          })),
        ),
      );
      marks += perQuestion.length;
    }
  }
  return { marks, schoolId: school!.id };
}

const dataDir = mkdtempSync(join(tmpdir(), 'markwell-bench-dashboards-'));
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
try {
  await database.migrate();
  await seedDemoData(database.db);
  const filled = Date.now();
  const { marks, schoolId } = await fill(database.db);
  console.log(
    `${CLASSES} classes x ${STUDENTS} students x ${ASSIGNMENTS} assignments: ${marks} answer marks written in ${((Date.now() - filled) / 1000).toFixed(1)} s (${database.kind}, load average ${loadavg()[0]!.toFixed(1)})`,
  );
  // Planner statistics, as the server's upkeep gathers them on PGlite (and PostgreSQL's autovacuum
  // soon after a bulk load): without them the planner takes the fresh tables for empty and some
  // reads fall into nested loops over every mark (seconds instead of milliseconds at this size).
  if (!process.env.BENCH_NO_ANALYZE) {
    const analysed = await analyzeStaleTables(database.db);
    console.log(`planner statistics gathered for ${analysed.length} tables`);
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: 'fast',
  });
  const app = await buildApp({ env, database, runJobs: false, closeDatabase: false, logger: false });
  await app.ready();
  const [admin] = await database.db.select().from(users).where(eq(users.email, 'schooladmin@demo.markwell.test'));
  const token = app.signToken({
    id: admin!.id,
    email: admin!.email,
    role: 'schooladmin',
    tokenVersion: admin!.tokenVersion,
  });
  const [bench] = await database.db.select().from(schoolGroups).where(eq(schoolGroups.name, 'Bench class 0'));
  const [bioenergetics] = await database.db.select().from(courses).where(eq(courses.name, 'Bioenergetics'));
  const [checkpoint] = await database.db
    .execute<{ id: number }>(sql`select checkpoint_id as id from topics where name = 'Photosynthetic reaction'`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  const g = bench!.id;
  const co = bioenergetics!.id;

  const floorSql = sql`select m.marks, m.max_marks, q.lesson_id, a.student_id from attempts a
    join answer_marks m on m.attempt_id = a.id and m.school_id = a.school_id join questions q on q.id = m.question_id
    where a.school_id = ${schoolId} and a.submitted_at is not null and not a.no_credit`;
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await database.db.execute(floorSql);
    floor.push(performance.now() - t0);
  }
  console.log(
    `\nplain SQL, every mark of the school's submitted attempts with its lesson: median ${median(floor).toFixed(1)} ms\n`,
  );

  const urls = [
    '/livedata/subject/summary?subject=8',
    '/livedata/subject/students?subject=8',
    `/livedata/student/course?group=${g}&course=${co}`,
    '/progress/subject/summary?subject=8',
    '/progress/subject/groups?subject=8',
    `/progress/student/course/topics?group=${g}&course=${co}`,
    '/exams?limit=20',
    '/assignments/subject?subject=8',
    `/assignments/statistics?groupId=${g}&courseId=${co}`,
    '/checkpoints',
    '/checkpoints/subject/score?subject=8',
    `/checkpoints/${checkpoint?.id ?? 1}/statistics?groupId=${g}&courseId=${co}`,
  ];
  console.log('| route (as the school admin) | status | median ms | bytes |');
  console.log('| --- | --- | --- | --- |');
  for (const url of urls) {
    const times: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v2${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      times.push(performance.now() - t0);
      status = res.statusCode;
      bytes = res.body.length;
    }
    console.log(`| GET ${url} | ${status} | ${median(times).toFixed(1)} | ${bytes} |`);
  }
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
