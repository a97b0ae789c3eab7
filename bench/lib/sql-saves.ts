/**
 * The SQL side of the answer-save benchmark: one guarded upsert a save (RAW_SAVE_SQL) sent through
 * `pg` as a named prepared statement, by `loops` concurrent loops over a pool of `pool`
 * connections. Run as a child process (one per API worker) so the comparison gets the same
 * number of processes, connections and cores as the server it is compared with:
 *
 *   node --import tsx bench/lib/sql-saves.ts '<json options>'   -> prints one JSON line
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { RAW_SAVE_SQL, type Sitting } from './sitting';

export interface SqlSavesOptions {
  url: string;
  sitting: Pick<Sitting, 'assignmentId' | 'schoolId' | 'questionIds'> & { studentIds: number[] };
  loops: number;
  pool: number;
  seconds: number;
  /** Revisions start above this, so every save is newer than the stored one. */
  revisionBase: number;
  graceSeconds: number;
}

export interface SqlSavesResult {
  latencies: number[];
  failed: number;
  /** When the timed loops started and ended (epoch ms): the window the parent counts CPU in. */
  startedAt: number;
  endedAt: number;
}

export async function runSqlSaves(o: SqlSavesOptions): Promise<SqlSavesResult> {
  const pool = new pg.Pool({ connectionString: o.url, max: o.pool });
  const revisions = new Map<string, number>();
  let i = 0;
  const next = () => {
    const n = i++;
    const student = o.sitting.studentIds[n % o.sitting.studentIds.length]!;
    const qid = o.sitting.questionIds[Math.floor(n / o.sitting.studentIds.length) % o.sitting.questionIds.length]!;
    const key = `${student}:${qid}`;
    const revision = (revisions.get(key) ?? o.revisionBase) + 1;
    revisions.set(key, revision);
    const answer = `Answer ${revision} of student ${student}: light energy is absorbed by chlorophyll in the chloroplasts and used to make glucose.`;
    return { student, qid, revision, answer };
  };
  const latencies: number[] = [];
  let failed = 0;
  const startedAt = Date.now();
  const until = performance.now() + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.loops }, async () => {
      while (performance.now() < until) {
        const k = next();
        const started = performance.now();
        try {
          const { rows } = await pool.query({
            name: 'bench_save_answer',
            text: RAW_SAVE_SQL,
            values: [
              o.sitting.assignmentId,
              k.student,
              k.qid,
              'text',
              -1,
              JSON.stringify(k.answer),
              null,
              k.revision,
              o.graceSeconds,
              o.sitting.schoolId,
            ],
          });
          if (rows.length !== 1) failed++;
          else latencies.push(performance.now() - started);
        } catch {
          failed++;
        }
      }
    }),
  );
  const endedAt = Date.now();
  await pool.end();
  return { latencies, failed, startedAt, endedAt };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runSqlSaves(JSON.parse(process.argv[2]!) as SqlSavesOptions);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
