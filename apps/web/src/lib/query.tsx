/**
 * TanStack Query: the one QueryClient and its provider. Imported only by lazily loaded code
 * (the app layout, the login page, the signed-in part of the header), never by the entry:
 * that keeps ~10 KB gzip off the public pages. Every provider shares this one client, so all
 * lazily loaded parts see the same cache.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from './api-client';
import { reportError } from './error-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

/** Per query/mutation: `silentError: true` when the component shows the error itself. */
interface QueryMeta extends Record<string, unknown> {
  silentError?: boolean;
}

function shouldReport(error: unknown, meta: QueryMeta | undefined): boolean {
  if (meta?.silentError) return false;
  // 401 with a session reloads the page (api-client): nothing to show.
  if (isApiError(error) && error.status === 401) return false;
  return true;
}

/**
 * Defaults: data is fresh for 30 s, no refetch on window focus (unless a query asks), client
 * errors (4xx) are not retried, others twice. Errors go to the alert region (error-store).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldReport(error, query.meta)) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldReport(error, mutation.meta)) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | null = null;

/** The app's QueryClient (created on first use). */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** Tests: start from an empty cache. */
export function resetQueryClient(): void {
  client?.clear();
  client = null;
}

/** Wrap any lazily loaded subtree that uses queries in this; nesting is harmless. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
