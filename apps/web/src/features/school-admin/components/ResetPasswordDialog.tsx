import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword, type PersonKind } from '../api/reset-password';
import { OneTimePassword } from '../../../components/OneTimePassword';

/**
 * Resets a student's or teacher's password: asks first, then shows the new one-time password
 * once. The person's sessions end and they must choose their own password at next login.
 */
export function ResetPasswordDialog({
  kind,
  person,
  onClose,
}: {
  kind: PersonKind;
  person: { id: number; name: string; email: string };
  onClose: () => void;
}) {
  // Mounted only while open (a fresh mutation per person), so the lists render no dialog at all.
  const reset = useResetPassword(kind);

  return (
    <AccessibleModal opened onClose={onClose} title={`Reset ${person.name}'s password`}>
      {reset.data ? (
        <Stack>
          <OneTimePassword name={person.name} email={person.email} password={reset.data.initialPassword} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>
            {person.name} gets a new one-time password, shown here once. Their current password stops working, they are
            signed out everywhere and must choose their own password when they next log in.
          </Text>
          {reset.isError && (
            <Alert color="red" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => reset.mutate(person.id)}>
              Reset password
            </Button>
          </Group>
        </Stack>
      )}
    </AccessibleModal>
  );
}
