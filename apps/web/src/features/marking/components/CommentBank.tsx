import { Button, CloseButton, Group, List, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useAddBankComment, useCommentBank, useDeleteBankComment } from '../api/comment-bank';

/**
 * The teacher's own reusable comments beside a feedback box: insert one (appended to the
 * feedback), keep the feedback as a new comment, or remove one.
 */
export function CommentBank({
  feedback,
  onInsert,
  idPrefix,
}: {
  feedback: string;
  onInsert: (text: string) => void;
  idPrefix: string;
}) {
  const bank = useCommentBank();
  const add = useAddBankComment();
  const remove = useDeleteBankComment();
  const [managing, setManaging] = useState(false);
  const items = bank.data?.items ?? [];
  const text = feedback.trim();
  const known = items.some((c) => c.text === text);

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          id={`${idPrefix}-bank`}
          label="Insert a saved comment"
          value=""
          disabled={items.length === 0}
          data={[
            { value: '', label: items.length ? 'Choose a comment…' : 'No saved comments yet' },
            ...items.map((c) => ({
              value: String(c.id),
              label: c.text.length > 80 ? `${c.text.slice(0, 79)}…` : c.text,
            })),
          ]}
          onChange={(e) => {
            const chosen = items.find((c) => String(c.id) === e.currentTarget.value);
            if (chosen) onInsert(chosen.text);
          }}
          style={{ flex: '1 1 14rem', minWidth: 0 }}
        />
        <Button
          variant="default"
          size="sm"
          disabled={!text || known}
          loading={add.isPending}
          onClick={() => add.mutate(text)}
        >
          Save to my comments
        </Button>
        {items.length > 0 && (
          <Button variant="subtle" size="sm" onClick={() => setManaging((m) => !m)} aria-expanded={managing}>
            {managing ? 'Done' : 'Manage comments'}
          </Button>
        )}
      </Group>
      {managing && (
        <List size="sm" mt="xs" aria-label="My saved comments" listStyleType="none">
          {items.map((c) => (
            <List.Item key={c.id}>
              <Group gap={4} wrap="nowrap">
                <CloseButton
                  size="sm"
                  aria-label={`Remove the comment “${c.text}”`}
                  onClick={() => remove.mutate(c.id)}
                />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.text}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
