import { DANGER, SUCCESS } from '../../../lib/text-colours';
import type { Synonym } from '@markwell/contracts/questions';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Loader } from '../../../components/Loader';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateSynonym } from '../api/create-synonym';
import { useDeleteSynonym } from '../api/delete-synonym';
import { useCurricula } from '../../../api/get-curricula';
import { useSynonyms } from '../api/get-synonyms';
import { useUpdateSynonym } from '../api/update-synonym';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { SynonymForm } from './SynonymForm';
import { QuestionBankHeading } from './QuestionBankHeading';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** /staff/questions/synonyms: the synonym sets the engine uses for every question they apply to. */
export function SynonymsPage() {
  usePageTitle('Synonyms');
  const curricula = useCurricula();
  const [scope, setScope] = useState('');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const list = useSynonyms({ curricula: scope ? Number(scope) : undefined, query: query || undefined });
  const create = useCreateSynonym();
  const update = useUpdateSynonym();
  const remove = useDeleteSynonym();
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<Synonym | null>(null);
  const [deleting, setDeleting] = useState<Synonym | null>(null);
  const curriculaList = curricula.data ?? [];
  const curriculumName = (id: number | null) =>
    id === null ? 'All curricula' : (curriculaList.find((c) => c.id === id)?.name ?? `Curriculum ${id}`);

  return (
    <Stack gap="md" maw={1100}>
      <QuestionBankHeading title="Synonyms" />
      <Text>
        A synonym set lists interchangeable terms. Wherever an accepted phrase uses one term, the marking engine also
        accepts the others, for every question of the curriculum the set applies to (or of all curricula).
      </Text>
      <Text role="status" fw={600} c={SUCCESS}>
        {message}
      </Text>

      <Paper withBorder p="md" component="section" aria-labelledby="add-synonym-heading">
        <Title order={2} size="h3" id="add-synonym-heading" mb="sm">
          Add a synonym set
        </Title>
        <SynonymForm
          key={formKey}
          initial={{ text: '', curricula_id: null }}
          curricula={curriculaList}
          submitLabel="Add synonym set"
          busy={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                setMessage(`Synonym set added, stored as “${created.text}”.`);
                setFormKey((k) => k + 1);
              },
            })
          }
        />
      </Paper>

      <section aria-labelledby="synonym-list-heading">
        <Title order={2} size="h3" id="synonym-list-heading" mb="sm">
          Synonym sets
        </Title>
        <Group align="flex-end" mb="sm">
          <NativeSelect
            label="Show sets that apply to"
            value={scope}
            onChange={(e) => setScope(e.currentTarget.value)}
            data={[
              { value: '', label: 'Any curriculum (all sets)' },
              ...curriculaList.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <TextInput label="Search terms" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </Group>
        {list.isPending ? (
          <Loader label="Loading synonym sets…" />
        ) : list.isError ? (
          <Alert color={DANGER} role="alert">
            The synonym sets could not be loaded: {errorMessage(list.error)}
          </Alert>
        ) : list.data.length === 0 ? (
          <Text>No synonym sets{query || scope ? ' match' : ' yet'}.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Caption>
                {list.data.length} synonym set{list.data.length === 1 ? '' : 's'}
              </Table.Caption>
              <ColumnHeads labels={['Terms', 'Applies to', 'Actions']} />
              <Table.Tbody>
                {list.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.text}</Table.Td>
                    <Table.Td>{curriculumName(s.curricula_id)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => {
                            update.reset();
                            setEditing(s);
                          }}
                          aria-label={`Edit synonym set “${s.text}”`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color={DANGER}
                          onClick={() => {
                            remove.reset();
                            setDeleting(s);
                          }}
                          aria-label={`Delete synonym set “${s.text}”`}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      <AccessibleModal opened={editing !== null} onClose={() => setEditing(null)} title="Edit synonym set" size="lg">
        {editing && (
          <SynonymForm
            initial={{ text: editing.text, curricula_id: editing.curricula_id }}
            curricula={curriculaList}
            submitLabel="Save synonym set"
            busy={update.isPending}
            error={update.error}
            onCancel={() => setEditing(null)}
            onSubmit={(body) =>
              update.mutate(
                { id: editing.id, body },
                {
                  onSuccess: (saved) => {
                    setEditing(null);
                    setMessage(`Synonym set saved as “${saved.text}”.`);
                  },
                },
              )
            }
          />
        )}
      </AccessibleModal>

      <AccessibleModal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this synonym set?">
        <Text>
          “{deleting?.text}” stops applying to the questions of{' '}
          {deleting?.curricula_id ? curriculumName(deleting.curricula_id) : 'all curricula'}. Answers marked from now on
          no longer accept these terms for each other.
        </Text>
        {remove.error ? (
          <Alert color={DANGER} role="alert" mt="md">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <Button
            color={DANGER}
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setMessage(`Synonym set “${deleting.text}” deleted.`);
                  setDeleting(null);
                },
              })
            }
          >
            Delete
          </Button>
        </Group>
      </AccessibleModal>
    </Stack>
  );
}
