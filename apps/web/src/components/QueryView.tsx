import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { PageLoader } from './PageLoader';

/**
 * What a screen shows for the query it is built on: the loader while it is pending, the error as
 * an alert, else `children` with the data. One place, so every list and page says it alike.
 */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError query={query} />;
  return <>{children(query.data)}</>;
}

/**
 * The error of a failed read as an alert (nothing while it has not failed), for screens that show
 * their loader and lists themselves: a read that failed, or answered without a body, never leaves
 * an empty page.
 */
export function QueryError({ query }: { query: Pick<UseQueryResult<unknown>, 'isError' | 'error'> }) {
  if (!query.isError) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(query.error)}
    </Alert>
  );
}
