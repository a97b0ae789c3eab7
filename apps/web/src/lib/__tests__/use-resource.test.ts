import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrors, useErrorNotices } from '../error-store';
import { clearResourceCache, useResource, type ResourceOptions } from '../use-resource';

/** A promise settled from the test, to look at the hook in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A loader that records each call (key and signal) and answers when the test says so. */
function controlledLoader<T>() {
  const calls: { key: string; signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[] = [];
  const loaderFor = (key: string) => (signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ key, signal, answer });
    return answer.promise;
  };
  const call = (i: number) => {
    const c = calls[i];
    if (!c) throw new Error(`no call ${i} (${calls.length} made)`);
    return c;
  };
  return { calls, loaderFor, call };
}

function renderResource<T>(
  loaderFor: (key: string) => (signal: AbortSignal) => Promise<T>,
  key: string,
  options?: ResourceOptions,
) {
  return renderHook(({ k }: { k: string }) => useResource(k, loaderFor(k), options), {
    initialProps: { k: key },
  });
}

beforeEach(() => {
  clearResourceCache();
  clearErrors();
});
afterEach(() => vi.useRealTimers());

describe('useResource', () => {
  it('is pending, then has the data; a second user of the key is answered from the cache', async () => {
    const { calls, loaderFor, call } = controlledLoader<string>();
    const first = renderResource(loaderFor, 'a');
    expect(first.result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    await act(async () => call(0).answer.resolve('A'));
    expect(first.result.current).toMatchObject({ isPending: false, isError: false, data: 'A' });

    const second = renderResource(loaderFor, 'a');
    expect(second.result.current).toMatchObject({ isPending: false, data: 'A' });
    expect(calls).toHaveLength(1);
  });

  it('asks again once the cached answer is older than staleMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls, loaderFor, call } = controlledLoader<string>();
    const first = renderResource(loaderFor, 'a', { staleMs: 1000 });
    await act(async () => call(0).answer.resolve('A'));
    first.unmount();
    vi.setSystemTime(Date.now() + 1001);
    const again = renderResource(loaderFor, 'a', { staleMs: 1000 });
    expect(again.result.current.isPending).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('answers a new key at once (loading, no stale data), aborts the old request and ignores its answer', async () => {
    const { loaderFor, call } = controlledLoader<string>();
    const hook = renderResource(loaderFor, 'a');
    hook.rerender({ k: 'b' });
    expect(hook.result.current).toMatchObject({ isPending: true, data: undefined, isPlaceholderData: false });
    await waitFor(() => expect(call(0).signal.aborted).toBe(true));
    await act(async () => call(0).answer.resolve('A'));
    expect(hook.result.current.isPending).toBe(true);
    await act(async () => call(1).answer.resolve('B'));
    expect(hook.result.current).toMatchObject({ isPending: false, data: 'B' });
  });

  it('keepPrevious shows the previous key’s data as placeholder while the next loads', async () => {
    const { loaderFor, call } = controlledLoader<string>();
    const hook = renderResource(loaderFor, 'page-1', { keepPrevious: true });
    await act(async () => call(0).answer.resolve('one'));
    hook.rerender({ k: 'page-2' });
    expect(hook.result.current).toMatchObject({ isPending: false, data: 'one', isPlaceholderData: true });
    await act(async () => call(1).answer.resolve('two'));
    expect(hook.result.current).toMatchObject({ data: 'two', isPlaceholderData: false });
    // Back to a cached key: its own data at once, nothing asked.
    hook.rerender({ k: 'page-1' });
    expect(hook.result.current).toMatchObject({ data: 'one', isPlaceholderData: false });
  });

  it('shows a failure (reported to the alert region only when asked), and refetch tries again', async () => {
    const { loaderFor, call } = controlledLoader<string>();
    const notices = renderHook(() => useErrorNotices());
    const hook = renderResource(loaderFor, 'a', { reportErrors: true });
    const boom = new Error('offline');
    await act(async () => call(0).answer.reject(boom));
    expect(hook.result.current).toMatchObject({ isPending: false, isError: true, error: boom, data: undefined });
    expect(notices.result.current).toHaveLength(1);

    act(() => hook.result.current.refetch());
    expect(hook.result.current).toMatchObject({ isPending: true, isError: false });
    await act(async () => call(1).answer.resolve('A'));
    expect(hook.result.current).toMatchObject({ isError: false, data: 'A' });
  });

  it('does not report failures unless reportErrors is set', async () => {
    const { loaderFor, call } = controlledLoader<string>();
    const notices = renderHook(() => useErrorNotices());
    const hook = renderResource(loaderFor, 'a');
    await act(async () => call(0).answer.reject(new Error('no')));
    expect(hook.result.current.isError).toBe(true);
    expect(notices.result.current).toHaveLength(0);
  });

  it('refetch ignores the cache, keeps the data shown meanwhile, and uses the latest loader', async () => {
    const hook = renderHook(({ load }: { load: (signal: AbortSignal) => Promise<string> }) => useResource('a', load), {
      initialProps: { load: () => Promise.resolve('old') },
    });
    await waitFor(() => expect(hook.result.current.data).toBe('old'));
    const next = deferred<string>();
    const newer = vi.fn(() => next.promise);
    hook.rerender({ load: newer });
    expect(newer).not.toHaveBeenCalled();
    act(() => hook.result.current.refetch());
    expect(newer).toHaveBeenCalledOnce();
    expect(hook.result.current).toMatchObject({ isPending: false, data: 'old' });
    await act(async () => next.resolve('new'));
    expect(hook.result.current.data).toBe('new');
  });

  it('aborts the request when the component unmounts', async () => {
    const { loaderFor, call } = controlledLoader<string>();
    const hook = renderResource(loaderFor, 'a');
    hook.unmount();
    expect(call(0).signal.aborted).toBe(true);
  });
});
