import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MOCK_DELETE_FAILED_MESSAGE } from '@markwell/contracts/mocks';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useRemoveMockAssignment } from '../api/remove-mock-assignment';
import { DANGER, plural, WARNING } from './format';

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
    <Alert color={WARNING} role="alert" title={started ? 'Students have started it' : `Take “${title}” off the mock?`}>
      <Stack gap="xs">
        <Text size="sm">
          {started
            ? `${plural(started.started, 'student')} started and ${started.submitted} submitted. Their attempts are kept, but the assignment leaves your lists and the mock.`
            : 'The assignment is deleted and leaves the mock’s results.'}
        </Text>
        {remove.isError && (
          <Text size="sm">
            {isApiError(remove.error) && remove.error.status === 403
              ? errorMessage(remove.error)
              : MOCK_DELETE_FAILED_MESSAGE}
          </Text>
        )}
        <Group gap="xs">
          <Button
            color={DANGER}
            size="compact-sm"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: assignmentId, confirm: !!started })}
          >
            {started ? 'Take it off anyway' : 'Yes, take it off'}
          </Button>
          <Button variant="default" size="compact-sm" onClick={cancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
