import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { AnswerMark } from '@markwell/contracts/marking';
import { DANGER } from '../../../lib/text-colours';
import { dateTime, marksOf } from './format';

/**
 * Shown when a change was made on an old version of a mark (409): someone else changed it
 * meanwhile. Says who, when and what the mark is now, and lets the teacher reapply their own
 * change on top of it or keep the other one.
 */
export function StaleNotice({
  current,
  onReapply,
  onDiscard,
  busy,
}: {
  current: AnswerMark[];
  onReapply: () => void;
  onDiscard: () => void;
  busy: boolean;
}) {
  return (
    <Alert color={DANGER} role="alert" title="Someone changed this mark while you were marking">
      <Text size="sm">Nothing was saved. The mark now is:</Text>
      <List size="sm" my="xs">
        {current.map((a) => (
          <List.Item key={a.answer_id}>
            {a.student_name}: {marksOf(a.marks, a.max_marks)} marks, changed by{' '}
            {a.updated_by?.name ?? 'the marking engine'} at {dateTime(a.updated_at)}
            {a.feedback ? `, feedback “${a.feedback}”` : ''}
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <Button size="compact-sm" onClick={onReapply} loading={busy}>
          Reapply my change
        </Button>
        <Button size="compact-sm" variant="default" onClick={onDiscard} disabled={busy}>
          Keep their mark
        </Button>
      </Group>
    </Alert>
  );
}
