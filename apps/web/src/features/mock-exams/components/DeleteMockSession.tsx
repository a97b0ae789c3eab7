import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MOCK_DELETE_FAILED_MESSAGE } from '@markwell/contracts/mocks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../../lib/paths';
import { useDeleteMockSession } from '../api/delete-mock-session';
import { DANGER, plural, WARNING } from './format';

/**
 * Delete with a confirm step; once schools have set the session, the server says what they did
 * (a 400 read as a result) and a second, explicit confirmation archives it.
 */
export function DeleteMockSession({ id, name }: { id: number; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteMockSession();
  const navigate = useNavigate();
  const run = (confirm: boolean) =>
    remove.mutate({ id, confirm }, { onSuccess: (o) => void (o.kind === 'deleted' && navigate(routes.staff.mocks)) });
  const cancel = () => {
    remove.reset();
    setAsking(false);
  };
  if (!asking)
    return (
      <Group>
        <Button variant="subtle" color={DANGER} onClick={() => setAsking(true)}>
          Delete this session
        </Button>
      </Group>
    );
  const inUse = remove.data?.kind === 'in_use' ? remove.data.usage : null;
  return (
    <Alert color={WARNING} role="alert" title={inUse ? 'Schools have set this session' : `Delete “${name}”?`}>
      <Stack gap="xs">
        {inUse && (
          <Text size="sm">
            {plural(inUse.school_count, 'school')} set it ({plural(inUse.assignment_count, 'assignment')},{' '}
            {inUse.submitted_count} submitted). It will be archived: their assignments, answers and marks stay, and the
            results and downloads still read them.
          </Text>
        )}
        {remove.isError && <Text size="sm">{MOCK_DELETE_FAILED_MESSAGE}</Text>}
        <Group gap="xs">
          <Button color={DANGER} size="compact-sm" loading={remove.isPending} onClick={() => run(!!inUse)}>
            {inUse ? 'Archive it' : 'Yes, delete'}
          </Button>
          <Button variant="default" size="compact-sm" onClick={cancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
