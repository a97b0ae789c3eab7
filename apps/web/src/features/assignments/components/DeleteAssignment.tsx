import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { DANGER, WARNING } from './colors';
import { useDeleteAssignment } from '../api/delete-assignment';
import { plural } from './format';

/** Delete with a confirm step; once students have started, a second, explicit confirmation. */
export function DeleteAssignment({ id, title }: { id: number; title: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAssignment();
  const navigate = useNavigate();
  const run = (confirm: boolean) =>
    remove.mutate(
      { id, confirm },
      { onSuccess: (outcome) => void (outcome.kind === 'deleted' && navigate(routes.teacher.assignments)) },
    );
  const cancel = () => {
    remove.reset();
    setAsking(false);
  };

  if (!asking)
    return (
      <Button variant="subtle" color={DANGER} onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  const started = remove.data?.kind === 'started' ? remove.data : null;
  return (
    <Alert color={WARNING} role="alert" title={started ? 'Students have started it' : `Delete “${title}”?`}>
      <Stack gap="xs">
        {started && (
          <Text size="sm">
            {plural(started.started, 'student')} started and {started.submitted} submitted. Deleting removes their
            attempts from your lists.
          </Text>
        )}
        {remove.isError && <Text size="sm">{errorMessage(remove.error)}</Text>}
        <Group gap="xs">
          <Button color={DANGER} size="compact-sm" loading={remove.isPending} onClick={() => run(!!started)}>
            {started ? 'Delete anyway' : 'Yes, delete'}
          </Button>
          <Button variant="default" size="compact-sm" onClick={cancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
