/**
 * The autosave scheduler wired to the browser: `online`/`offline` events, a warning before leaving
 * the page while answers are unsent, and a save state for the screen to show.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AutosaveScheduler, type ConflictNotice, type SaveOutcome, type SaveState } from './autosave';
import { Outbox, type PendingAnswer } from './outbox';

export interface UseAutosaveOptions<A> {
  /** localStorage key of this student's outbox for this attempt (see outboxKey). */
  storageKey: string;
  send: (entry: PendingAnswer<A>) => Promise<SaveOutcome<A>>;
  onConflict?: (notice: ConflictNotice<A>) => void;
  onRejected?: (questionId: number, message: string) => void;
  /** False once the attempt is submitted: nothing starts. */
  enabled?: boolean;
}

export function useAutosave<A>({ storageKey, send, onConflict, onRejected, enabled = true }: UseAutosaveOptions<A>) {
  // Latest callbacks without restarting the scheduler on every render.
  const callbacks = useRef({ send, onConflict, onRejected });
  useLayoutEffect(() => {
    callbacks.current = { send, onConflict, onRejected };
  });

  const outbox = useMemo(() => new Outbox<A>(window.localStorage, storageKey), [storageKey]);
  const [state, setState] = useState<SaveState>(() => ({
    status: outbox.size > 0 ? 'pending' : 'idle',
    lastSavedAt: null,
    unsent: outbox.size,
  }));

  // The scheduler calls these only from timers and events, never while rendering; the compiler
  // cannot see that through the constructor.
  const scheduler = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs
      new AutosaveScheduler<A>({
        outbox,
        send: (entry) => callbacks.current.send(entry),
        onState: setState,
        onConflict: (n) => callbacks.current.onConflict?.(n),
        onRejected: (q, m) => callbacks.current.onRejected?.(q, m),
      }),
    [outbox],
  );

  useEffect(() => {
    if (!enabled) return;
    scheduler.start();
    const online = () => void scheduler.online();
    const offline = () => scheduler.offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      scheduler.stop();
    };
  }, [scheduler, enabled]);

  const hasUnsent = enabled && state.unsent > 0 && state.status !== 'closed';
  useEffect(() => {
    if (!hasUnsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsent]);

  return { state, outbox, scheduler, hasUnsent };
}
