import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useApplyRegrade, useRegradePreview } from '../api/regrade';
import { DANGER, SUCCESS, WARNING } from '../../../lib/text-colours';
import { excerpt } from './excerpt';
import { describeRegrade, describeReleased } from './regrade-summary';
import { KeptMarksTable, RegradeChangesTable } from './RegradeTables';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The dry run after a mark scheme changed (a machine phrase accepted, the question saved): every
 * answer to the question whose mark would change, released or not; marks teachers set by hand are
 * left alone and listed. Nothing changes until "Apply"; a dry run gone stale (marks changed since)
 * is refused and redone.
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
              Of {plural(preview.data.answers, 'answer')} to this question,{' '}
              {preview.data.changes.length === 0
                ? 'none would change.'
                : `${plural(preview.data.changes.length, 'mark')} would change.`}{' '}
              {preview.data.skipped_teacher > 0 &&
                `${plural(preview.data.skipped_teacher, 'answer')} marked by teachers by hand stay as they are.`}
            </Text>
            <Text size="sm" fw={600}>
              {describeRegrade(preview.data, 'Applying')} {describeReleased(preview.data)}
            </Text>
            <RegradeChangesTable changes={preview.data.changes} caption="Answers whose mark would change" />
            <KeptMarksTable kept={preview.data.kept} />
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
