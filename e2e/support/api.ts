import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts';
import { baseURL } from './browser';

// The API as a journey's stage hand: what a journey needs in place that is not the story it
// tells (a student's id, another student's submission) goes through these, never the screens under test.

export type Json = Record<string, unknown>;

/** Logs a demo user in through the API (of the run's server, or of `base`); returns their Bearer token. */
export async function apiLogin(email: string, password = DEMO_PASSWORD, base = baseURL()): Promise<string> {
  const res = await fetch(`${base}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  expect(res.status, `login ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Calls the API (of the run's server, or of `base`) as the token's user; fails the journey on any answer but 2xx. */
export async function apiCall<T = Json>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  base = baseURL(),
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path} answered ${res.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}
