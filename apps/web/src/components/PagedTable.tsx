import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CursorPager } from '../lib/use-cursor-pager';
import { ListCount } from './ListCount';
import { PrevNextPager } from './PrevNextPager';
import { QueryView } from './QueryView';

/** One page of a keyset-paged list, as the API answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  total_capped?: boolean;
  next_cursor: string | null;
}

/**
 * A paged list as a table: the loader or the error while the page is not there, the count and
 * page line screen readers hear, the table (scrolling sideways on a narrow screen) and the
 * previous/next pager. The page says what the rows hold: `columns` (the header cells' content)
 * and `row` (one item's cells, its first usually a row header).
 */
export function PagedTable<T extends { id: number | string }>({
  query,
  pager,
  pageSize,
  noun,
  empty,
  label,
  minWidth,
  columns,
  row,
}: {
  query: UseQueryResult<ListPage<T>>;
  pager: CursorPager;
  pageSize: number;
  /** Singular: "invoice" counts "3 invoices" and names the pager "Pages of invoices". */
  noun: string;
  /** What the count line says when nothing matches. */
  empty: string;
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  columns: ReactNode[];
  row: (item: T) => ReactNode;
}) {
  const pages = pager.pagesOf(query.data, pageSize);
  return (
    <QueryView query={query}>
      {(data) => (
        <>
          <ListCount
            total={data.total}
            capped={data.total_capped}
            noun={noun}
            page={pager.page}
            pages={pages}
            empty={empty}
          />
          {data.items.length > 0 && (
            <Table.ScrollContainer minWidth={minWidth}>
              <Table striped aria-label={label} aria-busy={query.isFetching || undefined}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column, i) => (
                      <Table.Th key={i} scope="col">
                        {column}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id}>{row(item)}</Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PrevNextPager
            page={pager.page}
            pages={pages}
            label={`Pages of ${noun}s`}
            onPage={(p) => pager.go(p, data.next_cursor)}
          />
        </>
      )}
    </QueryView>
  );
}
