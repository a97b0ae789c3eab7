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
}: {
  total: number;
  /** Singular; an "s" is added for any count but one. */
  noun: string;
  page: number;
  pages: number;
  empty: string;
}) {
  return (
    <Text role="status">
      {total === 0 ? empty : `${total} ${noun}${total === 1 ? '' : 's'}; page ${page} of ${pages}.`}
    </Text>
  );
}
