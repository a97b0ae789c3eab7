import { Table, Text } from '@mantine/core';
import type { MockResults } from '@markwell/contracts/mocks';
import { ColumnHeads } from './ColumnHeads';

const percent = (p: number | null) => (p === null ? 'no results yet' : `${p}%`);
const students = (n: number) => `${n} student${n === 1 ? '' : 's'}`;

/**
 * A school's results of a mock beside every school's together: the school's own figures and its
 * classes', and the anonymous all-schools mean (the API never sends another school's figures, and
 * withholds the all-schools one, saying why, while too few other schools stand behind it).
 */
export function MockComparison({ results, caption }: { results: MockResults; caption: string }) {
  const own = results.schools[0];
  return (
    <Table withTableBorder striped captionSide="top" aria-label={caption}>
      <Table.Caption>
        <Text span fw={700}>
          {caption}
        </Text>{' '}
        (mean mark as a percentage of {results.max_marks}; submitted attempts for credit with released marks)
      </Table.Caption>
      <ColumnHeads labels={['Who', 'Students', 'Mean']} />
      <Table.Tbody>
        {results.assignments.map((a) => (
          <Table.Tr key={a.assignment_id}>
            <Table.Th scope="row" fw={400}>
              {a.classes.length ? a.classes.join(', ') : a.title}
            </Table.Th>
            <Table.Td>{students(a.students)}</Table.Td>
            <Table.Td>{percent(a.mean_percent)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Your school{own ? ` (${own.school_name})` : ''}</Table.Th>
          <Table.Td>{students(own?.students ?? 0)}</Table.Td>
          <Table.Td>{percent(own?.mean_percent ?? null)}</Table.Td>
        </Table.Tr>
        {results.all_schools ? (
          <Table.Tr>
            <Table.Th scope="row">All schools ({results.all_schools.schools} with results)</Table.Th>
            <Table.Td>{students(results.all_schools.students)}</Table.Td>
            <Table.Td>{percent(results.all_schools.mean_percent)}</Table.Td>
          </Table.Tr>
        ) : (
          <Table.Tr>
            <Table.Th scope="row">All schools</Table.Th>
            <Table.Td colSpan={2}>Not shown yet. {results.all_schools_withheld}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
