import { Table, Text } from '@mantine/core';
import type { AssignmentStatistic } from '@markwell/contracts/marking';
import './marking.css';
import { TableScroll } from '../../../components/TableScroll';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** "4–5" for a band of whole-mark totals (both ends included), "6" for a band of one mark. */
function bandLabel(band: { from: number; to: number }) {
  return band.from === band.to ? String(band.from) : `${band.from}–${band.to}`;
}

/**
 * The distribution of totals as bars, with the same figures in a table: the chart is a picture
 * for sighted readers; the table is its text alternative (and what a screen reader reads).
 */
export function TotalsChart({ distribution }: { distribution: AssignmentStatistic['distribution'] }) {
  const most = Math.max(1, ...distribution.map((b) => b.count));
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text fw={600} size="sm">
          How many students scored each band of total marks (the table below gives the same figures)
        </Text>
      </figcaption>
      <div aria-hidden="true">
        <div className="mk-chart">
          {distribution.map((b) => (
            <div key={b.from} className="mk-bar" style={{ height: `${(b.count / most) * 100}%` }}>
              <span>{b.count}</span>
            </div>
          ))}
        </div>
        <div className="mk-chart-labels">
          {distribution.map((b) => (
            <span key={b.from}>{bandLabel(b)}</span>
          ))}
        </div>
      </div>
      <TableScroll label="Totals by band">
        <Table striped className="mk-table">
          <Table.Caption>Totals by band</Table.Caption>
          <ColumnHeads labels={['Total marks', 'Students']} />
          <Table.Tbody>
            {distribution.map((b) => (
              <Table.Tr key={b.from}>
                <Table.Th scope="row">{bandLabel(b)}</Table.Th>
                <Table.Td>{b.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </figure>
  );
}
