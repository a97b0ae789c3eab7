// Throughput of the job queue (apps/server/src/plugins/jobs.ts): enqueue N no-op jobs, then run
// them with drain(), on the embedded PGlite or on PostgreSQL (DATABASE_URL). Prints jobs/s.
//   npx tsx bench/job-queue.ts [--jobs 2000]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/db/client';
import dbPlugin from '../apps/server/src/plugins/db';
import jobsPlugin from '../apps/server/src/plugins/jobs';

const arg = process.argv.indexOf('--jobs');
const count = arg > 0 ? Number(process.argv[arg + 1]) : 2000;
const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: mkdtempSync(join(tmpdir(), 'markwell-bench-jobs-')) });
await database.migrate();
const app = Fastify({ logger: false });
await app.register(dbPlugin, { database, closeOnExit: true });
await app.register(jobsPlugin, { autoStart: false });
await app.ready();
let ran = 0;
const queue = `bench-${Date.now()}`;
app.jobs.work(queue, async () => void ran++);

let t = performance.now();
for (let i = 0; i < count; i++) await app.jobs.enqueue(queue, { i });
const enqueueMs = performance.now() - t;
t = performance.now();
await app.jobs.drain();
const runMs = performance.now() - t;
t = performance.now();
await app.jobs.maintain();
const maintainMs = performance.now() - t;
console.log(
  `${database.kind}: ${count} jobs enqueued at ${Math.round(count / (enqueueMs / 1000))}/s, ` +
    `run at ${Math.round(ran / (runMs / 1000))}/s (claim + finish, one at a time), one upkeep pass ${maintainMs.toFixed(1)} ms`,
);
await app.close();
