import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { SittingQuestion } from '@markwell/contracts/attempts';
import { useEffect, useRef, useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { retryAfterMs, type DraftAnswer } from '../api/save-answer';
import { useSubmitAttempt } from '../api/submit-attempt';
import type { AutosaveScheduler } from '../lib/autosave';
import type { Outbox } from '../lib/outbox';
import type { NavigatorItemState } from './QuestionNavigator';

/** How often a submit waiting on a paused server looks again (the outbox retries on its own). */
const SUBMIT_PAUSE_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  const [paused, setPaused] = useState(false);
  const [sending, setSending] = useState(false);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const unanswered = questions.map((q, i) => ({ q, i })).filter(({ q }) => !states[q.question_id]?.answered);
  const flagged = questions.map((q, i) => ({ q, i })).filter(({ q }) => states[q.question_id]?.flagged);

  /**
   * Sends what is unsent, then submits. While the server answers 503 (its database briefly away)
   * both wait and go on by themselves once it answers again: the answers stay on this device and
   * the submit is sent then (the server still takes it within the exam's grace).
   */
  const confirm = async () => {
    setProblem(null);
    setSending(true);
    try {
      for (;;) {
        await scheduler.flush();
        if (!open.current) return;
        const waitMs = outbox.size > 0 && scheduler.getState().status === 'paused' ? SUBMIT_PAUSE_MS : 0;
        if (outbox.size > 0 && waitMs === 0) {
          setPaused(false);
          setProblem(
            'Some answers have not reached the server yet (you may be offline). They are kept on this device: submit again once they are saved.',
          );
          return;
        }
        if (waitMs === 0) {
          try {
            await submit.mutateAsync();
            outbox.clear();
            return;
          } catch (error) {
            if (!(isApiError(error) && error.status === 503)) throw error;
            setPaused(true);
            await sleep(retryAfterMs(error.extra));
          }
        } else {
          setPaused(true);
          await sleep(waitMs);
        }
        if (!open.current) return;
      }
    } catch (error) {
      setPaused(false);
      setProblem(errorMessage(error));
    } finally {
      if (open.current) setSending(false);
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
        {paused && !problem && (
          <Alert color="orange" role="status" title="Submitting paused">
            Saving paused, your answers are kept on this device. Your exam will be submitted as soon as the server
            answers again: keep this page open.
          </Alert>
        )}
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
