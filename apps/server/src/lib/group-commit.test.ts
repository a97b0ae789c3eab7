import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A store that records each statement it was sent and can be told to fail a batch. */
function recordingStore(failBatches = false) {
  const statements: string[][] = [];
  const stored = new Map<string, number>();
  const apply = (item: { key: string; value: number }) => {
    if (item.value < 0) throw new Error('refused');
    stored.set(item.key, item.value);
    return `${item.key}=${item.value}`;
  };
  const gc = createGroupCommit({
    one: async (item: { key: string; value: number }) => {
      statements.push([`${item.key}=${item.value}`]);
      await new Promise((r) => setTimeout(r, 2));
      return apply(item);
    },
    many: async (items: { key: string; value: number }[]) => {
      statements.push(items.map((i) => `${i.key}=${i.value}`));
      await new Promise((r) => setTimeout(r, 2));
      if (failBatches || items.some((i) => i.value < 0)) throw new Error('batch failed');
      return items.map(apply);
    },
    keyOf: (item) => item.key,
    maxBatch: 4,
    maxInFlight: 1,
  });
  return { gc, statements, stored };
}

describe('group commit', () => {
  it('sends a lone write alone and a burst as batches of at most maxBatch', async () => {
    const { gc, statements } = recordingStore();
    expect(await gc.write({ key: 'a', value: 1 })).toBe('a=1');
    expect(statements).toEqual([['a=1']]);

    statements.length = 0;
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => gc.write({ key: `k${i}`, value: i })));
    expect(results).toEqual(Array.from({ length: 9 }, (_, i) => `k${i}=${i}`));
    expect(statements.map((s) => s.length)).toEqual([4, 4, 1]);
  });

  it('never puts two writes of one key in the same batch, and keeps their order', async () => {
    const { gc, statements, stored } = recordingStore();
    await Promise.all([
      gc.write({ key: 'x', value: 1 }),
      gc.write({ key: 'y', value: 1 }),
      gc.write({ key: 'x', value: 2 }),
      gc.write({ key: 'x', value: 3 }),
    ]);
    expect(statements).toEqual([['x=1', 'y=1'], ['x=2'], ['x=3']]);
    expect(stored.get('x')).toBe(3);
  });

  it('batches only writes of one group', async () => {
    const sent: string[][] = [];
    const gc = createGroupCommit({
      one: async (w: string) => (sent.push([w]), w),
      many: async (ws: string[]) => (sent.push(ws), ws),
      keyOf: (w) => w,
      groupOf: (w) => w[0]!,
      maxInFlight: 1,
    });
    await Promise.all(['a1', 'b1', 'a2', 'b2', 'a3'].map((w) => gc.write(w)));
    expect(sent).toEqual([
      ['a1', 'a2', 'a3'],
      ['b1', 'b2'],
    ]);
  });

  it('retries a failed batch one write at a time, so only the bad write fails', async () => {
    const { gc, statements } = recordingStore();
    const outcomes = await Promise.allSettled([
      gc.write({ key: 'a', value: 1 }),
      gc.write({ key: 'b', value: -1 }),
      gc.write({ key: 'c', value: 3 }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual([['a=1', 'b=-1', 'c=3'], ['a=1'], ['b=-1'], ['c=3']]);
  });

  it('runs at most maxInFlight statements at once', async () => {
    let running = 0;
    let most = 0;
    const gc = createGroupCommit({
      one: async (n: number) => n,
      many: async (items: number[]) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return items;
      },
      keyOf: (n) => String(n % 3),
      maxInFlight: 2,
    });
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => gc.write(i)));
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(most).toBe(2);
  });
});
