import { Table } from '@mantine/core';

/** A table's header row: one column heading (scope="col") per label, in order. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label} scope="col">
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
