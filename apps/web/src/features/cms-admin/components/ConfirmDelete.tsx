import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AccessibleModal } from '../../../components/AccessibleModal';

/** Second step of a delete: says what goes, and waits for a clear "Delete". */
export function ConfirmDelete({
  opened,
  what,
  onCancel,
  onConfirm,
  busy,
  title,
  message = 'This cannot be undone. Its image and files are deleted too.',
  confirmLabel = 'Delete',
}: {
  opened: boolean;
  what: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  /** Replaces "Delete {what}?". */
  title?: string;
  message?: string;
  confirmLabel?: string;
}) {
  return (
    <AccessibleModal opened={opened} onClose={onCancel} title={title ?? `Delete ${what}?`} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="#b91c1c" onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </AccessibleModal>
  );
}

/**
 * An editor's "Delete …" button with its confirmation: on success goes to `after` (the list),
 * replacing the editor in the history.
 */
export function DeleteWithConfirm({
  label,
  what,
  id,
  remove,
  after,
}: {
  label: string;
  what: string;
  id: number;
  remove: {
    mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
    isPending: boolean;
  };
  after: string;
}) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Button color="#b91c1c" variant="outline" onClick={() => setConfirm(true)}>
        {label}
      </Button>
      <ConfirmDelete
        opened={confirm}
        what={what}
        busy={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => void navigate(after, { replace: true }),
            onSettled: () => setConfirm(false),
          })
        }
      />
    </>
  );
}
