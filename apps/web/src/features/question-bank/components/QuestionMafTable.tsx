import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { QuestionMaf } from '../api/get-question-mafs';
import { excerpt } from './excerpt';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** The free-text questions of a list page; `linkTo` says where a question opens (editor or read-only view). */
export function QuestionMafTable({ items, linkTo }: { items: QuestionMaf[]; linkTo: (id: number) => string }) {
  if (!items.length) return null;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption>Free-text questions</Table.Caption>
        <ColumnHeads labels={['Question', 'Marks', 'Marking type', 'Marking points']} />
        <Table.Tbody>
          {items.map((q) => (
            <Table.Tr key={q.id}>
              <Table.Td>
                <Anchor component={Link} to={linkTo(q.id)}>
                  {excerpt(q.text)}
                </Anchor>
              </Table.Td>
              <Table.Td>{q.max_marks}</Table.Td>
              <Table.Td>{q.marking_type === 'levelled' ? 'Levelled' : 'Points'}</Table.Td>
              <Table.Td>{q.points_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
