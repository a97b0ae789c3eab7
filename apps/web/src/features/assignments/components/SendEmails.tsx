import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { DANGER } from './colors';
import { useSendAssignmentEmails, type AssignmentEmailKind } from '../api/send-assignment-emails';
import { plural } from './format';

const KINDS: { kind: AssignmentEmailKind; label: string; done: string }[] = [
  { kind: 'new', label: 'E-mail: it is set', done: 'that the assignment is set' },
  { kind: 'reminder', label: 'E-mail a reminder', done: 'a reminder' },
  { kind: 'changed', label: 'E-mail: it has changed', done: 'that the assignment has changed' },
];

/** The e-mail buttons of an assignment; the result (how many were sent) is announced next to them. */
export function SendEmails({ id }: { id: number }) {
  const send = useSendAssignmentEmails(id);
  const [sent, setSent] = useState('');
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="E-mail the students">
        {KINDS.map(({ kind, label, done }) => (
          <Button
            key={kind}
            variant="default"
            size="compact-sm"
            loading={send.isPending && send.variables === kind}
            disabled={send.isPending}
            onClick={() => {
              setSent('');
              send.mutate(kind, {
                onSuccess: (r) =>
                  setSent(`Sent ${done} to ${plural(r.emailed, 'student')} (${plural(r.notified, 'notification')}).`),
              });
            }}
          >
            {label}
          </Button>
        ))}
      </Group>
      <div aria-live="polite">
        {sent && <Text size="sm">{sent}</Text>}
        {send.isError && (
          <Text size="sm" c={DANGER}>
            The e-mails were not sent: {errorMessage(send.error)}
          </Text>
        )}
      </div>
    </Stack>
  );
}
