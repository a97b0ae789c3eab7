import { Text } from '@mantine/core';

/**
 * The polite status line above a paged list: how many items match and which page is shown, or
 * `empty` when nothing does. Screen readers hear it again whenever a filter or page changes.
 */
export function ListCount({
  total,
  noun,
  page,
  pages,
  empty,
  capped = false,
}: {
  total: number;
  /** The server stopped counting at `total`: say "more than", without a last page. */
  capped?: boolean;
  /** Singular; an "s" is added for any count but one. */
  noun: string;
  page: number;
  pages: number;
  empty: string;
}) {
  return (
    <Text role="status">
      {total === 0
        ? empty
        : capped
          ? `More than ${total} ${noun}s; page ${page}. Narrow the search to count them all.`
          : `${total} ${noun}${total === 1 ? '' : 's'}; page ${page} of ${pages}.`}
    </Text>
  );
}
