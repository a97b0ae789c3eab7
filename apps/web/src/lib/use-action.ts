/**
 * A tiny mutation hook for the PUBLIC pages (contact form, login): the counterpart of
 * lib/use-resource.ts, without TanStack Query (public pages stay < 100 KB gzip, ADR 0003).
 * The screen handles the outcome itself (`onSuccess` / `onError`); nothing goes to the alert
 * region. Answers arriving after unmount are ignored.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

export interface Action<V, R> {
  run: (variables: V, callbacks?: ActionCallbacks<R>) => void;
  isPending: boolean;
  reset: () => void;
}

export function useAction<V, R>(perform: (variables: V) => Promise<R>): Action<V, R> {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  const generation = useRef(0);
  const performRef = useRef(perform);
  // Refs are written after render, never during it; a layout effect runs before any event
  // handler can call `run`, so `run` always performs the latest `perform`.
  useLayoutEffect(() => {
    performRef.current = perform;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((variables: V, callbacks: ActionCallbacks<R> = {}) => {
    const mine = ++generation.current;
    setPending(true);
    const current = () => mounted.current && mine === generation.current;
    performRef.current(variables).then(
      (result) => {
        if (!current()) return;
        setPending(false);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        if (!current()) return;
        setPending(false);
        callbacks.onError?.(error);
      },
    );
  }, []);

  const reset = useCallback(() => {
    generation.current++;
    setPending(false);
  }, []);

  return { run, isPending, reset };
}
