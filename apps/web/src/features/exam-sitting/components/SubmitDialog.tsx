import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { SittingQuestion } from '@markwell/contracts/attempts';
import { useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import type { DraftAnswer } from '../api/save-answer';
import { useSubmitAttempt } from '../api/submit-attempt';
import type { AutosaveScheduler } from '../lib/autosave';
import type { Outbox } from '../lib/outbox';
import type { NavigatorItemState } from './QuestionNavigator';

/**
 * The submit step: lists unanswered and flagged questions (each a way back to it), sends what is
 * still unsent, then submits. Refuses while answers are only on this device (offline).
 */
export function SubmitDialog({
  opened,
  onClose,
  assignmentId,
  questions,
  states,
  scheduler,
  outbox,
  onGo,
}: {
  opened: boolean;
  onClose: () => void;
  assignmentId: number;
  questions: SittingQuestion[];
  states: Record<number, NavigatorItemState>;
  scheduler: AutosaveScheduler<DraftAnswer>;
  outbox: Outbox<DraftAnswer>;
  onGo: (index: number) => void;
}) {
  const submit = useSubmitAttempt(assignmentId);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const unanswered = questions.map((q, i) => ({ q, i })).filter(({ q }) => !states[q.question_id]?.answered);
  const flagged = questions.map((q, i) => ({ q, i })).filter(({ q }) => states[q.question_id]?.flagged);

  const confirm = async () => {
    setProblem(null);
    setSending(true);
    try {
      await scheduler.flush();
      if (outbox.size > 0) {
        setProblem(
          'Some answers have not reached the server yet (you may be offline). They are kept on this device: submit again once they are saved.',
        );
        return;
      }
      await submit.mutateAsync();
      outbox.clear();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const list = (items: { q: SittingQuestion; i: number }[], label: string) => (
    <List aria-label={label} spacing={4}>
      {items.map(({ q, i }) => (
        <List.Item key={q.question_id}>
          <Button variant="subtle" size="compact-sm" onClick={() => onGo(i)}>
            Go to question {q.position}
          </Button>
        </List.Item>
      ))}
    </List>
  );

  return (
    <AccessibleModal opened={opened} onClose={onClose} title="Submit your exam?" size="lg">
      <Stack gap="sm">
        {unanswered.length === 0 ? (
          <Text>You have answered every question.</Text>
        ) : (
          <>
            <Text fw={700}>
              {unanswered.length === 1 ? '1 question is' : `${unanswered.length} questions are`} not answered:
            </Text>
            {list(unanswered, 'Questions not answered')}
          </>
        )}
        {flagged.length > 0 && (
          <>
            <Text fw={700}>
              {flagged.length === 1 ? '1 question is' : `${flagged.length} questions are`} flagged for review:
            </Text>
            {list(flagged, 'Questions flagged for review')}
          </>
        )}
        <Text>Once submitted, your answers cannot be changed.</Text>
        {problem && (
          <Alert color="red" role="alert" title="Not submitted">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep working
          </Button>
          <Button onClick={() => void confirm()} loading={sending}>
            Submit exam
          </Button>
        </Group>
      </Stack>
    </AccessibleModal>
  );
}
