import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTeachers, type SchoolTeacher } from '../api/get-teachers';
import { useUpdateTeacher } from '../api/update-teacher';
import { ConfirmStatusChange } from './ConfirmStatusChange';
import { StatusBadge } from './StatusBadge';
import { TeacherForm } from './TeacherForm';

const matches = (t: SchoolTeacher, q: string) =>
  !q || t.name.toLowerCase().includes(q) || t.email.toLowerCase().includes(q);

/** /school/teachers: the school's teachers, with search, add, edit and (de)activate. */
export function TeachersPage() {
  usePageTitle('Teachers');
  const me = useMe();
  const teachers = useTeachers();
  const update = useUpdateTeacher();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<SchoolTeacher | 'new' | null>(null);
  const [toggling, setToggling] = useState<SchoolTeacher | null>(null);
  const meId = me.data?.id;
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

  const shown = (teachers.data ?? []).filter((t) => matches(t, q));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Teachers</Title>
        <Button onClick={() => setEditing('new')}>Add teacher</Button>
      </Group>
      <Group role="search" aria-label="Find teachers">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </Group>

      {teachers.isPending ? (
        <PageLoader />
      ) : teachers.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(teachers.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Text>{q ? 'No teacher matches.' : 'No teachers yet.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Teachers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">E-mail</Table.Th>
                <Table.Th scope="col">Classes</Table.Th>
                <Table.Th scope="col">Rights</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((t) => {
                // The server refuses these too; hiding the button saves a pointless round trip.
                const canToggle = t.id !== meId && !(t.owner && t.active);
                return (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      {t.name}
                      {t.id === meId && <Text span> (you)</Text>}
                    </Table.Td>
                    <Table.Td>{t.email}</Table.Td>
                    <Table.Td>{t.groups.map((g) => g.name).join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {t.owner && (
                          <Badge color="brand" variant="light">
                            Owner
                          </Badge>
                        )}
                        {t.schoolAdmin && (
                          <Badge color="brand" variant="outline">
                            School admin
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge active={t.active} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                          Edit
                        </Button>
                        {canToggle && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color={t.active ? 'red' : 'brand'}
                            onClick={() => {
                              update.reset();
                              setToggling(t);
                            }}
                            aria-label={`${t.active ? 'Deactivate' : 'Reactivate'} ${t.name}`}
                          >
                            {t.active ? 'Deactivate' : 'Reactivate'}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <TeacherForm
        opened={editing !== null}
        teacher={editing === 'new' ? null : editing}
        meId={meId}
        onClose={() => setEditing(null)}
      />
      <ConfirmStatusChange
        target={toggling ? { name: toggling.name, activate: !toggling.active } : null}
        what="teacher"
        onCancel={() => setToggling(null)}
        onConfirm={confirmToggle}
        busy={update.isPending}
        error={update.error}
      />
    </Stack>
  );
}
