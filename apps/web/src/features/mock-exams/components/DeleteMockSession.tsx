import { Button, Group, Text } from '@mantine/core';
import { MOCK_DELETE_FAILED_MESSAGE } from '@markwell/contracts/mocks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../../lib/paths';
import { useDeleteMockSession } from '../api/delete-mock-session';
import { plural } from './format';
import { DangerConfirm } from '../../../components/DangerConfirm';
import { DANGER } from '../../../lib/text-colours';

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
    <DangerConfirm
      title={inUse ? 'Schools have set this session' : `Delete “${name}”?`}
      error={remove.isError && MOCK_DELETE_FAILED_MESSAGE}
      confirmLabel={inUse ? 'Archive it' : 'Yes, delete'}
      pending={remove.isPending}
      onConfirm={() => run(!!inUse)}
      onCancel={cancel}
    >
      {inUse && (
        <Text size="sm">
          {plural(inUse.school_count, 'school')} set it ({plural(inUse.assignment_count, 'assignment')},{' '}
          {inUse.submitted_count} submitted). It will be archived: their assignments, answers and marks stay, and the
          results and downloads still read them.
        </Text>
      )}
    </DangerConfirm>
  );
}
