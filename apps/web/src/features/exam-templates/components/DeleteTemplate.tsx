import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatDate } from '@markwell/domain/time/index';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { DANGER, WARNING } from './colors';
import { useDeleteExamTemplate, type DeleteOutcome } from '../api/delete-exam-template';
import { plural } from './format';

/**
 * Delete with a confirm step. A template that assignments use is not deleted: the server lists
 * them, this shows the list, and "Archive" (confirm) hides the template from new use while the
 * assignments and attempts already made keep their questions.
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
  const outcome = remove.data;

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

  const run = (confirm: boolean) =>
    remove.mutate(
      { id, confirm },
      {
        onSuccess: (result) => {
          if (result.kind !== 'in-use') onDone(result);
        },
      },
    );

  if (outcome?.kind === 'in-use') {
    const { assignments, assignment_count: count } = outcome.inUse;
    return (
      <Alert color={WARNING} title={`“${name}” is in use`} role="alert">
        <Stack gap="xs">
          <Text size="sm">
            {plural(count, 'assignment')} of your school {count === 1 ? 'uses' : 'use'} this template, so it cannot be
            deleted. Archive it instead: it leaves the lists and cannot be set again; students who sat it keep their
            questions and answers.
          </Text>
          <List size="sm">
            {assignments.map((a) => (
              <List.Item key={a.id}>
                {a.title} (due {formatDate(a.due_at)})
              </List.Item>
            ))}
          </List>
          {remove.isError && <Text size="sm">{errorMessage(remove.error)}</Text>}
          <Group gap="xs">
            <Button color={DANGER} size="compact-sm" loading={remove.isPending} onClick={() => run(true)}>
              Archive “{name}”
            </Button>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                remove.reset();
                setAsking(false);
              }}
            >
              Keep it
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Group gap="xs" role="group" aria-label={`Delete ${name}?`}>
      <Text size="sm">Delete “{name}”?</Text>
      <Button color={DANGER} size="compact-sm" loading={remove.isPending} onClick={() => run(false)}>
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
      {remove.isError && (
        <Text size="sm" role="alert">
          {errorMessage(remove.error)}
        </Text>
      )}
    </Group>
  );
}
