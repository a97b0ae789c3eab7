import { Button, Group, Text } from '@mantine/core';

/**
 * Previous / next buttons for a paged list, in a nav landmark named by `label` (a screen with two
 * paged lists needs two names). Renders nothing when everything fits on one page.
 * `withPosition` says "Page 2 of 5" between the buttons, for lists without a count line above
 * them; `open`: the server stopped counting, so the last page is unknown and not named.
 */
export function PrevNextPager({
  page,
  pages,
  onPage,
  label = 'Pages',
  withPosition = false,
  open = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
  withPosition?: boolean;
  open?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      {withPosition && <Text>{open ? `Page ${page}` : `Page ${page} of ${pages}`}</Text>}
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
