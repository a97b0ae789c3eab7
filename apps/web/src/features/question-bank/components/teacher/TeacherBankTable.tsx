import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BANK_TYPE_LABEL } from '../../api/get-question-mafs';
import type { TeacherBankRow } from '../../api/get-teacher-bank';
import { excerpt } from '../excerpt';
import { Choices } from '../QuizChoices';
import { ColumnHeads } from '../../../../components/ColumnHeads';

const pointsText = (n: number) => `${n} marking point${n === 1 ? '' : 's'}`;

/**
 * The teacher's bank: every kind of question, each labelled by its type. Free-text and numeric
 * questions open read-only with their mark scheme; a multiple-choice one shows its choices here.
 */
export function TeacherBankTable({ items, linkTo }: { items: TeacherBankRow[]; linkTo: (id: number) => string }) {
  if (!items.length) return null;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>Questions</Table.Caption>
        <ColumnHeads labels={['Question', 'Type', 'Marks', 'Mark scheme']} />
        <Table.Tbody>
          {items.map((q) => (
            <Table.Tr key={`${q.kind}-${q.id}`}>
              <Table.Td maw={420}>
                {q.kind === 'maf' ? (
                  <Anchor component={Link} to={linkTo(q.id)}>
                    {excerpt(q.text)}
                  </Anchor>
                ) : (
                  <Text size="sm">{excerpt(q.text, 240)}</Text>
                )}
              </Table.Td>
              <Table.Td>{BANK_TYPE_LABEL[q.type]}</Table.Td>
              <Table.Td>{q.max_marks}</Table.Td>
              <Table.Td>
                {q.options ? (
                  <Choices options={q.options} />
                ) : q.marking?.levelled ? (
                  'Levelled'
                ) : (
                  pointsText(q.marking?.points ?? 0)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
