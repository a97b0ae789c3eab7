import { Table } from '@mantine/core';
import { TableScroll } from '../../../components/TableScroll';
import { PercentBar } from './PercentBar';
import { ColumnHeads } from '../../../components/ColumnHeads';

/**
 * A distribution of percentages in ten bands, as a table with a bar per band: the table is the
 * chart and its own text alternative.
 */
export function BandsTable({
  bands,
  caption,
}: {
  bands: { from: number; to: number; count: number }[];
  caption: string;
}) {
  const total = bands.reduce((n, b) => n + b.count, 0);
  return (
    <TableScroll label={caption}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <ColumnHeads labels={['Score', 'Attempts', 'Share of attempts']} />
        <Table.Tbody>
          {bands.map((b, i) => (
            <Table.Tr key={b.from}>
              <Table.Th scope="row">
                {i === bands.length - 1 ? `${b.from}–${b.to}%` : `${b.from} to under ${b.to}%`}
              </Table.Th>
              <Table.Td>{b.count}</Table.Td>
              <Table.Td>
                <PercentBar value={total ? Math.round((b.count / total) * 1000) / 10 : null} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
