import { Alert, Button, Group, Text } from '@mantine/core';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';

/**
 * Asks before deactivating or reactivating an account or class. Deactivating never deletes:
 * the text says so, since that is what people worry about.
 */
export function ConfirmStatusChange({
  target,
  what,
  onCancel,
  onConfirm,
  busy,
  error,
}: {
  /** The name and the state it will get; null = closed. */
  target: { name: string; activate: boolean } | null;
  /** "student", "teacher", "class". */
  what: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  error: unknown;
}) {
  const activate = target?.activate ?? false;
  const verb = activate ? 'Reactivate' : 'Deactivate';
  return (
    <AccessibleModal
      opened={target !== null}
      onClose={onCancel}
      title={`${verb} ${what} ${target?.name ?? ''}?`}
      centered
    >
      <Text>
        {activate
          ? `${target?.name} becomes active again, with everything as it was.`
          : what === 'class'
            ? 'The class is hidden from teachers and students. Its students, work and results are kept; you can reactivate it at any time.'
            : `${target?.name} can no longer log in. Their work and results are kept; you can reactivate the account at any time.`}
      </Text>
      {error ? (
        <Alert color="red" mt="md" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color={activate ? 'brand' : 'red'} onClick={onConfirm} loading={busy} data-autofocus>
          {verb}
        </Button>
      </Group>
    </AccessibleModal>
  );
}
