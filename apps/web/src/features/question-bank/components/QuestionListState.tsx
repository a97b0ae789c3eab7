import { Alert, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { DANGER } from './colors';
import { Pager } from './Pager';

/**
 * What a question list shows for its query: the loader, the error, or the count line
 * ("12 questions; page 1 of 1.", announced as a status), the list itself and the pager.
 */
export function QuestionListState<T extends { total: number }>({
  list,
  page,
  pages,
  onPage,
  children,
}: {
  list: UseQueryResult<T>;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  if (list.isPending) return <Loader label="Loading questions…" />;
  if (list.isError)
    return (
      <Alert color={DANGER} role="alert">
        The questions could not be loaded: {errorMessage(list.error)}
      </Alert>
    );
  const { total } = list.data;
  return (
    <>
      <Text role="status">
        {total === 0 ? 'No questions match.' : `${total} question${total === 1 ? '' : 's'}; page ${page} of ${pages}.`}
      </Text>
      {children(list.data)}
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
}
