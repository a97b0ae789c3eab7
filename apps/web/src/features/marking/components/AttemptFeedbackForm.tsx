import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { attemptFeedbackSchema, type AttemptFeedback } from '@markwell/contracts/marking';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSaveAttemptFeedback } from '../api/save-attempt-feedback';
import { DANGER, SUCCESS } from '../../../lib/text-colours';
import { CommentBank } from './CommentBank';
import { dateTime } from './format';

/** Feedback on a student's whole attempt; versioned like marks (409 when someone else changed it). */
export function AttemptFeedbackForm({ assignmentId, feedback }: { assignmentId: number; feedback: AttemptFeedback }) {
  const [text, setText] = useState(feedback.feedback ?? '');
  const [version, setVersion] = useState(feedback.version);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveAttemptFeedback(assignmentId);
  const conflict = isApiError(save.error) && save.error.status === 409 ? save.error : null;
  const stale = conflict !== null;
  const current = conflict ? attemptFeedbackSchema.safeParse(conflict.extra.current) : null;
  const theirs = current?.success ? current.data : null;

  function send(v: number) {
    setNotice(null);
    save.mutate(
      { student_id: feedback.student_id, feedback: text.trim() || null, version: v },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setNotice('Feedback on the attempt saved.');
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      <Textarea
        label="Feedback on the whole attempt"
        autosize
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={
          feedback.updated_by && feedback.updated_at
            ? `Last written by ${feedback.updated_by.name}, ${dateTime(feedback.updated_at)}`
            : undefined
        }
      />
      <CommentBank
        idPrefix={`attempt-${feedback.attempt_id}`}
        feedback={text}
        onInsert={(t) => setText((s) => (s.trim() ? `${s.trim()} ${t}` : t))}
      />
      {stale ? (
        <Alert color={DANGER} role="alert" title="Someone changed this feedback while you were writing">
          {theirs ? (
            <>
              <Text size="sm">
                Nothing was saved. {theirs.updated_by?.name ?? 'Someone'} wrote
                {theirs.updated_at ? ` at ${dateTime(theirs.updated_at)}` : ''}: “{theirs.feedback ?? ''}”
              </Text>
              <Button mt="xs" size="compact-sm" onClick={() => send(theirs.version)}>
                Save mine over it
              </Button>
            </>
          ) : (
            <Text size="sm">Nothing was saved. Reload the page to read theirs before writing yours.</Text>
          )}
        </Alert>
      ) : (
        save.error && (
          <Alert color={DANGER} role="alert">
            {errorMessage(save.error)}
          </Alert>
        )
      )}
      <Group justify="space-between">
        <Text role="status" size="sm" c={SUCCESS} fw={600}>
          {notice}
        </Text>
        <Button onClick={() => send(version)} loading={save.isPending}>
          Save feedback
        </Button>
      </Group>
    </Stack>
  );
}
