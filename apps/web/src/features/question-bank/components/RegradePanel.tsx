import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useApplyRegrade, useRegradePreview } from '../api/regrade';
import { DANGER, SUCCESS, WARNING } from './colors';
import { excerpt } from './excerpt';
import './question-bank.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The dry run after a mark scheme changed (e.g. a machine phrase accepted): every answer to the
 * question whose mark would change, released or not; marks teachers set by hand are left alone.
 * Nothing changes until "Apply"; a dry run gone stale (marks changed since) is refused and redone.
 */
export function RegradePanel({
  questionId,
  questionText,
  onClose,
}: {
  questionId: number;
  questionText: string;
  onClose: () => void;
}) {
  const preview = useRegradePreview(questionId);
  const apply = useApplyRegrade(questionId);
  const headingId = `regrade-${questionId}`;
  const stale = isApiError(apply.error) && apply.error.status === 409;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            Regrade dry run: {excerpt(questionText, 60)}
          </Title>
          <Button variant="default" size="compact-sm" onClick={onClose}>
            Close
          </Button>
        </Group>
        {preview.isPending ? (
          <Text size="sm">Marking every answer again with the mark scheme as it is now…</Text>
        ) : preview.isError ? (
          <Alert color={DANGER} role="alert">
            The dry run could not be made: {errorMessage(preview.error)}
          </Alert>
        ) : apply.data ? (
          <Text role="status" c={SUCCESS} fw={600}>
            Regrade applied: {plural(apply.data.changed, 'mark')} changed; {plural(apply.data.students_told, 'student')}{' '}
            told of a changed released mark.
          </Text>
        ) : (
          <>
            <Text size="sm">
              Of {plural(preview.data.answers, 'answer')} marked by the engine,{' '}
              {preview.data.changes.length === 0
                ? 'none would change.'
                : `${plural(preview.data.changes.length, 'mark')} would change.`}{' '}
              {preview.data.skipped_teacher > 0 &&
                `${plural(preview.data.skipped_teacher, 'answer')} marked by teachers by hand stay as they are.`}
            </Text>
            {preview.data.changes.length > 0 && (
              <Table striped className="qb-table">
                <Table.Caption>Answers whose mark would change</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Answer</Table.Th>
                    <Table.Th scope="col">Mark now</Table.Th>
                    <Table.Th scope="col">After</Table.Th>
                    <Table.Th scope="col">Seen by the student</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.data.changes.map((c) => (
                    <Table.Tr key={c.answer_id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {c.answer ? `“${excerpt(c.answer, 160)}”` : '—'}
                      </Table.Td>
                      <Table.Td>{c.marks_before}</Table.Td>
                      <Table.Td>{c.marks_after}</Table.Td>
                      <Table.Td>{c.released ? 'Yes: they will be told' : 'No (not released)'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {stale && (
              <Alert color={WARNING} role="alert">
                Marks changed since this dry run, so nothing was applied. Look at the new dry run and apply again.
              </Alert>
            )}
            {apply.error && !stale && (
              <Alert color={DANGER} role="alert">
                {errorMessage(apply.error)}
              </Alert>
            )}
            {preview.data.changes.length > 0 && (
              <Group>
                <Button
                  color={WARNING}
                  loading={apply.isPending}
                  // A refused (stale) dry run is redone by the refresh that follows every apply.
                  onClick={() => apply.mutate(preview.data.fingerprint)}
                >
                  Apply the regrade ({plural(preview.data.changes.length, 'mark')})
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
