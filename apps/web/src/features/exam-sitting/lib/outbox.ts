/**
 * The outbox of an exam attempt: answers typed but not yet acknowledged by the server, kept in
 * localStorage so that a reload, a crash or a lost connection never loses them. One storage key
 * per student and assignment; inside it, at most one pending answer per question (the newest)
 * and a per-question revision counter.
 *
 * Revisions: every change gets `max(server revision, stored counter) + 1`. The counter lives with
 * the outbox (not in memory), so it only ever grows, across reloads too, and a save made after a
 * reload is never mistaken by the server for an older one.
 *
 * localStorage is synchronous: an answer is on the device before any request starts.
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PendingAnswer<A> {
  questionId: number;
  answer: A;
  revision: number;
  /** Client clock (ms) when the student made this change; decides "the newer of the two" on a conflict. */
  changedAt: number;
}

export interface OutboxData<A> {
  pending: Record<string, PendingAnswer<A>>;
  revisions: Record<string, number>;
}

const PREFIX = 'markwell.exam-outbox.v1';

/** The storage key of one student's outbox for one assignment. */
export const outboxKey = (userId: number, assignmentId: number) => `${PREFIX}:${userId}:${assignmentId}`;

const empty = <A>(): OutboxData<A> => ({ pending: {}, revisions: {} });

function isData(value: unknown): value is OutboxData<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.pending === 'object' && v.pending !== null && typeof v.revisions === 'object' && v.revisions !== null;
}

export class Outbox<A> {
  private data: OutboxData<A>;
  /** False once writing to storage failed (quota, private mode): the UI says answers are not kept. */
  persistent = true;

  constructor(
    private readonly storage: StorageLike,
    private readonly key: string,
  ) {
    this.data = this.read();
  }

  private read(): OutboxData<A> {
    try {
      const raw = this.storage.getItem(this.key);
      if (!raw) return empty();
      const parsed: unknown = JSON.parse(raw);
      return isData(parsed) ? (parsed as OutboxData<A>) : empty();
    } catch {
      return empty();
    }
  }

  private write(): void {
    try {
      if (Object.keys(this.data.pending).length === 0 && Object.keys(this.data.revisions).length === 0) {
        this.storage.removeItem(this.key);
      } else {
        this.storage.setItem(this.key, JSON.stringify(this.data));
      }
      this.persistent = true;
    } catch {
      this.persistent = false;
    }
  }

  /** Re-reads storage (another tab of the same exam may have written). */
  reload(): void {
    this.data = this.read();
  }

  /** Answers waiting to be sent, oldest change first. */
  pending(): PendingAnswer<A>[] {
    return Object.values(this.data.pending).sort((a, b) => a.changedAt - b.changedAt);
  }

  get(questionId: number): PendingAnswer<A> | undefined {
    return this.data.pending[questionId];
  }

  get size(): number {
    return Object.keys(this.data.pending).length;
  }

  /** The highest revision used for a question so far (0 if none). */
  revisionOf(questionId: number): number {
    return this.data.revisions[questionId] ?? 0;
  }

  /** Raises the counter to a revision the server holds (it never goes down). */
  observeServerRevision(questionId: number, serverRevision: number): void {
    if (serverRevision > this.revisionOf(questionId)) {
      this.data.revisions[questionId] = serverRevision;
      this.write();
    }
  }

  /**
   * Keeps a change on the device with the next revision and returns it. Replaces any older
   * pending change of the same question: only the newest is ever sent.
   */
  record(questionId: number, answer: A, serverRevision = 0, now = Date.now()): PendingAnswer<A> {
    const revision = Math.max(serverRevision, this.revisionOf(questionId)) + 1;
    const entry: PendingAnswer<A> = { questionId, answer, revision, changedAt: now };
    this.data.pending[questionId] = entry;
    this.data.revisions[questionId] = revision;
    this.write();
    return entry;
  }

  /**
   * The server committed `revision` of a question: drop the pending change if it is that one
   * (or older). A newer change typed while the request was in flight stays pending.
   */
  acknowledge(questionId: number, revision: number): void {
    const entry = this.data.pending[questionId];
    this.observeServerRevision(questionId, revision);
    if (entry && entry.revision <= revision) {
      delete this.data.pending[questionId];
      this.write();
    }
  }

  /** Drops a pending change without sending it (the server's newer answer won a conflict). */
  discard(questionId: number): void {
    if (this.data.pending[questionId]) {
      delete this.data.pending[questionId];
      this.write();
    }
  }

  /** Forgets the whole outbox (the attempt was submitted: nothing more can be saved). */
  clear(): void {
    this.data = empty();
    this.write();
  }
}
