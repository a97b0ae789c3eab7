/**
 * Group commit: writes that arrive while the database is busy with earlier ones are sent together
 * as one statement, so a burst of N writes costs one round trip and one commit instead of N.
 *
 * - A write waits for at most the end of the current event-loop turn, then goes: alone when it is
 *   alone (`one`), else with every write queued beside it (`many`: one statement).
 * - At most `maxInFlight` statements run at once; writes that arrive meanwhile wait for one to end
 *   and then go together. One slow statement (a row lock) never holds up the others beyond that.
 * - Two writes with the same key never share a batch (one statement cannot update a row twice):
 *   the later one stays queued for the next, in arrival order. Writes of different groups never
 *   share one either (e.g. one school's, so a statement stays on one shard).
 * - Each caller's promise settles only after its own statement has committed. When a batch fails,
 *   its writes are retried one by one, so one bad write fails alone.
 */
import { isConnectionError } from './db-errors';

export interface GroupCommit<I, O> {
  write(item: I): Promise<O>;
}

export interface GroupCommitOptions<I, O> {
  /** One write on its own; by default a batch of one through `many`. */
  one?: (item: I) => Promise<O>;
  /** Several writes in one statement; results in the same order as the items. */
  many: (items: I[]) => Promise<O[]>;
  /** Writes with the same key never go in the same batch. */
  keyOf: (item: I) => string;
  /** Only writes of the same group go in the same batch. */
  groupOf?: (item: I) => string;
  maxBatch?: number;
  maxInFlight?: number;
}

interface Pending<I, O> {
  item: I;
  key: string;
  group: string;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<I, O>(options: GroupCommitOptions<I, O>): GroupCommit<I, O> {
  const { many, keyOf, groupOf = () => '', maxBatch = 100, maxInFlight = 2 } = options;
  const one = options.one ?? (async (item: I) => (await many([item]))[0]!);
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      drain();
    });
  }

  /** Takes the next batch: queued writes of the first one's group in order, one per key, at most maxBatch. */
  function takeBatch(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    const keys = new Set<string>();
    const rest: Pending<I, O>[] = [];
    const group = queue[0]?.group;
    for (const p of queue) {
      if (batch.length < maxBatch && p.group === group && !keys.has(p.key)) {
        keys.add(p.key);
        batch.push(p);
      } else rest.push(p);
    }
    queue = rest;
    return batch;
  }

  function drain() {
    while (queue.length && inFlight < maxInFlight) {
      const batch = takeBatch();
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        if (queue.length) schedule();
      });
    }
  }

  async function runOne(p: Pending<I, O>) {
    try {
      p.resolve(await one(p.item));
    } catch (error) {
      p.reject(error);
    }
  }

  async function run(batch: Pending<I, O>[]) {
    if (batch.length === 1) return runOne(batch[0]!);
    let results: O[];
    try {
      results = await many(batch.map((p) => p.item));
      if (results.length !== batch.length) throw new Error('a batch answered for a different number of writes');
    } catch (error) {
      // The database is away: every write of the batch fails the same way, at once (the client
      // sends them again once it answers).
      if (isConnectionError(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
      // Nothing of a failed statement was committed: each write goes again on its own.
      for (const p of batch) await runOne(p);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]!));
  }

  return {
    write(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, key: keyOf(item), group: groupOf(item), resolve, reject });
        schedule();
      });
    },
  };
}
