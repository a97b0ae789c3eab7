import type { ImportBatch, ImportKind } from '@markwell/contracts/imports';
import { Alert, Anchor, Box, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';
import { ColumnHeads } from '../../../components/ColumnHeads';

const STATUS_TEXT: Record<ImportBatch['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Importing…',
  done: 'Import finished.',
  failed: 'The import stopped.',
};

const FORMAT_TEXT: Record<ImportBatch['format'], string> = {
  csv: 'CSV',
  xlsx: 'Excel workbook',
  moodle: 'Moodle XML',
  gift: 'GIFT',
};

/** Where a row error is, in the words of the file's format. */
export function lineLabel(format: ImportBatch['format'], line: number): string {
  if (line === 0) return 'Whole file';
  if (format === 'xlsx') return `Row ${line}`;
  if (format === 'moodle') return `Question ${line}`;
  return `Line ${line}`;
}

/** Where the questions of each kind are listed once imported. */
const LIST_LINK: Record<ImportKind, { to: string; text: string }> = {
  maf: { to: routes.staff.questions, text: 'See the free-text questions' },
  quiz: { to: routes.staff.quizQuestions, text: 'See the multiple-choice questions' },
};

/** Progress of an import: an accessible progress bar, then the summary and every row error. */
export function ImportProgress({ batch }: { batch: ImportBatch }) {
  const percent = batch.total > 0 ? Math.round((batch.processed / batch.total) * 100) : 0;
  const finished = batch.status === 'done' || batch.status === 'failed';
  return (
    <Stack gap="md" aria-labelledby="import-progress-heading" component="section">
      <Title order={2} id="import-progress-heading">
        Progress of {batch.file_name || 'the file'} ({FORMAT_TEXT[batch.format]})
      </Title>
      <Box>
        <div
          role="progressbar"
          aria-label="Rows imported"
          aria-valuemin={0}
          aria-valuemax={batch.total}
          aria-valuenow={batch.processed}
          aria-valuetext={`${batch.processed} of ${batch.total} rows`}
          className="mw-import-progress"
          style={{ background: '#e5e7eb', borderRadius: 8, height: 16, overflow: 'hidden' }}
        >
          <div
            style={{
              width: `${percent}%`,
              height: '100%',
              background: batch.status === 'failed' ? '#b91c1c' : '#1d4ed8',
              transition: 'width 300ms ease',
            }}
          />
        </div>
        <Text mt="xs" aria-live="polite">
          {STATUS_TEXT[batch.status]} {batch.processed} of {batch.total} rows processed ({percent}%).
        </Text>
      </Box>

      {finished && (
        <Alert color={batch.status === 'failed' || batch.failed > 0 ? 'red' : 'green'} title="Summary" role="status">
          <Text component="span" data-testid="import-summary">
            {batch.created} {batch.created === 1 ? 'question' : 'questions'} created, {batch.skipped} skipped (already
            in the bank), {batch.failed} {batch.failed === 1 ? 'row' : 'rows'} with errors.
          </Text>
          {batch.created + batch.skipped > 0 && (
            <Anchor component={Link} to={LIST_LINK[batch.kind].to} display="block" mt="xs">
              {LIST_LINK[batch.kind].text}
            </Anchor>
          )}
        </Alert>
      )}

      {batch.errors.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Caption>
              {batch.errors.length} {batch.errors.length === 1 ? 'problem' : 'problems'}: nothing of these rows was
              imported. Fix them and upload the file again; questions already imported are skipped.
            </Table.Caption>
            <ColumnHeads labels={['Where', 'Problem']} />
            <Table.Tbody>
              {batch.errors.map((e, i) => (
                <Table.Tr key={`${e.line}-${i}`}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {lineLabel(batch.format, e.line)}
                  </Table.Th>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
