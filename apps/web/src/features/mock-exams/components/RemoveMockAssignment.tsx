import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { MOCK_DELETE_FAILED_MESSAGE } from '@markwell/contracts/mocks';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useRemoveMockAssignment } from '../api/remove-mock-assignment';
import { plural } from './format';
import { DangerConfirm } from '../../../components/DangerConfirm';
import { DANGER } from '../../../lib/text-colours';

/**
 * Takes the school's assignment off its mock, asking first; once students have started, a second
 * explicit confirmation (their attempts are kept). A failure says SPEC's "Something went wrong…".
 */
export function RemoveMockAssignment({ assignmentId, title }: { assignmentId: number; title: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveMockAssignment();
  const cancel = () => {
    remove.reset();
    setAsking(false);
  };
  if (!asking)
    return (
      <Button variant="subtle" color={DANGER} size="compact-sm" onClick={() => setAsking(true)}>
        Take off
      </Button>
    );
  const started = remove.data?.kind === 'started' ? remove.data : null;
  return (
    <DangerConfirm
      title={started ? 'Students have started it' : `Take “${title}” off the mock?`}
      error={
        remove.isError &&
        (isApiError(remove.error) && remove.error.status === 403
          ? errorMessage(remove.error)
          : MOCK_DELETE_FAILED_MESSAGE)
      }
      confirmLabel={started ? 'Take it off anyway' : 'Yes, take it off'}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: assignmentId, confirm: !!started })}
      onCancel={cancel}
    >
      <Text size="sm">
        {started
          ? `${plural(started.started, 'student')} started and ${started.submitted} submitted. Their attempts are kept, but the assignment leaves your lists and the mock.`
          : 'The assignment is deleted and leaves the mock’s results.'}
      </Text>
    </DangerConfirm>
  );
}
