import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OneTimePassword } from './OneTimePassword';

/**
 * The body of a reset-password dialog, the same for school admins and the platform admin: what a
 * reset does, Cancel and Reset password; once reset, the one-time password shown once, and Done.
 */
export function PasswordResetSteps({
  person,
  explanation,
  initialPassword,
  error,
  pending,
  onReset,
  onClose,
}: {
  person: { name: string; email: string };
  explanation: ReactNode;
  /** Set once the reset is done. */
  initialPassword: string | undefined;
  /** Why the reset failed, if it did. */
  error: string | null;
  pending: boolean;
  onReset: () => void;
  onClose: () => void;
}) {
  if (initialPassword !== undefined)
    return (
      <Stack>
        <OneTimePassword name={person.name} email={person.email} password={initialPassword} />
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Text>{explanation}</Text>
      {error !== null && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={pending} onClick={onReset}>
          Reset password
        </Button>
      </Group>
    </Stack>
  );
}
