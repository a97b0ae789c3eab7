import { Button, Group, Text } from '@mantine/core';
import { AccessibleModal } from '../../../components/AccessibleModal';

/** Second step of a delete: says what goes, and waits for a clear "Delete". */
export function ConfirmDelete({
  opened,
  what,
  onCancel,
  onConfirm,
  busy,
}: {
  opened: boolean;
  what: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <AccessibleModal opened={opened} onClose={onCancel} title={`Delete ${what}?`} centered>
      <Text>This cannot be undone. Its image and files are deleted too.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="#b91c1c" onClick={onConfirm} loading={busy} data-autofocus>
          Delete
        </Button>
      </Group>
    </AccessibleModal>
  );
}
