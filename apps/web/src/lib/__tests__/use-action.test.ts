import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from '../use-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the action runs, then calls onSuccess with the result', async () => {
    const answer = deferred<string>();
    const perform = vi.fn((_v: { name: string }) => answer.promise);
    const hook = renderHook(() => useAction(perform));
    const onSuccess = vi.fn();
    const onError = vi.fn();
    expect(hook.result.current.isPending).toBe(false);
    act(() => hook.result.current.run({ name: 'x' }, { onSuccess, onError }));
    expect(perform).toHaveBeenCalledWith({ name: 'x' });
    expect(hook.result.current.isPending).toBe(true);
    await act(async () => answer.resolve('done'));
    expect(hook.result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('done');
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onError with the failure', async () => {
    const answer = deferred<string>();
    const hook = renderHook(() => useAction(() => answer.promise));
    const onError = vi.fn();
    act(() => hook.result.current.run(undefined, { onError }));
    const boom = new Error('no');
    await act(async () => answer.reject(boom));
    expect(onError).toHaveBeenCalledWith(boom);
    expect(hook.result.current.isPending).toBe(false);
  });

  it('only the latest run answers; reset drops the one in flight', async () => {
    const answers = [deferred<number>(), deferred<number>(), deferred<number>()];
    let n = 0;
    const hook = renderHook(() => useAction(() => answers[n++]!.promise));
    const first = vi.fn();
    const second = vi.fn();
    act(() => hook.result.current.run(undefined, { onSuccess: first }));
    act(() => hook.result.current.run(undefined, { onSuccess: second }));
    await act(async () => answers[0]!.resolve(1));
    expect(first).not.toHaveBeenCalled();
    expect(hook.result.current.isPending).toBe(true);
    await act(async () => answers[1]!.resolve(2));
    expect(second).toHaveBeenCalledWith(2);

    const third = vi.fn();
    act(() => hook.result.current.run(undefined, { onSuccess: third }));
    act(() => hook.result.current.reset());
    expect(hook.result.current.isPending).toBe(false);
    await act(async () => answers[2]!.resolve(3));
    expect(third).not.toHaveBeenCalled();
  });

  it('runs the latest perform passed in', async () => {
    const hook = renderHook(({ perform }: { perform: () => Promise<string> }) => useAction(perform), {
      initialProps: { perform: () => Promise.resolve('old') },
    });
    hook.rerender({ perform: () => Promise.resolve('new') });
    const onSuccess = vi.fn();
    await act(async () => hook.result.current.run(undefined, { onSuccess }));
    expect(onSuccess).toHaveBeenCalledWith('new');
  });

  it('ignores an answer arriving after unmount', async () => {
    const answer = deferred<string>();
    const hook = renderHook(() => useAction(() => answer.promise));
    const onSuccess = vi.fn();
    act(() => hook.result.current.run(undefined, { onSuccess }));
    hook.unmount();
    await act(async () => answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
