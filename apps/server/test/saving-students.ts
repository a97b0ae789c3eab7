/**
 * Students saving answers through the real server, as the exam screen does: each sends its next
 * revision, and on a 503 (or no answer) waits and sends the same save again. Counts what the
 * server acknowledged, and checks afterwards that every acknowledged save is in the database.
 */
import pg from 'pg';
import type { Sitting } from './sitting-at-scale';

export interface SavingStudents {
  /** Saves acknowledged (200) so far. */
  acknowledged(): number;
  /** Every status answered so far, by status ("no answer" for a dropped request). */
  statuses: Map<string, number>;
  /** Whether each 503 carried a Retry-After header and a problem+json body. */
  unavailableWellFormed: boolean;
  /** Stops after the saves in flight; resolves when every student has stopped. */
  stop(): Promise<void>;
  /** Acknowledged saves missing from the database at `url` (stored revision older than acknowledged). */
  lost(url: string): Promise<number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startSaving(base: string, sitting: Sitting, retryMs = 200): SavingStudents {
  const acked = new Map<string, { revision: number; answer: string }>();
  const statuses = new Map<string, number>();
  let acknowledged = 0;
  let wellFormed = true;
  let stopping = false;
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  async function student(s: Sitting['students'][number], index: number) {
    const revisions = new Map<number, number>();
    for (let n = index; !stopping; n++) {
      const qid = sitting.questionIds[n % sitting.questionIds.length]!;
      const revision = (revisions.get(qid) ?? 0) + 1;
      revisions.set(qid, revision);
      const answer = `student ${s.id} question ${qid} revision ${revision}`;
      // The same save again until the server takes it, as the exam screen's outbox does.
      for (;;) {
        try {
          const res = await fetch(`${base}/api/v2/mafanswers/${sitting.assignmentId}/questions/${qid}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
            body: JSON.stringify({ answer, revision }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = await res.text();
          count(String(res.status));
          if (res.status === 200) {
            acknowledged++;
            acked.set(`${s.id}:${qid}`, { revision, answer });
            break;
          }
          if (res.status === 503) {
            const problem = res.headers.get('content-type')?.startsWith('application/problem+json');
            if (!res.headers.get('retry-after') || !problem || !body.includes('"status":503')) wellFormed = false;
          }
        } catch {
          count('no answer');
        }
        if (stopping) return;
        await sleep(retryMs);
      }
    }
  }

  const running = Promise.all(sitting.students.map((s, i) => student(s, i)));
  return {
    acknowledged: () => acknowledged,
    statuses,
    get unavailableWellFormed() {
      return wellFormed;
    },
    async stop() {
      stopping = true;
      await running;
    },
    async lost(url: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{
        student_id: number;
        question_id: number;
        revision: number;
        answer: string;
      }>(
        `select t.student_id, a.question_id, a.revision, a.answer #>> '{}' as answer
         from answers a join attempts t on t.id = a.attempt_id where t.assignment_id = $1`,
        [sitting.assignmentId],
      );
      await client.end();
      const stored = new Map(rows.map((r) => [`${r.student_id}:${r.question_id}`, r]));
      let lost = 0;
      for (const [key, best] of acked) {
        const row = stored.get(key);
        if (!row || row.revision < best.revision || (row.revision === best.revision && row.answer !== best.answer))
          lost++;
      }
      return lost;
    },
  };
}

/** Polls `/health` until it answers 200; resolves with the milliseconds it took. */
export async function healthyWithin(base: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        const took = Date.now() - started;
        if (took > limitMs) break;
        return took;
      }
    } catch {
      /* not answering */
    }
    await sleep(100);
  }
  throw new Error(`/health did not answer 200 within ${limitMs} ms`);
}
