import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { DangerConfirm } from '../../../components/DangerConfirm';
import { DANGER } from '../../../lib/text-colours';
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
    <DangerConfirm
      title={started ? 'Students have started it' : `Delete “${title}”?`}
      error={remove.isError && errorMessage(remove.error)}
      confirmLabel={started ? 'Delete anyway' : 'Yes, delete'}
      pending={remove.isPending}
      onConfirm={() => run(!!started)}
      onCancel={cancel}
    >
      {started && (
        <Text size="sm">
          {plural(started.started, 'student')} started and {started.submitted} submitted. Deleting removes their
          attempts from your lists.
        </Text>
      )}
    </DangerConfirm>
  );
}
