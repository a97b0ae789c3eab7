import { Table } from '@mantine/core';
import type { Assignment } from '../api/get-assignment';
import { dateTime, dueLabel } from './format';

/** The rows every set work's summary table has: who it is set to, when it opens and is due. */
export function SetToRows({ assignment: a, now }: { assignment: Assignment; now: Date }) {
  return (
    <>
      <Table.Tr>
        <Table.Th>Set to</Table.Th>
        <Table.Td>
          {a.targets.map((t) => (t.kind === 'subgroup' ? `subgroup ${t.label}` : t.label)).join(', ')}
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Opens</Table.Th>
        <Table.Td>{dateTime(a.opens_at)}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Due</Table.Th>
        <Table.Td>{dueLabel(a.due_at, now)}</Table.Td>
      </Table.Tr>
    </>
  );
}
