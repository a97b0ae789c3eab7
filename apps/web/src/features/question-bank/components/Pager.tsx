import { Button, Group, Text } from '@mantine/core';

/**
 * Previous / next paging of a staff list; shows nothing when everything fits on one page.
 * `open`: the server stopped counting, so the last page is unknown and not named.
 */
export function Pager({
  page,
  pages,
  onPage,
  open = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  open?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages" gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text>{open ? `Page ${page}` : `Page ${page} of ${pages}`}</Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
