import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveScheduler, ServerPaused, defaultBackoff, type SaveOutcome, type SaveState } from '../lib/autosave';
import { Outbox, type PendingAnswer, type StorageLike } from '../lib/outbox';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

type Send = (entry: PendingAnswer<string>) => Promise<SaveOutcome<string>>;

function setup(send: Send, options: { online?: () => boolean; storage?: StorageLike } = {}) {
  const outbox = new Outbox<string>(options.storage ?? memoryStorage(), 'k');
  const states: SaveState[] = [];
  const conflicts: unknown[] = [];
  const sent = vi.fn(send);
  const scheduler = new AutosaveScheduler<string>({
    outbox,
    send: sent,
    onState: (s) => states.push(s),
    onConflict: (c) => conflicts.push(c),
    isOnline: options.online ?? (() => true),
  });
  return { outbox, scheduler, states, conflicts, sent, last: () => states.at(-1) };
}

const saved: Send = async (e) => ({ kind: 'saved', revision: e.revision });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutosaveScheduler', () => {
  it('sends about a second after typing stops, only the newest text', async () => {
    const { scheduler, sent, last } = setup(saved);
    scheduler.start();
    scheduler.change(1, 'P');
    await vi.advanceTimersByTimeAsync(500);
    scheduler.change(1, 'Ph');
    await vi.advanceTimersByTimeAsync(500);
    scheduler.change(1, 'Pho');
    expect(last()?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ questionId: 1, answer: 'Pho', revision: 3 });
    expect(last()).toMatchObject({ status: 'saved', unsent: 0, lastSavedAt: Date.parse('2026-01-01T10:00:02Z') });
    scheduler.stop();
  });

  it('while the server answers 503, pauses: answers stay in the outbox and go again after its Retry-After, not a growing backoff', async () => {
    let down = true;
    const { scheduler, sent, last, outbox } = setup(async (e) => {
      if (down) throw new ServerPaused(2_000);
      return { kind: 'saved', revision: e.revision };
    });
    scheduler.start();
    scheduler.change(1, 'kept');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()).toMatchObject({ status: 'paused', unsent: 1 });
    // Three more tries, each 2 s apart (a backoff would have waited 1, 2, 4 s).
    await vi.advanceTimersByTimeAsync(6_000);
    expect(sent).toHaveBeenCalledTimes(4);
    expect(outbox.get(1)?.answer).toBe('kept');
    // Typing meanwhile keeps "paused" on screen.
    scheduler.change(1, 'kept, and more');
    expect(last()?.status).toBe('paused');
    down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(last()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(sent.mock.calls.at(-1)?.[0]).toMatchObject({ questionId: 1, answer: 'kept, and more' });
    scheduler.stop();
  });

  it('sends at once when a field is left', async () => {
    const { scheduler, sent } = setup(saved);
    scheduler.change(1, 'a');
    await scheduler.blur();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('keeps answers while offline, retries with backoff, and sends all when back online', async () => {
    let online = false;
    const { scheduler, sent, last, outbox } = setup(
      async (e) => {
        if (!online) throw new TypeError('Failed to fetch');
        return { kind: 'saved', revision: e.revision };
      },
      { online: () => online },
    );
    scheduler.start();
    scheduler.change(1, 'one');
    scheduler.change(2, 'two');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()?.status).toBe('offline');
    expect(outbox.size).toBe(2);
    expect(sent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(defaultBackoff(1)); // retry 1
    expect(sent).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(defaultBackoff(2) - 1);
    expect(sent).toHaveBeenCalledTimes(2);
    scheduler.change(1, 'one, edited offline');
    online = true;
    await scheduler.online();
    expect(outbox.size).toBe(0);
    expect(sent.mock.calls.map((c) => c[0].answer).slice(-2)).toEqual(['two', 'one, edited offline']);
    expect(last()?.status).toBe('saved');
    scheduler.stop();
  });

  it('says "retrying" when online but the server fails, and the steady timer does not bypass backoff', async () => {
    let fail = true;
    const { scheduler, sent, last } = setup(async (e) => {
      if (fail) throw new Error('502');
      return { kind: 'saved', revision: e.revision };
    });
    scheduler.start();
    scheduler.change(1, 'a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()?.status).toBe('retrying');
    fail = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()?.status).toBe('saved');
    expect(sent).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('sends what a previous visit left on the device when it starts', async () => {
    const storage = memoryStorage();
    new Outbox<string>(storage, 'k').record(3, 'before the reload');
    const { scheduler, sent } = setup(saved, { storage });
    expect(scheduler.getState()).toMatchObject({ status: 'pending', unsent: 1 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ questionId: 3, answer: 'before the reload', revision: 1 });
    scheduler.stop();
  });

  it('a change typed while a save is in flight is sent after it', async () => {
    let release: () => void = () => {};
    const { scheduler, sent, outbox } = setup(
      (e) =>
        new Promise((resolve) => {
          release = () => resolve({ kind: 'saved', revision: e.revision });
        }),
    );
    scheduler.change(1, 'a');
    const flushing = scheduler.flush();
    scheduler.change(1, 'ab');
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await flushing;
    expect(sent.mock.calls.map((c) => c[0].answer)).toEqual(['a', 'ab']);
    expect(outbox.size).toBe(0);
  });

  it('409 stale: keeps the server answer when it is newer, and says so', async () => {
    const { scheduler, conflicts, outbox } = setup(async () => ({
      kind: 'stale',
      answer: 'from the other tab',
      revision: 8,
      savedAt: Date.now() + 5_000,
    }));
    scheduler.change(1, 'mine');
    await scheduler.flush();
    expect(conflicts).toEqual([{ questionId: 1, kept: 'server', serverAnswer: 'from the other tab' }]);
    expect(outbox.size).toBe(0);
    expect(outbox.revisionOf(1)).toBe(8);
  });

  it("409 stale: sends this device's answer again above the server revision when it is newer", async () => {
    const { scheduler, conflicts, sent, outbox } = setup(async (e) =>
      e.revision <= 8
        ? { kind: 'stale', answer: 'old elsewhere', revision: 8, savedAt: Date.now() - 60_000 }
        : { kind: 'saved', revision: e.revision },
    );
    scheduler.change(1, 'mine');
    await scheduler.flush();
    expect(conflicts).toEqual([{ questionId: 1, kept: 'device', serverAnswer: 'old elsewhere' }]);
    expect(sent.mock.calls.map((c) => c[0].revision)).toEqual([1, 9]);
    expect(outbox.size).toBe(0);
  });

  it('stops when the attempt is closed, keeping nothing to send', async () => {
    const { scheduler, last, sent } = setup(async () => ({ kind: 'closed' }));
    scheduler.start();
    scheduler.change(1, 'late');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()?.status).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('backoff doubles up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
