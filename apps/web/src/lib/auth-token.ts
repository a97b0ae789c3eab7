import { useSyncExternalStore } from 'react';

/** localStorage key holding the JWT. */
export const TOKEN_STORAGE_KEY = 'markwell.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function setToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } finally {
    emit();
  }
}

/**
 * Forgets the token. `notify: false` skips re-rendering subscribers: for when a full page load
 * follows at once (logout), so guards do not redirect the page that is being left.
 */
export function clearToken({ notify = true }: { notify?: boolean } = {}): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    if (notify) emit();
  }
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // Another tab logging in or out changes the stored token too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering when it changes (login, logout, another tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

const ROLES = ['student', 'teacher', 'schooladmin', 'staff', 'admin'] as const;
export type TokenRole = (typeof ROLES)[number];

/**
 * The role a token was signed for, read from its payload without checking it (the server checks
 * every request): for wording and links only, such as where "your home" is. Null when there is
 * no token or it does not read as one of ours.
 */
export function roleOfToken(token: string | null): TokenRole | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return ROLES.find((r) => r === json.role) ?? null;
  } catch {
    return null;
  }
}
