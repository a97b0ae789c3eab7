import { Button, Group } from '@mantine/core';

/**
 * Previous / next buttons for a paged list, in a nav landmark named by `label` (a screen with two
 * paged lists needs two names). Renders nothing when everything fits on one page.
 */
export function PrevNextPager({
  page,
  pages,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
