/**
 * The one place errors are shown: query/mutation errors are reported here (see providers)
 * and the AlertRegion renders them. Pages never render their own copy of a failed request
 * unless they handle it themselves (login form, optional public sections).
 */
import { useSyncExternalStore } from 'react';
import { errorMessage } from './api-client';

export interface ErrorNotice {
  id: number;
  message: string;
}

const MAX_NOTICES = 3;
let notices: readonly ErrorNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly ErrorNotice[]) {
  notices = next;
  for (const l of listeners) l();
}

/** Shows an error to the person (same message twice is shown once). */
export function reportError(error: unknown): void {
  const message = errorMessage(error);
  if (notices.some((n) => n.message === message)) return;
  set([...notices, { id: nextId++, message }].slice(-MAX_NOTICES));
}

export function dismissError(id: number): void {
  set(notices.filter((n) => n.id !== id));
}

export function clearErrors(): void {
  set([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useErrorNotices(): readonly ErrorNotice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
}
