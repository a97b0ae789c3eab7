import { Text } from '@mantine/core';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatTimeLeft } from '../lib/exam-clock';

/**
 * The time left, visible, and a polite live region that speaks only at 10, 5 and 1 minutes left
 * (the visible counter is not live: it changes every second).
 */
export function ExamTimer({ secondsLeft, announcement }: { secondsLeft: number; announcement: string }) {
  const low = secondsLeft <= 300;
  return (
    <div>
      <Text size="sm" fw={700} c={low ? 'red.9' : undefined}>
        Time left: <span>{formatTimeLeft(secondsLeft)}</span>
      </Text>
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {announcement}
        </span>
      </VisuallyHidden>
    </div>
  );
}
