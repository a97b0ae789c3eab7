import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { DANGER } from '../../../lib/text-colours';
import { useSendAssignmentEmails, type AssignmentEmailKind } from '../api/send-assignment-emails';
import { plural } from './format';

const KINDS: { kind: AssignmentEmailKind; label: string; done: string }[] = [
  { kind: 'new', label: 'E-mail: it is set', done: 'that the assignment is set' },
  { kind: 'reminder', label: 'E-mail a reminder', done: 'a reminder' },
  { kind: 'changed', label: 'E-mail: it has changed', done: 'that the assignment has changed' },
];

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/**
 * The e-mail buttons of an assignment; the result (how many were sent) is announced next to them.
 * Reminders go at most once an interval: after a 429 the reminder button says from when the next
 * may go, and stays disabled until then.
 */
export function SendEmails({ id }: { id: number }) {
  const send = useSendAssignmentEmails(id);
  const [sent, setSent] = useState('');
  const [nextReminder, setNextReminder] = useState<Date | null>(null);
  useEffect(() => {
    if (!nextReminder) return;
    const timer = setTimeout(() => setNextReminder(null), Math.max(0, nextReminder.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [nextReminder]);
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="E-mail the students">
        {KINDS.map(({ kind, label, done }) => (
          <Button
            key={kind}
            variant="default"
            size="compact-sm"
            loading={send.isPending && send.variables === kind}
            disabled={send.isPending || (kind === 'reminder' && nextReminder !== null)}
            onClick={() => {
              setSent('');
              send.mutate(kind, {
                onSuccess: (r) =>
                  setSent(`Sent ${done} to ${plural(r.emailed, 'student')} (${plural(r.notified, 'notification')}).`),
                onError: (error) => {
                  const next = isApiError(error) && error.status === 429 ? error.extra.next_allowed_at : undefined;
                  if (typeof next === 'string') setNextReminder(new Date(next));
                },
              });
            }}
          >
            {kind === 'reminder' && nextReminder ? `Next reminder from ${hhmm(nextReminder)}` : label}
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
