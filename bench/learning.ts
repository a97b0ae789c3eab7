/**
 * Students' learning at scale, measured on PostgreSQL:
 *
 *   practice    200 students (by default) practise at once through real HTTP on the real server
 *               (a child process): each answers a practice question every 2-4 s for the run's
 *               length. Printed: the answer-to-explained-mark time (the POST's response, marked by
 *               the engine, stored, revision card moved), next to the raw SQL insert of the same
 *               rows into practice_answers measured in the same run.
 *   revision    one student's revision set with 5,000 past answers (and their revision cards):
 *               the service call (candidates, live scores, selection, question versions) against
 *               the SQL it runs (the repository's reads).
 *   dashboards  a class of 30 with a term of practice (30 questions a day each for 12 weeks,
 *               75,600 answers): the teachers' dashboards reads (live scores of a course, the
 *               subject summary, progress by lesson) against their SQL (the repository's reads).
 *
 *   npx tsx bench/learning.ts [--students 200] [--seconds 60] [--past 5000] [--weeks 12]
 *
 * PostgreSQL runs in its own database (dropped and re-created: `markwell_bench_learning` on
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). Not a timed test: it prints.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { LIVE_SCORE_WINDOW } from '../packages/domain/src/progress/index';
import { fromPostgres } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/sql';
import {
  curricula,
  groupCurricula,
  groupStudents,
  groupTeachers,
  practiceAnswers,
  questions,
  schoolGroups,
  users,
} from '../apps/server/src/db/schema/index';
import { toAuthUser } from '../apps/server/src/lib/access';
import {
  createDashboardsRepository,
  createLiveDataService,
  createProgressService,
} from '../apps/server/src/modules/dashboards/index';
import { createLearningRepository, createLearningService } from '../apps/server/src/modules/learning/index';
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
    students: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    past: { type: 'string', default: '5000' },
    weeks: { type: 'string', default: '12' },
    port: { type: 'string', default: '3995' },
  },
});
const STUDENTS = Number(values.students);
const SECONDS = Number(values.seconds);
const PAST = Number(values.past);
const WEEKS = Number(values.weeks);
const BASE = `http://127.0.0.1:${values.port}`;

const ANSWERS = [
  'More light means more energy for photosynthesis until carbon dioxide becomes the limiting factor.',
  'Plants take in carbon dioxide and water and use light energy to make glucose and oxygen.',
  'Light is the limiting factor.',
  'I am not sure.',
];

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(s, 50))}, p95 ${fmt(percentile(s, 95))}, max ${fmt(s.at(-1)!)} (n=${s.length})`;
};
async function timed<T>(runs: number, fn: () => Promise<T>): Promise<number[]> {
  await fn(); // warm: plans and caches
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    out.push(performance.now() - started);
  }
  return out;
}

const url = await freshPostgresDatabase(
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'markwell_bench_learning',
);
const dataDir = mkdtempSync(join(tmpdir(), 'markwell-bench-learning-'));
const database = fromPostgres(url);
const db = database.db;
console.log(`machine: ${cpus().length} cores; PostgreSQL ${url.replace(/\/\/[^@]*@/, '//')}`);
console.log(`preparing ${STUDENTS} students in a class following AQA Biology…`);
const sitting = await prepareSitting(database, STUDENTS, dataDir, { open: false });
const [bio] = await db.select().from(curricula).where(eq(curricula.name, 'AQA Biology'));
const [teacherRow] = await db.select().from(users).where(eq(users.email, 'teacher@demo.markwell.test'));
const [membership] = await db.select().from(groupStudents).where(eq(groupStudents.studentId, sitting.students[0]!.id));
await db.insert(groupCurricula).values({ groupId: membership!.groupId, curriculaId: bio!.id });
const studentRows = await db
  .select()
  .from(users)
  .where(
    inArray(
      users.id,
      sitting.students.map((s) => s.id),
    ),
  );
const byId = new Map(studentRows.map((r) => [r.id, r]));
// The lesson practised: its questions as the student's lesson page gives them.
const learning = createLearningService(db);
const [rateLesson] = await rowsOf<{ id: number }>(
  db,
  sql`select id from lessons where name = 'Rate of photosynthesis'`,
);
const lesson = await learning.lesson(toAuthUser(byId.get(sitting.students[0]!.id)!), rateLesson!.id);
const questionIds = lesson.questions.map((q) => q.question_id);

/**
 * Copies of the bank's Biology questions placed across every Biology lesson (the demo bank
 * places only a few): `count` questions, so revision cards and a term of practice spread over
 * the course as they would in a school using the platform.
 */
async function spreadQuestions(count: number) {
  const bank = await rowsOf<{ id: number }>(
    db,
    sql`select id from questions where curricula_id = ${bio!.id} and lesson_id is not null and kind = 'maf' order by id`,
  );
  const [first] = await db.select().from(questions).where(eq(questions.id, bank[0]!.id));
  const lessonIds = (
    await rowsOf<{ id: number }>(
      db,
      sql`select l.id from lessons l join topics t on t.id = l.topic_id join chapters ch on ch.id = t.chapter_id
        join courses c on c.id = ch.course_id where c.curricula_id = ${bio!.id} order by l.id`,
    )
  ).map((l) => l.id);
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = first!;
  await db.insert(questions).values(
    Array.from({ length: count }, (_, i) => ({
      ...rest,
      lessonId: lessonIds[i % lessonIds.length]!,
      contentHash: `bench-learning-${i}`,
    })),
  );
  return lessonIds.length;
}

async function benchPractice() {
  const server = startServer({ DATABASE_URL: url, PORT: values.port!, DATA_DIR: dataDir, DEMO_DATA: 'off' });
  const latencies: number[] = [];
  let failures = 0;
  try {
    await waitForServer(BASE, server);
    const before = loadavg()[0]!;
    const until = Date.now() + SECONDS * 1000;
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    await Promise.all(
      sitting.students.map(async (s, i) => {
        // spread the first answers over the first interval, then one every 2-4 s
        await new Promise((r) => setTimeout(r, rand() * 3000));
        for (let n = 0; Date.now() < until; n++) {
          const started = performance.now();
          const res = await fetch(`${BASE}/api/v2/learning/practice-answers`, {
            method: 'POST',
            headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              lesson_id: lesson.id,
              question_id: questionIds[(i + n) % questionIds.length],
              answer: ANSWERS[(i + n) % ANSWERS.length],
            }),
          });
          const body = await res.text();
          const took = performance.now() - started;
          if (res.status !== 200 || !body.includes('"earned"')) failures++;
          else latencies.push(took);
          await new Promise((r) => setTimeout(r, 2000 + rand() * 2000));
        }
      }),
    );
    console.log(
      `\npractice: ${STUDENTS} students answering every 2-4 s for ${SECONDS} s through HTTP (load average before ${before.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(
      `  answers marked and explained: ${latencies.length} (${failures} failed), ${(latencies.length / SECONDS).toFixed(1)}/s`,
    );
    console.log(`  answer to explained mark (HTTP POST):  ${summary(latencies)}`);
  } finally {
    await stopServer(server);
  }
  // The same rows, inserted by raw SQL (one statement a row, as the route does), at the same
  // concurrency the students had (up to 10 connections, the server's pool size).
  const rows = await db.select().from(practiceAnswers).where(eq(practiceAnswers.lessonId, lesson.id));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const raw: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < rows.length) {
        const r = rows[next++]!;
        const started = performance.now();
        await pool.query(
          `insert into practice_answers (school_id, student_id, lesson_id, question_id, question_version_id, source,
             answer, max_marks, engine_marks, engine_result, needs_review, answered_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) returning id`,
          [
            r.schoolId,
            r.studentId,
            r.lessonId,
            r.questionId,
            r.questionVersionId,
            r.source,
            JSON.stringify(r.answer),
            r.maxMarks,
            r.engineMarks,
            JSON.stringify(r.engineResult),
            r.needsReview,
          ],
        );
        raw.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  console.log(`  raw SQL insert of the same ${rows.length} rows:  ${summary(raw)}`);
  // leave the table as the HTTP run left it
  await db.execute(
    sql`delete from practice_answers where id > (select max(id) from practice_answers) - ${rows.length}`,
  );
}

async function benchRevision() {
  const student = toAuthUser(byId.get(sitting.students[1]!.id)!);
  // 5,000 past answers on the Biology lessons, and a revision card per question answered (half due).
  await db.execute(sql`
    with qs as (
      select q.id as question_id, q.lesson_id, row_number() over (order by q.id) - 1 as n, count(*) over () as total
      from questions q join lessons l on l.id = q.lesson_id where q.curricula_id = ${bio!.id}
    ), v as (
      select distinct on (question_id) question_id, id from question_versions order by question_id, id
    ), versions as (
      select qs.*, coalesce(v.id, (select min(id) from question_versions)) as version_id from qs left join v using (question_id)
    )
    insert into practice_answers (school_id, student_id, lesson_id, question_id, question_version_id, source, answer,
      max_marks, engine_marks, engine_result, answered_at)
    select ${sitting.schoolId}, ${student.id}, x.lesson_id, x.question_id, x.version_id, 'practice', '"an answer"'::jsonb,
      4, (g % 5), '{}'::jsonb, now() - make_interval(mins => ${PAST} - g)
    from generate_series(1, ${PAST}) g join versions x on x.n = g % x.total`);
  await db.execute(sql`
    insert into revision_cards (school_id, student_id, question_id, lesson_id, due, stability, difficulty, reps, state, last_review)
    select ${sitting.schoolId}, ${student.id}, question_id, min(lesson_id), now() + make_interval(hours => (row_number() over (order by question_id))::int * 12 - 200),
      3, 5, count(*)::int, 2, max(answered_at)
    from practice_answers where student_id = ${student.id} group by question_id
    on conflict do nothing`);
  const [counts] = await rowsOf<{ answers: number; cards: number; due: number }>(
    db,
    sql`select (select count(*)::int from practice_answers where student_id = ${student.id}) as answers,
      (select count(*)::int from revision_cards where student_id = ${student.id}) as cards,
      (select count(*)::int from revision_cards where student_id = ${student.id} and due <= now()) as due`,
  );
  const repo = createLearningRepository(db);
  const dash = createDashboardsRepository(db);
  const service = createLearningService(db);
  const set = await service.revision(student);
  const lessonIds = [
    ...new Set((await repo.revisionCandidates(student.id, new Date(), 200)).cards.map((c) => c.lesson_id)),
  ];
  const call = await timed(30, () => service.revision(student));
  const candidates = await timed(30, () => repo.revisionCandidates(student.id, new Date(), 200));
  // the same read the service sends beside the candidates: every lesson the student has a card on
  const scores = await timed(30, () => dash.studentLessonsOfCards(sitting.schoolId, student.id, LIVE_SCORE_WINDOW));
  console.log(
    `\nrevision: one student with ${counts!.answers} past answers, ${counts!.cards} revision cards (${counts!.due} due), set of ${set.questions.length}`,
  );
  console.log(`  service call (GET /learning/revision's work):    ${summary(call)}`);
  console.log(`  its SQL: candidate cards (due and not yet due):   ${summary(candidates)}`);
  console.log(`  its SQL: live scores of the ${lessonIds.length} lessons (beside):  ${summary(scores)}`);
}

async function benchDashboards() {
  // A class of 30 of the students, taught by the demo teacher, with a term of practice.
  const [group] = await db.insert(schoolGroups).values({ schoolId: sitting.schoolId, name: 'Bench 10P' }).returning();
  const thirty = sitting.students.slice(-30).map((s) => s.id);
  await db.insert(groupStudents).values(thirty.map((studentId) => ({ groupId: group!.id, studentId })));
  await db.insert(groupCurricula).values({ groupId: group!.id, curriculaId: bio!.id });
  await db.insert(groupTeachers).values({ groupId: group!.id, teacherId: teacherRow!.id });
  const perDay = 30;
  const days = WEEKS * 7;
  const started = performance.now();
  await db.execute(sql`
    with qs as (
      select q.id as question_id, q.lesson_id, row_number() over (order by q.id) - 1 as n, count(*) over () as total
      from questions q join lessons l on l.id = q.lesson_id where q.curricula_id = ${bio!.id}
    ), versions as (
      select qs.*, (select min(id) from question_versions) as version_id from qs
    )
    insert into practice_answers (school_id, student_id, lesson_id, question_id, question_version_id, source, answer,
      max_marks, engine_marks, engine_result, needs_review, teacher_marks, answered_at)
    select ${sitting.schoolId}, s.id, x.lesson_id, x.question_id, x.version_id, 'practice', '"an answer"'::jsonb,
      4, (s.id + g) % 5, '{}'::jsonb, (g % 17 = 0), case when g % 34 = 0 then 4 end,
      now() - make_interval(days => ${days}) + make_interval(secs => g * ${Math.floor((days * 86_400) / (days * perDay))})
    from unnest(${`{${thirty.join(',')}}`}::int[]) s(id)
    cross join generate_series(1, ${days * perDay}) g
    join versions x on x.n = (g + s.id) % x.total`);
  await db.execute(sql`
    insert into lesson_completions (school_id, student_id, lesson_id, source, completed_at)
    select distinct ${sitting.schoolId}::int, student_id, lesson_id, 'practice', now()
    from practice_answers where student_id in ${sql.raw(`(${thirty.join(',')})`)} and engine_marks >= 3
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from practice_answers where student_id in ${sql.raw(`(${thirty.join(',')})`)}`,
  );
  console.log(
    `\ndashboards: a class of 30 with ${count!.n} practice answers (${perDay} a day each for ${WEEKS} weeks; written in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const teacher = toAuthUser(teacherRow!);
  const [course] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from courses c where c.curricula_id = ${bio!.id} order by (
        select count(*) from practice_answers p join lessons l on l.id = p.lesson_id join topics t on t.id = l.topic_id
        join chapters ch on ch.id = t.chapter_id where ch.course_id = c.id and p.student_id = ${thirty[0]!}) desc limit 1`,
  );
  const courseIds = (await rowsOf<{ id: number }>(db, sql`select id from courses where curricula_id = ${bio!.id}`)).map(
    (c) => c.id,
  );
  const live = createLiveDataService(db);
  const progress = createProgressService(db);
  const repo = createDashboardsRepository(db);
  const q = { group: group!.id, course: course!.id };
  const rows = [
    ['live scores of a course (class tree)', () => live.studentCourse(teacher, q)],
    ['live scores of one student on a course', () => live.studentCourse(teacher, { ...q, student: thirty[0]! })],
    ['progress by lesson (class on a course)', () => progress.studentCourse(teacher, q, 'lessons')],
    [`subject summary (every class of the teacher)`, () => live.subjectSummary(teacher, bio!.subjectId)],
    [
      `its SQL: studentLessons, 30 students x ${course!.name}`,
      () => repo.studentLessons(sitting.schoolId, thirty, [course!.id], LIVE_SCORE_WINDOW),
    ],
    [
      `its SQL: studentLessons, 30 students x all ${courseIds.length} courses`,
      () => repo.studentLessons(sitting.schoolId, thirty, courseIds, LIVE_SCORE_WINDOW),
    ],
    [
      `its SQL: completedLessons, 30 students x all courses`,
      () => repo.completedLessons(sitting.schoolId, thirty, courseIds),
    ],
  ] as const;
  for (const [label, fn] of rows)
    console.log(`  ${label.padEnd(58)} ${summary(await timed(20, fn as () => Promise<unknown>))}`);
}

try {
  await benchPractice();
  const lessonCount = await spreadQuestions(250);
  console.log(`\n(250 more Biology questions placed across its ${lessonCount} lessons for the reads below)`);
  await benchRevision();
  await benchDashboards();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
