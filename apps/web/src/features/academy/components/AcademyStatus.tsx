import type { AcademyStatusName } from '@markwell/contracts/academy';
import { Button, Group, Progress, Text } from '@mantine/core';
import { ToneBadge, type BadgeTone } from '../../../components/StatusBadge';
import { useChangeAcademyStatus, type AcademyStatusAction } from '../api/change-academy-status';

const LABELS: Record<AcademyStatusName, { label: string; tone: BadgeTone }> = {
  none: { label: 'Not enrolled', tone: 'neutral' },
  active: { label: 'In progress', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  inactive: { label: 'Deactivated', tone: 'warning' },
};

/** Where the teacher stands on a course, as a badge. */
export function AcademyStatusBadge({ status }: { status: AcademyStatusName }) {
  const { label, tone } = LABELS[status];
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}

/** The progress of the current attempt: a bar with its figure in words beside it. */
export function AcademyProgress({
  title,
  done,
  total,
  percent,
}: {
  title: string;
  done: number;
  total: number;
  percent: number;
}) {
  return (
    <Group gap="sm">
      <Progress value={percent} w={120} aria-label={`Progress in ${title}`} />
      <Text size="sm">
        {done} of {total} lessons ({percent}%)
      </Text>
    </Group>
  );
}

/** Which changes each status offers (the server refuses any other with 409). */
const ACTIONS: Record<AcademyStatusName, { action: AcademyStatusAction; label: string }[]> = {
  none: [{ action: 'enroll', label: 'Enrol' }],
  active: [
    { action: 'deactivate', label: 'Deactivate' },
    { action: 'takeAgain', label: 'Take again' },
  ],
  completed: [
    { action: 'takeAgain', label: 'Take again' },
    { action: 'deactivate', label: 'Deactivate' },
  ],
  inactive: [{ action: 'reactivate', label: 'Reactivate' }],
};

/**
 * The status change buttons of one course. "Take again" starts a fresh attempt, so it is offered
 * once some progress would start afresh.
 */
export function AcademyStatusActions({
  courseId,
  title,
  status,
  lessonsDone,
}: {
  courseId: number;
  title: string;
  status: AcademyStatusName;
  lessonsDone: number;
}) {
  const change = useChangeAcademyStatus();
  const actions = ACTIONS[status].filter((a) => a.action !== 'takeAgain' || lessonsDone > 0 || status === 'completed');
  return (
    <Group gap="xs">
      {actions.map(({ action, label }) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'enroll' || action === 'reactivate' ? 'filled' : 'default'}
          loading={change.isPending && change.variables?.action === action}
          disabled={change.isPending}
          aria-label={`${label}: ${title}`}
          onClick={() => change.mutate({ courseId, action })}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
