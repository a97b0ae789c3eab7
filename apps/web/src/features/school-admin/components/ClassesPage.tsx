import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClasses, type SchoolClass } from '../api/get-classes';
import { useClassOptions } from '../api/get-class-options';
import { useTeachers } from '../api/get-teachers';
import { useUpdateClass } from '../api/update-class';
import { ClassForm } from './ClassForm';
import { ConfirmStatusChange } from './ConfirmStatusChange';
import { StatusBadge } from './StatusBadge';

/** /school/classes: the school's classes, with search, add, edit and (de)activate. */
export function ClassesPage() {
  usePageTitle('Classes');
  const classes = useClasses();
  const options = useClassOptions();
  const teachers = useTeachers();
  const update = useUpdateClass();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<SchoolClass | 'new' | null>(null);
  const [toggling, setToggling] = useState<SchoolClass | null>(null);
  const q = query.trim().toLowerCase();

  const confirmToggle = async () => {
    if (!toggling) return;
    try {
      await update.mutateAsync({ id: toggling.id, body: { active: !toggling.active } });
      setToggling(null);
    } catch {
      // Shown in the dialog.
    }
  };

  const shown = (classes.data ?? []).filter(
    (c) => !q || c.name.toLowerCase().includes(q) || c.teachers.some((t) => t.name.toLowerCase().includes(q)),
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Classes</Title>
        <Button onClick={() => setEditing('new')}>Add class</Button>
      </Group>
      <Group role="search" aria-label="Find classes">
        <TextInput
          label="Search"
          placeholder="Class or teacher name"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </Group>

      {classes.isPending ? (
        <PageLoader />
      ) : classes.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(classes.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Text>{q ? 'No class matches.' : 'No classes yet: add the first one.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Classes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Curricula</Table.Th>
                <Table.Th scope="col">Qualification</Table.Th>
                <Table.Th scope="col">Teachers</Table.Th>
                <Table.Th scope="col">Students</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.curricula.map((x) => x.name).join(', ') || '—'}</Table.Td>
                  <Table.Td>{c.qualification?.name ?? 'Any'}</Table.Td>
                  <Table.Td>{c.teachers.map((t) => t.name).join(', ') || '—'}</Table.Td>
                  <Table.Td>{c.studentsCount}</Table.Td>
                  <Table.Td>
                    <StatusBadge active={c.active} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color={c.active ? 'red' : 'brand'}
                        onClick={() => {
                          update.reset();
                          setToggling(c);
                        }}
                        aria-label={`${c.active ? 'Deactivate' : 'Reactivate'} ${c.name}`}
                      >
                        {c.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ClassForm
        opened={editing !== null}
        schoolClass={editing === 'new' ? null : editing}
        options={options.data}
        teachers={teachers.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmStatusChange
        target={toggling ? { name: toggling.name, activate: !toggling.active } : null}
        what="class"
        onCancel={() => setToggling(null)}
        onConfirm={confirmToggle}
        busy={update.isPending}
        error={update.error}
      />
    </Stack>
  );
}
