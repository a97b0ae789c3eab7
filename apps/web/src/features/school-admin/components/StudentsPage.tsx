import { Alert, Button, Group, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClasses } from '../api/get-classes';
import { useStudents, type SchoolStudent } from '../api/get-students';
import { useUpdateStudent } from '../api/update-student';
import { ConfirmStatusChange } from './ConfirmStatusChange';
import { ImportStudents } from './ImportStudents';
import { StatusBadge } from './StatusBadge';
import { StudentForm } from './StudentForm';

/** /school/students: the school's students, with search, class filter, add, edit, (de)activate and bulk add. */
export function StudentsPage() {
  usePageTitle('Students');
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, 300);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<SchoolStudent | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [toggling, setToggling] = useState<SchoolStudent | null>(null);

  const classes = useClasses();
  const students = useStudents({
    query: debouncedQuery,
    groupId: groupId ? Number(groupId) : undefined,
    includeInactive,
  });
  const update = useUpdateStudent();

  const confirmToggle = async () => {
    if (!toggling) return;
    try {
      await update.mutateAsync({ id: toggling.id, body: { active: !toggling.active } });
      setToggling(null);
    } catch {
      // Shown in the dialog (update.error).
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Students</Title>
        <Group>
          <Button variant="default" onClick={() => setImporting(true)}>
            Bulk add students
          </Button>
          <Button onClick={() => setEditing('new')}>Add student</Button>
        </Group>
      </Group>

      <Group align="flex-end" role="search" aria-label="Find students">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          type="search"
        />
        <Select
          label="Class"
          placeholder="All classes"
          data={(classes.data ?? []).map((c) => ({
            value: String(c.id),
            label: c.active ? c.name : `${c.name} (deactivated)`,
          }))}
          value={groupId}
          onChange={setGroupId}
          clearable
          searchable
        />
        <Switch
          label="Show deactivated students"
          checked={includeInactive}
          onChange={(e) => setIncludeInactive(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      {students.isPending ? (
        <PageLoader />
      ) : students.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(students.error)}
        </Alert>
      ) : students.data.length === 0 ? (
        <Text>
          {debouncedQuery || groupId ? 'No student matches.' : 'No students yet: add one, or bulk add from a CSV file.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Students" aria-busy={students.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">E-mail</Table.Th>
                <Table.Th scope="col">Classes</Table.Th>
                <Table.Th scope="col">Subgroups</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{s.groups.map((g) => g.name).join(', ') || '—'}</Table.Td>
                  <Table.Td>{s.subgroups.join(', ')}</Table.Td>
                  <Table.Td>
                    <StatusBadge active={s.active} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color={s.active ? 'red' : 'brand'}
                        onClick={() => {
                          update.reset();
                          setToggling(s);
                        }}
                        aria-label={`${s.active ? 'Deactivate' : 'Reactivate'} ${s.name}`}
                      >
                        {s.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <StudentForm
        opened={editing !== null}
        student={editing === 'new' ? null : editing}
        classes={classes.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ImportStudents opened={importing} onClose={() => setImporting(false)} />
      <ConfirmStatusChange
        target={toggling ? { name: toggling.name, activate: !toggling.active } : null}
        what="student"
        onCancel={() => setToggling(null)}
        onConfirm={confirmToggle}
        busy={update.isPending}
        error={update.error}
      />
    </Stack>
  );
}
