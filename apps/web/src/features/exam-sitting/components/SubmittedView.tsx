import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { AttemptInfo } from '@markwell/contracts/attempts';
import { formatDate } from '@markwell/domain/time/index';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';
import { attemptQueryKey } from '../api/query-keys';
import { Outbox, outboxKey } from '../lib/outbox';

/** How often a screen of an attempt being marked looks again for its marks. */
const BEING_MARKED_POLL_MS = 3_000;

/** A submitted (or marked) attempt: when and how it was submitted. Answers are frozen. */
export function SubmittedView({ attempt, userId }: { attempt: AttemptInfo; userId: number }) {
  // Answers still on this device after the attempt closed can no longer be saved: say so once, then forget them.
  const key = outboxKey(userId, attempt.assignment_id);
  // Read once for this attempt (the count stays on screen after the outbox is cleared below).
  const [lost] = useState(() => new Outbox(window.localStorage, key).size);
  useEffect(() => {
    new Outbox(window.localStorage, key).clear();
  }, [key]);
  // Marking runs just after the submit: look again until its marks are stored.
  const client = useQueryClient();
  useEffect(() => {
    if (!attempt.being_marked) return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: attemptQueryKey(attempt.assignment_id) }),
      BEING_MARKED_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [attempt.being_marked, attempt.assignment_id, client]);

  const when = attempt.submitted_at ? formatDate(attempt.submitted_at, 'DD.MM.YYYY HH:mm') : null;
  return (
    <Stack gap="md">
      <Title order={1}>{attempt.title}</Title>
      <Alert color="green" title="Your exam was submitted">
        <Text>
          {attempt.submitted_by === 'timeout'
            ? `Time ran out${when ? ` at ${when}` : ''}: your exam was submitted automatically with the answers saved.`
            : `You submitted it${when ? ` on ${when}` : ''}.`}{' '}
          {attempt.status === 'marked' ? 'It has been marked.' : 'Your teacher will mark it.'}
        </Text>
      </Alert>
      <Text role="status">{attempt.being_marked ? 'Being marked: your answers are being marked now.' : ''}</Text>
      {lost > 0 && (
        <Alert color="orange" title="Some answers arrived too late">
          {lost === 1 ? '1 answer' : `${lost} answers`} typed on this device could not be saved before the exam closed.
        </Alert>
      )}
      {attempt.status === 'marked' && (
        <Anchor component={Link} to={routes.student.review(attempt.assignment_id)}>
          See your marks and feedback
        </Anchor>
      )}
      <Anchor component={Link} to={routes.student.assignments}>
        Back to your assignments
      </Anchor>
    </Stack>
  );
}
