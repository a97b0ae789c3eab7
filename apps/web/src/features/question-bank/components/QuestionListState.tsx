import { Alert, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '../../../components/Loader';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { errorMessage } from '../../../lib/api-client';
import { DANGER } from '../../../lib/text-colours';

/**
 * The pages a question list can move through. Past its count cap the server counts no further,
 * so the next page stays reachable while the current one is full.
 */
export function questionListPages(
  data: { total: number; total_capped: boolean; items: unknown[] } | undefined,
  page: number,
  perPage: number,
) {
  const counted = Math.max(1, Math.ceil((data?.total ?? 0) / perPage));
  return data?.total_capped && data.items.length === perPage ? Math.max(counted, page + 1) : counted;
}

/**
 * What a question list shows for its query: the loader, the error, or the count line
 * ("12 questions; page 1 of 1.", or "More than 200 questions" past the count cap, announced as a
 * status), the list itself and the pager.
 */
export function QuestionListState<T extends { total: number; total_capped: boolean }>({
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
  const { total, total_capped: capped } = list.data;
  return (
    <>
      <Text role="status">
        {total === 0
          ? 'No questions match.'
          : capped
            ? `More than ${total} questions match; page ${page}. Add words or filters to narrow them.`
            : `${total} question${total === 1 ? '' : 's'}; page ${page} of ${pages}.`}
      </Text>
      {children(list.data)}
      <PrevNextPager page={page} pages={pages} onPage={onPage} withPosition open={capped} />
    </>
  );
}
