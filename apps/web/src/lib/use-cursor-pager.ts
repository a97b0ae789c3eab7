/**
 * Previous / next through a keyset-paged list (one that answers `next_cursor`): remembers the
 * cursor of every page opened so far, so "Previous page" goes back without the server keeping
 * state. A new `resetKey` (another search or filter) starts again from the first page.
 */
import { useState } from 'react';

export function useCursorPager(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  const page = cursors.length;
  return {
    /** The cursor of the page to show (undefined: the first page). */
    cursor: cursors[page - 1],
    /** The page shown, from 1. */
    page,
    /** How many pages there are as far as this page knows: at least one more while a next cursor exists. */
    pagesOf(list: { total: number; next_cursor: string | null } | undefined, pageSize: number) {
      if (!list) return page;
      return list.next_cursor ? Math.max(page + 1, Math.ceil(list.total / pageSize)) : page;
    },
    /** Goes to the page after (with the shown page's `next_cursor`) or before the one shown. */
    go(target: number, nextCursor: string | null | undefined) {
      if (target > page && nextCursor) setState({ key: resetKey, cursors: [...cursors, nextCursor] });
      else if (target < page && page > 1) setState({ key: resetKey, cursors: cursors.slice(0, -1) });
    },
  };
}

/** What useCursorPager gives a paged list. */
export type CursorPager = ReturnType<typeof useCursorPager>;
