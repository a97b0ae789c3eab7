/**
 * When answers are sent: ~1 s after typing stops, at once when a field is left, on a steady timer
 * while anything is unsent, and again when the browser comes back online; failed sends retry with
 * exponential backoff. Every change is first kept in the outbox (see ./outbox), so this only
 * decides *when* the outbox is flushed and reports a save state for the screen.
 * Free of React and the DOM: the hook wires window events and the clock (tests use fake timers).
 */
import type { Outbox, PendingAnswer } from './outbox';

/**
 * Thrown by `send` when the server answered 503 (its database is briefly away): the answer stays
 * in the outbox and goes again after `retryAfterMs`, the server's Retry-After.
 */
export class ServerPaused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('The server is briefly unavailable');
    this.name = 'ServerPaused';
  }
}

/** What the server made of one save. A network failure or a 5xx is thrown instead (and retried). */
export type SaveOutcome<A> =
  /** Committed. */
  | { kind: 'saved'; revision: number }
  /** The server holds a newer revision (another tab or device): its answer, revision and save time (client clock, ms). */
  | { kind: 'stale'; answer: A; revision: number; savedAt: number }
  /** The attempt no longer takes answers (submitted, or time is up). */
  | { kind: 'closed' }
  /** Refused for good (e.g. too long): retrying would not help. */
  | { kind: 'rejected'; message: string };

export type SaveStatus =
  /** Nothing typed yet. */
  | 'idle'
  /** Changes wait for the debounce. */
  | 'pending'
  | 'saving'
  | 'saved'
  /** The browser says it is offline: answers stay on the device. */
  | 'offline'
  /** A send failed while online: retrying with backoff. */
  | 'retrying'
  /** The server answered 503 (briefly unavailable): answers stay on the device, sent when it answers. */
  | 'paused'
  /** The attempt takes no more answers. */
  | 'closed';

export interface SaveState {
  status: SaveStatus;
  /** Client time (ms) of the last acknowledged save. */
  lastSavedAt: number | null;
  /** Answers on the device not yet acknowledged. */
  unsent: number;
}

export interface ConflictNotice<A> {
  questionId: number;
  /** Which version was kept: the server's (newer, from elsewhere) or this device's (sent again). */
  kept: 'server' | 'device';
  /** The server's answer, to show when it was kept. */
  serverAnswer: A;
}

export interface AutosaveOptions<A> {
  outbox: Outbox<A>;
  send: (entry: PendingAnswer<A>) => Promise<SaveOutcome<A>>;
  onState: (state: SaveState) => void;
  onConflict?: (notice: ConflictNotice<A>) => void;
  onRejected?: (questionId: number, message: string) => void;
  /** Quiet time after the last keystroke before sending. */
  debounceMs?: number;
  /** Steady flush while anything is unsent. */
  intervalMs?: number;
  /** Delay before retry number `n` (1-based). */
  backoffMs?: (n: number) => number;
  isOnline?: () => boolean;
  now?: () => number;
}

export const DEBOUNCE_MS = 1_000;
export const INTERVAL_MS = 10_000;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const defaultBackoff = (n: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, n - 1));

type Timer = ReturnType<typeof setTimeout>;

export class AutosaveScheduler<A> {
  private readonly outbox: Outbox<A>;
  private readonly opts: Required<Omit<AutosaveOptions<A>, 'onConflict' | 'onRejected'>> &
    Pick<AutosaveOptions<A>, 'onConflict' | 'onRejected'>;
  private debounceTimer: Timer | undefined;
  private retryTimer: Timer | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private stopped = false;
  private state: SaveState;

  constructor(options: AutosaveOptions<A>) {
    this.outbox = options.outbox;
    this.opts = {
      debounceMs: DEBOUNCE_MS,
      intervalMs: INTERVAL_MS,
      backoffMs: defaultBackoff,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      now: () => Date.now(),
      ...options,
    };
    const unsent = this.outbox.size;
    this.state = { status: unsent > 0 ? 'pending' : 'idle', lastSavedAt: null, unsent };
  }

  getState(): SaveState {
    return this.state;
  }

  private setState(patch: Partial<SaveState>): void {
    this.state = { ...this.state, ...patch, unsent: this.outbox.size };
    this.opts.onState(this.state);
  }

  /** Starts the steady timer and sends what a previous visit left unsent. */
  start(): void {
    this.stopped = false;
    this.intervalTimer = setInterval(() => {
      if (this.outbox.size > 0 && !this.running && !this.retryTimer) void this.flush();
    }, this.opts.intervalMs);
    if (this.outbox.size > 0) void this.flush();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    clearInterval(this.intervalTimer);
    this.debounceTimer = this.retryTimer = this.intervalTimer = undefined;
  }

  /** The student changed an answer: keep it on the device now, send it when typing pauses. */
  change(questionId: number, answer: A): PendingAnswer<A> {
    const entry = this.outbox.record(questionId, answer, 0, this.opts.now());
    if (this.state.status === 'closed') return entry;
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = undefined;
      void this.flush();
    }, this.opts.debounceMs);
    // Keep "offline"/"retrying"/"paused" on screen while they hold: "pending" would hide the problem.
    const keep =
      this.state.status === 'offline' ||
      this.state.status === 'retrying' ||
      this.state.status === 'paused' ||
      this.state.status === 'saving';
    this.setState(keep ? {} : { status: 'pending' });
    return entry;
  }

  /** A field was left: send at once. */
  blur(): Promise<void> {
    return this.outbox.size > 0 ? this.flush() : Promise.resolve();
  }

  /** The browser is back online: forget the backoff and send now. */
  online(): Promise<void> {
    this.failures = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    return this.flush();
  }

  /** The browser went offline: say so (sending will fail until it is back). */
  offline(): void {
    if (this.state.status !== 'closed') this.setState({ status: 'offline' });
  }

  /** Sends every unsent answer, one at a time. Calls made while a flush runs join it and run it again. */
  flush(): Promise<void> {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = undefined;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    // A bound on passes: a server that keeps bouncing an answer must not be hammered in a loop
    // (the steady timer tries again later).
    let passes = 0;
    do {
      passes += 1;
      this.again = false;
      if (this.stopped || this.closed()) return;
      for (const entry of this.outbox.pending()) {
        if (this.stopped) return;
        this.setState({ status: 'saving' });
        let outcome: SaveOutcome<A>;
        try {
          outcome = await this.opts.send(entry);
        } catch (error) {
          if (error instanceof ServerPaused) {
            // Not a failure of ours: try again when the server said, without growing the backoff.
            this.setState({ status: 'paused' });
            this.scheduleRetry(error.retryAfterMs);
            return;
          }
          this.failures += 1;
          this.setState({ status: this.opts.isOnline() ? 'retrying' : 'offline' });
          this.scheduleRetry();
          return;
        }
        if (!this.handle(entry, outcome)) return;
      }
    } while ((this.again || this.outbox.size > 0) && !this.stopped && !this.closed() && passes < 5);
    this.failures = 0;
    if (this.stopped || this.closed()) return;
    if (this.outbox.size > 0) {
      this.setState({ status: 'pending' });
      return;
    }
    // "saved" only once something was acknowledged in this visit; otherwise nothing happened yet.
    this.setState({ status: this.state.lastSavedAt === null ? 'idle' : 'saved' });
  }

  private closed(): boolean {
    return this.state.status === 'closed';
  }

  /** Applies one outcome; false stops the flush. */
  private handle(entry: PendingAnswer<A>, outcome: SaveOutcome<A>): boolean {
    const { questionId } = entry;
    switch (outcome.kind) {
      case 'saved':
        // The server committed the revision sent (the one it reports may be the same or higher).
        this.outbox.acknowledge(questionId, Math.max(entry.revision, outcome.revision));
        this.setState({ lastSavedAt: this.opts.now() });
        return true;
      case 'stale': {
        this.outbox.observeServerRevision(questionId, outcome.revision);
        const current = this.outbox.get(questionId) ?? entry;
        if (outcome.savedAt > current.changedAt) {
          this.outbox.discard(questionId);
          this.opts.onConflict?.({ questionId, kept: 'server', serverAnswer: outcome.answer });
        } else {
          // Ours is newer: renumber it above the server's and send it again in this flush.
          this.outbox.record(questionId, current.answer, outcome.revision, current.changedAt);
          this.opts.onConflict?.({ questionId, kept: 'device', serverAnswer: outcome.answer });
          this.again = true;
        }
        return true;
      }
      case 'rejected':
        this.outbox.discard(questionId);
        this.opts.onRejected?.(questionId, outcome.message);
        return true;
      case 'closed':
        this.stop();
        this.setState({ status: 'closed' });
        return false;
    }
  }

  private scheduleRetry(delayMs = this.opts.backoffMs(this.failures)): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.flush();
    }, delayMs);
  }
}
