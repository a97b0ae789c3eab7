import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '../../../components/Loader';
import { NotFound } from '../../../components/NotFound';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { DANGER } from '../../../lib/text-colours';

/**
 * Loading, 404 (another school's id looks missing too), 403 (an assignment of the school the teacher
 * does not teach) and errors of a marking page, else the page.
 */
export function MarkingPageState<T>({
  query,
  what,
  valid = true,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  valid?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (!valid) return <NotFound />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.error instanceof ApiError && query.error.status === 403)
    return (
      <Alert color={DANGER} role="alert" title="Not your assignment to mark">
        Only the teacher who set this assignment, the teachers of its classes and school admins may mark it or see its
        marks.
      </Alert>
    );
  if (query.isPending) return <Loader label={`Loading ${what}…`} />;
  if (query.isError)
    return (
      <Alert color={DANGER} role="alert">
        {what[0]!.toUpperCase() + what.slice(1)} could not be loaded: {errorMessage(query.error)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}

/** A route param as a positive id, or null. */
export function idParam(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
