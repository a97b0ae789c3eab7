import { DANGER } from '../../../lib/text-colours';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { templatesInUse, useDeleteQuestionMaf } from '../api/delete-question-maf';

/**
 * Deleting a question: ask first; when exam templates use it the API refuses and names them,
 * so show them and ask again before deleting with confirm=true (it is then taken out of them).
 */
export function DeleteQuestion({ questionId, onDeleted }: { questionId: number; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [templates, setTemplates] = useState<{ id: number; name: string }[] | null>(null);
  const remove = useDeleteQuestionMaf();

  function close() {
    setOpen(false);
    setTemplates(null);
    remove.reset();
  }

  function confirmDelete() {
    remove.mutate(
      { id: questionId, confirm: templates !== null },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          const inUse = templatesInUse(error);
          if (inUse) {
            setTemplates(inUse);
            remove.reset();
          }
        },
      },
    );
  }

  return (
    <>
      <Button color={DANGER} variant="outline" onClick={() => setOpen(true)}>
        Delete question
      </Button>
      <AccessibleModal
        opened={open}
        onClose={close}
        title={templates ? 'This question is used in exam templates' : 'Delete this question?'}
      >
        {templates ? (
          <>
            <Text>
              {templates.length === 1 ? 'This exam template uses' : `These ${templates.length} exam templates use`} the
              question. Deleting it also removes it from {templates.length === 1 ? 'that template' : 'them'}:
            </Text>
            <List mt="sm" aria-label="Exam templates using this question">
              {templates.map((t) => (
                <List.Item key={t.id}>{t.name}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>The question, its marking points and machine phrases are deleted. This cannot be undone.</Text>
        )}
        {remove.error ? (
          <Alert color={DANGER} mt="md" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color={DANGER} onClick={confirmDelete} loading={remove.isPending}>
            {templates ? 'Remove from templates and delete' : 'Delete'}
          </Button>
        </Group>
      </AccessibleModal>
    </>
  );
}
