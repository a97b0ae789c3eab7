import { DANGER } from '../../../lib/text-colours';
import { cleanSynonyms, synonymMembers } from '@markwell/domain/text/index';
import { Alert, Button, Group, List, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import type { SynonymBody } from '../api/create-synonym';

/**
 * A synonym set's terms and scope. Shows, as you type, the cleaned form the server stores
 * (lowercase, single spaces, "; " between terms) from the same code the server runs.
 */
export function SynonymForm({
  initial,
  curricula,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: SynonymBody;
  curricula: { id: number; name: string }[];
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (body: SynonymBody) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial.text);
  const [curriculaId, setCurriculaId] = useState(initial.curricula_id === null ? '' : String(initial.curricula_id));
  const [touched, setTouched] = useState(false);
  const cleaned = cleanSynonyms(text);
  const members = synonymMembers(text);
  const tooFew = members.length < 2;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (tooFew) return;
    onSubmit({ text: cleaned, curricula_id: curriculaId ? Number(curriculaId) : null });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <Textarea
          label="Terms, separated by semicolons"
          description="e.g. sunlight; light from the sun; solar energy"
          autosize
          minRows={2}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={touched && tooFew ? 'Give at least two terms separated by “;”' : undefined}
          required
        />
        <Text size="sm" aria-live="polite">
          {cleaned ? (
            <>
              Stored as: <strong>{cleaned}</strong> ({members.length} term{members.length === 1 ? '' : 's'})
            </>
          ) : (
            'Stored as: (nothing yet)'
          )}
        </Text>
        <NativeSelect
          label="Applies to"
          value={curriculaId}
          onChange={(e) => setCurriculaId(e.currentTarget.value)}
          data={[
            { value: '', label: 'All curricula' },
            ...curricula.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        {error ? (
          <Alert color={DANGER} role="alert">
            <Text>{errorMessage(error)}</Text>
            {isApiError(error) && error.errors.length > 0 && (
              <List size="sm">
                {error.errors.map((e) => (
                  <List.Item key={`${e.path}-${e.message}`}>{e.message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
