import { Table } from '@mantine/core';
import { TableScroll } from '../../../components/TableScroll';
import type { ReactNode } from 'react';

/** A captioned table whose first column heads each row; scrolls sideways on narrow screens. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <TableScroll label={caption}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <Table.Th key={i} scope="row">
                    {c}
                  </Table.Th>
                ) : (
                  <Table.Td key={i}>{c}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
