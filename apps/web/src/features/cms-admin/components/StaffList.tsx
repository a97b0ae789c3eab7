import { formatDate } from '@markwell/domain/time/index';
import { Anchor, Badge, Button, Group, Pagination, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A staff list screen's heading, with the button to create a new item. */
export function ListHeader({ title, newLabel, newTo }: { title: string; newLabel: string; newTo: string }) {
  return (
    <Group justify="space-between">
      <Title order={1}>{title}</Title>
      <Button component={Link} to={newTo}>
        {newLabel}
      </Button>
    </Group>
  );
}

/** The table of a staff list: a caption, the column headers, and the rows in `children`. */
export function StaffTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: string;
  columns: string[];
  /** aria-busy while a new page of results loads. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-busy={busy || undefined}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th scope="col" key={c}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The row header: the item's title, linking to its editor. */
export function TitleCell({ title, to }: { title: string; to: string }) {
  return (
    <Table.Th scope="row" fw={500}>
      <Anchor component={Link} to={to}>
        {title}
      </Anchor>
    </Table.Th>
  );
}

/** Published/public (green) or draft (grey). */
export function StatusCell({ on, label }: { on: boolean; label: string }) {
  return (
    <Table.Td>
      <Badge color={on ? '#15803d' : '#4b5563'} variant="filled">
        {on ? label : 'Draft'}
      </Badge>
    </Table.Td>
  );
}

export function DateCell({ date }: { date: string }) {
  return (
    <Table.Td>
      <time dateTime={date}>{formatDate(date)}</time>
    </Table.Td>
  );
}

/** Page links under a paged list; nothing when everything fits on one page. */
export function Pager({
  total,
  pageSize,
  page,
  onChange,
  label,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (p: number) => void;
  label: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      />
    </Group>
  );
}
