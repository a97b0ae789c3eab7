import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { jobs } from './schema/index';

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  /** The attempt this claim is (1 for the first run); a later write must name it (see `finish`). */
  attempts: number;
}

export type JobRow = typeof jobs.$inferSelect;

/** Timestamps are bound as ISO text cast in SQL, which PGlite and node-postgres read alike. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * The job queue's SQL. Every time comes from the caller's clock (the queue plugin's), so a test
 * can move time forward without sleeping. For a finished job (`done` or `failed`) `locked_at`
 * holds when it finished; for a running one, the last heartbeat of the instance working it.
 */
export function createJobsRepository(db: Db) {
  return {
    /** Queues one job per payload in one statement; returns their ids in order. */
    async insert(queue: string, payloads: unknown[], now: Date): Promise<number[]> {
      if (payloads.length === 0) return [];
      const rows = await db
        .insert(jobs)
        .values(payloads.map((payload) => ({ queue, payload, runAt: now, createdAt: now })))
        .returning({ id: jobs.id });
      return rows.map((r) => r.id);
    },

    /**
     * Queues one job, to run at `runAt` (default now), unless the queue already holds one waiting
     * to run (with `samePayload`, one with this payload); returns its id, or null when one was
     * waiting. Recurring sweeps: ticks of many instances need not pile up. Debounced work: asked
     * for many times in a row, it runs once for the lot.
     */
    async insertUnlessQueued(
      queue: string,
      payload: unknown,
      now: Date,
      { runAt = now, samePayload = false }: { runAt?: Date; samePayload?: boolean } = {},
    ): Promise<number | null> {
      const json = JSON.stringify(payload);
      const result = await db.execute(sql`
        INSERT INTO ${jobs} (queue, payload, run_at, created_at)
        SELECT ${queue}, ${json}::jsonb, ${at(runAt)}, ${at(now)}
        WHERE NOT EXISTS (
          SELECT 1 FROM ${jobs} WHERE queue = ${queue} AND status = 'queued'
            ${samePayload ? sql`AND payload = ${json}::jsonb` : sql``}
        )
        RETURNING id`);
      const rows = (result as unknown as { rows: { id: number }[] }).rows;
      return rows[0]?.id ?? null;
    },

    /**
     * Adds `items` to the array field `gather` of the waiting job of the queue whose payload holds
     * `key`, or queues `{ ...key, [gather]: items }` to run at `runAt` when none is waiting; returns
     * the job's id. A job already claimed is left alone (SKIP LOCKED, and only `queued` ones):
     * the items then start a new job, so none is lost.
     */
    async gatherInto(
      queue: string,
      key: Record<string, unknown>,
      gather: string,
      items: unknown[],
      now: Date,
      runAt: Date,
    ): Promise<number> {
      const keyJson = JSON.stringify(key);
      const itemsJson = JSON.stringify(items);
      const payload = JSON.stringify({ ...key, [gather]: items });
      const result = await db.execute(sql`
        WITH waiting AS (
          SELECT id FROM ${jobs}
          WHERE queue = ${queue} AND status = 'queued' AND payload @> ${keyJson}::jsonb
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
        ), gathered AS (
          UPDATE ${jobs} SET payload = jsonb_set(
            payload, ARRAY[${gather}]::text[], coalesce(payload -> ${gather}, '[]'::jsonb) || ${itemsJson}::jsonb
          )
          WHERE id IN (SELECT id FROM waiting)
          RETURNING id
        ), added AS (
          INSERT INTO ${jobs} (queue, payload, run_at, created_at)
          SELECT ${queue}, ${payload}::jsonb, ${at(runAt)}, ${at(now)}
          WHERE NOT EXISTS (SELECT 1 FROM waiting)
          RETURNING id
        )
        SELECT id FROM gathered UNION ALL SELECT id FROM added`);
      const rows = (result as unknown as { rows: { id: number }[] }).rows;
      return rows[0]!.id;
    },

    /** Takes the oldest due job of the given queues; SKIP LOCKED lets many instances claim at once. */
    async claim(queues: string[], now: Date): Promise<ClaimedJob | null> {
      if (queues.length === 0) return null;
      const result = await db.execute(sql`
        UPDATE ${jobs} SET status = 'running', locked_at = ${at(now)}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM ${jobs}
          WHERE status = 'queued' AND run_at <= ${at(now)} AND queue IN ${queues}
          ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
        ) RETURNING id, queue, payload, attempts`);
      const rows = (result as unknown as { rows: ClaimedJob[] }).rows;
      return rows[0] ?? null;
    },

    /**
     * Records the end of one attempt: done, failed for good, or queued again at `retryAt`. The
     * attempt number fences the write: an instance that lost the job (reclaimed after its
     * heartbeat stopped) cannot overwrite the newer attempt. Returns false when fenced off.
     */
    async finish(
      job: Pick<ClaimedJob, 'id' | 'attempts'>,
      outcome: { status: 'done' } | { status: 'failed' | 'queued'; error: string; retryAt?: Date },
      now: Date,
    ): Promise<boolean> {
      const set =
        outcome.status === 'queued'
          ? { status: outcome.status, lastError: outcome.error, runAt: outcome.retryAt ?? now, lockedAt: null }
          : outcome.status === 'failed'
            ? { status: outcome.status, lastError: outcome.error, lockedAt: now }
            : { status: outcome.status, lockedAt: now };
      const rows = await db
        .update(jobs)
        .set(set)
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Marks the jobs this instance is working as alive. */
    async heartbeat(ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedAt: now })
        .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
    },

    /**
     * Running jobs whose heartbeat stopped before `staleBefore` belonged to an instance that
     * crashed: they are queued again, or failed when they have used every attempt (a job that
     * kills its instance must not kill the next one forever). Returns how many were touched.
     */
    async reclaim(staleBefore: Date, maxAttempts: number, now: Date): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({
          status: sql`CASE WHEN ${jobs.attempts} >= ${maxAttempts} THEN 'failed' ELSE 'queued' END`,
          lastError: 'the instance working this job stopped',
          runAt: now,
          lockedAt: sql`CASE WHEN ${jobs.attempts} >= ${maxAttempts} THEN ${at(now)} ELSE NULL END`,
        })
        .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Deletes finished jobs: done ones that finished before `doneBefore`, failed ones before `failedBefore`. */
    async purge(doneBefore: Date, failedBefore: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(
          sql`(${jobs.status} = 'done' AND ${jobs.lockedAt} < ${at(doneBefore)})
            OR (${jobs.status} = 'failed' AND ${jobs.lockedAt} < ${at(failedBefore)})`,
        )
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Seconds the oldest due job has been waiting (0 when none is due): the queue's lag. */
    async lagSeconds(now: Date): Promise<number> {
      const result = await db.execute(sql`
        SELECT COALESCE(EXTRACT(EPOCH FROM (${at(now)} - MIN(run_at))), 0)::float8 AS lag
        FROM ${jobs} WHERE status = 'queued' AND run_at <= ${at(now)}`);
      const rows = (result as unknown as { rows: { lag: number | string }[] }).rows;
      return Math.max(0, Number(rows[0]?.lag ?? 0));
    },

    /** Per queue: jobs waiting (due or not), running, and the seconds the oldest due one has waited. */
    async queueStats(now: Date) {
      const result = await db.execute(sql`
        SELECT queue,
          COUNT(*) FILTER (WHERE status = 'queued')::int AS queued,
          COUNT(*) FILTER (WHERE status = 'running')::int AS running,
          COALESCE(EXTRACT(EPOCH FROM (${at(now)} - MIN(run_at) FILTER (WHERE status = 'queued' AND run_at <= ${at(now)}))), 0)::float8 AS lag
        FROM ${jobs} WHERE status IN ('queued', 'running') GROUP BY queue`);
      const rows = (
        result as unknown as { rows: { queue: string; queued: number; running: number; lag: number | string }[] }
      ).rows;
      return rows.map((r) => ({
        queue: r.queue,
        queued: Number(r.queued),
        running: Number(r.running),
        lag: Math.max(0, Number(r.lag)),
      }));
    },

    async hasDue(now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'queued'), sql`${jobs.runAt} <= ${at(now)}`))
        .limit(1);
      return rows.length > 0;
    },

    async find(id: number): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
