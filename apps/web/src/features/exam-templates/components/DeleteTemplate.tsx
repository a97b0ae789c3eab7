import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { DANGER } from '../../../lib/text-colours';
import { useDeleteExamTemplate, type DeleteOutcome } from '../api/delete-exam-template';

/**
 * Delete with one confirm step, which says what happens to a template in use: the server archives
 * it (hidden from new use; the assignments and attempts already made keep their questions).
 */
export function DeleteTemplate({
  id,
  name,
  onDone,
}: {
  id: number;
  name: string;
  onDone: (outcome: DeleteOutcome) => void;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteExamTemplate();

  if (!asking)
    return (
      <Button
        variant="subtle"
        color={DANGER}
        size="compact-sm"
        onClick={() => setAsking(true)}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    );

  const run = () => remove.mutate(id, { onSuccess: onDone });

  return (
    <Stack gap={4} role="group" aria-label={`Delete ${name}?`}>
      <Text size="sm">
        Delete “{name}”? If work has been set from it, it is archived instead: it leaves the lists and cannot be set
        again, and students who sat it keep their questions and answers.
      </Text>
      <Group gap="xs">
        <Button color={DANGER} size="compact-sm" loading={remove.isPending} onClick={run}>
          Yes, delete
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => {
            remove.reset();
            setAsking(false);
          }}
        >
          Cancel
        </Button>
      </Group>
      {remove.isError && (
        <Text size="sm" role="alert">
          {errorMessage(remove.error)}
        </Text>
      )}
    </Stack>
  );
}
