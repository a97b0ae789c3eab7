import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DANGER, WARNING } from '../lib/text-colours';

/**
 * The confirm step of a destructive action (delete, take off): what it will do, what went wrong
 * if it failed, the danger button and Cancel. The caller words each and runs the action.
 */
export function DangerConfirm({
  title,
  children,
  error,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  /** Shown under the explanation when the action failed. */
  error?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Alert color={WARNING} role="alert" title={title}>
      <Stack gap="xs">
        {children}
        {error && <Text size="sm">{error}</Text>}
        <Group gap="xs">
          <Button color={DANGER} size="compact-sm" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="default" size="compact-sm" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
