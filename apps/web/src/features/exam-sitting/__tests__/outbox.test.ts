import { describe, expect, it } from 'vitest';
import { Outbox, outboxKey, type StorageLike } from '../lib/outbox';

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const KEY = outboxKey(7, 42);

describe('Outbox', () => {
  it('keys by student and assignment', () => {
    expect(outboxKey(7, 42)).not.toBe(outboxKey(8, 42));
    expect(outboxKey(7, 42)).not.toBe(outboxKey(7, 43));
  });

  it('keeps only the newest change per question, with a growing revision', () => {
    const box = new Outbox<string>(memoryStorage(), KEY);
    expect(box.record(1, 'a', 0, 100).revision).toBe(1);
    expect(box.record(1, 'ab', 0, 200).revision).toBe(2);
    box.record(2, 'x', 0, 150);
    expect(box.pending().map((p) => [p.questionId, p.answer, p.revision])).toEqual([
      [2, 'x', 1],
      [1, 'ab', 2],
    ]);
  });

  it('starts above the revision the server holds', () => {
    const box = new Outbox<string>(memoryStorage(), KEY);
    box.observeServerRevision(1, 9);
    expect(box.record(1, 'a').revision).toBe(10);
    expect(box.record(2, 'b', 4).revision).toBe(5);
  });

  it('survives a reload: pending answers and counters come back from storage', () => {
    const storage = memoryStorage();
    const first = new Outbox<string>(storage, KEY);
    first.record(1, 'typed offline');
    first.record(1, 'typed offline, more');
    const again = new Outbox<string>(storage, KEY);
    expect(again.pending()).toHaveLength(1);
    expect(again.get(1)?.answer).toBe('typed offline, more');
    // monotonic across reloads even after the pending entry is acknowledged
    again.acknowledge(1, 2);
    expect(new Outbox<string>(storage, KEY).record(1, 'later').revision).toBe(3);
  });

  it('acknowledging an older revision keeps a newer change typed meanwhile', () => {
    const box = new Outbox<string>(memoryStorage(), KEY);
    box.record(1, 'a');
    box.record(1, 'ab');
    box.acknowledge(1, 1);
    expect(box.get(1)?.answer).toBe('ab');
    box.acknowledge(1, 2);
    expect(box.get(1)).toBeUndefined();
    expect(box.size).toBe(0);
  });

  it('ignores garbage in storage and reports a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.map.set(KEY, '{not json');
    const box = new Outbox<string>(storage, KEY);
    expect(box.size).toBe(0);
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const refused = new Outbox<string>(full, KEY);
    refused.record(1, 'a');
    expect(refused.persistent).toBe(false);
    expect(refused.get(1)?.answer).toBe('a'); // still sent from memory
  });

  it('clear and discard forget changes', () => {
    const storage = memoryStorage();
    const box = new Outbox<string>(storage, KEY);
    box.record(1, 'a');
    box.record(2, 'b');
    box.discard(1);
    expect(box.pending().map((p) => p.questionId)).toEqual([2]);
    box.clear();
    expect(storage.map.has(KEY)).toBe(false);
  });
});
