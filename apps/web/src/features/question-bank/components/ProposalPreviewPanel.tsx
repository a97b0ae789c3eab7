import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { MachineQueueItem } from '../api/get-machine-queue';
import { useProposalRegrade } from '../api/regrade';
import { DANGER, SUCCESS } from '../../../lib/text-colours';
import { excerpt } from './excerpt';
import { describeRegrade, describeReleased } from './regrade-summary';
import { KeptMarksTable, RegradeChangesTable } from './RegradeTables';

/**
 * Before a machine phrase is accepted: the dry run of its question as if it were accepted (with
 * `phrase`, the stored text or an edit of it), so staff see whose marks would change, released or
 * not, and which hand-set marks stay. Nothing is stored until "Accept"; the regrade itself is
 * offered after that.
 */
export function ProposalPreviewPanel({
  item,
  phrase,
  accepting,
  error,
  onAccept,
  onCancel,
}: {
  item: MachineQueueItem;
  phrase: string;
  accepting: boolean;
  /** Why accepting failed, if it did. */
  error: string | null;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const preview = useProposalRegrade(item.id, phrase);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `proposal-preview-${item.id}`;

  // Opening it moves focus here, so keyboard and screen-reader users land on what changed.
  useEffect(() => {
    headingRef.current?.focus();
  }, [item.id, phrase]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
          Before accepting “{phrase}”
        </Title>
        <Text size="sm">
          For “{item.point.text}” of the question “{excerpt(item.question.text, 80)}”. Marks change only if you accept
          it and then apply the regrade.
        </Text>
        {preview.isPending ? (
          <Text size="sm">Marking every answer to the question again as if the phrase were accepted…</Text>
        ) : preview.isError ? (
          <Alert color={DANGER} role="alert">
            The dry run could not be made: {errorMessage(preview.error)}
          </Alert>
        ) : (
          <>
            <Text fw={600} role="status">
              {describeRegrade(preview.data, 'Accepting')} {describeReleased(preview.data)}
            </Text>
            <RegradeChangesTable changes={preview.data.changes} caption="Answers whose mark accepting would change" />
            <KeptMarksTable kept={preview.data.kept} />
          </>
        )}
        {error && (
          <Alert color={DANGER} role="alert">
            {error}
          </Alert>
        )}
        <Group gap="xs">
          <Button color={SUCCESS} loading={accepting} disabled={preview.isPending} onClick={onAccept}>
            Accept this phrase
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
