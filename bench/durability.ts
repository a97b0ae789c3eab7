/**
 * Durability of acknowledged saves: the real server (a child process on PostgreSQL) is killed
 * with SIGKILL (kill -9) while 200 simulated students save answers continuously, then started
 * again; the students carry on. At the end every save the server acknowledged (200) must be in
 * the database: for each answer, the stored revision is at least the highest acknowledged one,
 * with that revision's text. Prints "N acknowledged, 0 lost" (exit code 1 if any is lost).
 *
 *   npm run bench:durability -- [--students 200] [--seconds 4] [--max-saves 200000]
 *
 * Bounded: `--seconds` of saving before the kill and again after the restart, and at most
 * `--max-saves` saves. Uses its own database (`markwell_durability`, dropped and re-created on
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and only 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fromPostgres } from '../apps/server/src/db/client';
import { freshPostgresDatabase, prepareSitting, startServer, stopServer, waitForServer } from './lib/sitting';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '4' },
    'max-saves': { type: 'string', default: '200000' },
    port: { type: 'string', default: '3996' },
  },
});
const STUDENTS = Number(values.students);
const PHASE_MS = Number(values.seconds) * 1000;
const MAX_SAVES = Number(values['max-saves']);
const PORT = values.port!;
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const url = await freshPostgresDatabase(
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    'markwell_durability',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'markwell-durability-'));
  const database = fromPostgres(url);
  console.log(`preparing ${STUDENTS} students with open attempts…`);
  const sitting = await prepareSitting(database, STUDENTS, dataDir);
  await database.close();

  const serverEnv = { DATABASE_URL: url, PORT, DATA_DIR: dataDir, DEMO_DATA: 'off' };
  let server = startServer(serverEnv);
  await waitForServer(BASE, server);

  /** Highest acknowledged revision and its text, per "student:question". */
  const acked = new Map<string, { revision: number; answer: string }>();
  const ackedRevisions = new Map<string, number[]>();
  let acknowledged = 0;
  let failed = 0;
  let sent = 0;
  let stop = false;

  async function student(s: (typeof sitting.students)[number], index: number) {
    const revisions = new Map<number, number>();
    for (let n = index; !stop && sent < MAX_SAVES; n++) {
      const qid = sitting.questionIds[n % sitting.questionIds.length]!;
      const revision = (revisions.get(qid) ?? 0) + 1;
      revisions.set(qid, revision);
      const answer = `student ${s.id} question ${qid} revision ${revision}`;
      sent++;
      try {
        const res = await fetch(`${BASE}/api/v2/mafanswers/${sitting.assignmentId}/questions/${qid}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
          body: JSON.stringify({ answer, revision }),
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        if (res.status === 200) {
          const key = `${s.id}:${qid}`;
          acknowledged++;
          acked.set(key, { revision, answer });
          ackedRevisions.set(key, [...(ackedRevisions.get(key) ?? []), revision]);
        } else failed++;
      } catch {
        failed++;
        await sleep(100); // the server is down: try again shortly, as the web client does
      }
    }
  }

  const started = Date.now();
  const students = Promise.all(sitting.students.map((s, i) => student(s, i)));
  await sleep(PHASE_MS);
  const ackedBeforeKill = acknowledged;
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  console.log(
    `kill -9 after ${((Date.now() - started) / 1000).toFixed(1)} s, ${ackedBeforeKill} saves acknowledged so far`,
  );
  await sleep(500);
  server = startServer(serverEnv);
  await waitForServer(BASE, server);
  console.log(`restarted after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sleep(PHASE_MS);
  stop = true;
  await students;
  await stopServer(server);

  // Every acknowledged save must be in the database.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ student_id: number; question_id: number; revision: number; answer: string }>(
    `select t.student_id, a.question_id, a.revision, a.answer #>> '{}' as answer
     from answers a join attempts t on t.id = a.attempt_id where t.assignment_id = $1`,
    [sitting.assignmentId],
  );
  await client.end();
  const stored = new Map(rows.map((r) => [`${r.student_id}:${r.question_id}`, r]));
  let lost = 0;
  for (const [key, revs] of ackedRevisions) {
    const row = stored.get(key);
    const best = acked.get(key)!;
    // An acknowledged save is lost if the stored answer is older than it (a later save, even
    // one never acknowledged, may legitimately have replaced it).
    lost += revs.filter((r) => !row || row.revision < r).length;
    if (row && row.revision === best.revision && row.answer !== best.answer) lost++;
  }
  console.log(
    `${sent} saves sent in ${((Date.now() - started) / 1000).toFixed(1)} s by ${STUDENTS} students; ${failed} not acknowledged (server down or killed mid-request)`,
  );
  console.log(`${acknowledged} acknowledged, ${lost} lost`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = lost === 0 ? 0 : 1;
}

await main();
