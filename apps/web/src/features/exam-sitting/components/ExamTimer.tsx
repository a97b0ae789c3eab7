import { Text } from '@mantine/core';
import { formatDate } from '@markwell/domain/time/index';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatTimeLeft } from '../lib/exam-clock';

/**
 * The time left, visible, and a polite live region that speaks only at 10, 5 and 1 minutes left
 * (the visible counter is not live: it changes every second). Untimed work (`dueAt` given) shows
 * only its due time: a countdown of days reads as a time limit it does not have.
 */
export function ExamTimer({
  secondsLeft,
  announcement,
  dueAt,
}: {
  secondsLeft: number;
  announcement: string;
  dueAt?: string | undefined;
}) {
  const low = secondsLeft <= 300;
  return (
    <div>
      {dueAt ? (
        <Text size="sm" fw={700} c={low ? 'red.9' : undefined}>
          Due {formatDate(dueAt, 'DD.MM.YYYY HH:mm')}
        </Text>
      ) : (
        <Text size="sm" fw={700} c={low ? 'red.9' : undefined}>
          Time left: <span>{formatTimeLeft(secondsLeft)}</span>
        </Text>
      )}
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {announcement}
        </span>
      </VisuallyHidden>
    </div>
  );
}
