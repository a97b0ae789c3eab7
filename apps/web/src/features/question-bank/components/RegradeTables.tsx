import { Table } from '@mantine/core';
import type { RegradePreview } from '../api/regrade';
import { excerpt } from './excerpt';
import './question-bank.css';
import { ColumnHeads } from '../../../components/ColumnHeads';

const answerCell = (answer: string | null) => (answer ? `“${excerpt(answer, 160)}”` : '—');

/** The answers a dry run would re-mark, with their mark now and after. */
export function RegradeChangesTable({ changes, caption }: { changes: RegradePreview['changes']; caption: string }) {
  if (!changes.length) return null;
  return (
    <Table striped className="qb-table">
      <Table.Caption>{caption}</Table.Caption>
      <ColumnHeads labels={['Answer', 'Mark now', 'After', 'Seen by the student']} />
      <Table.Tbody>
        {changes.map((c) => (
          <Table.Tr key={c.answer_id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{answerCell(c.answer)}</Table.Td>
            <Table.Td>{c.marks_before}</Table.Td>
            <Table.Td>{c.marks_after}</Table.Td>
            <Table.Td>{c.released ? 'Yes: they will be told' : 'No (not released)'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Marks teachers set by hand that the re-marking would have changed: they stay as they are. */
export function KeptMarksTable({ kept }: { kept: RegradePreview['kept'] }) {
  if (!kept.length) return null;
  return (
    <Table striped className="qb-table">
      <Table.Caption>Marks set by hand, kept as the teacher set them</Table.Caption>
      <ColumnHeads labels={['Answer', 'Teacher’s mark (kept)', 'Engine now', 'Engine after']} />
      <Table.Tbody>
        {kept.map((k) => (
          <Table.Tr key={k.answer_id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{answerCell(k.answer)}</Table.Td>
            <Table.Td>{k.marks}</Table.Td>
            <Table.Td>{k.engine_before}</Table.Td>
            <Table.Td>{k.engine_after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
