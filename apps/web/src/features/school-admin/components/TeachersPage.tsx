import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';
import { useMe } from '../../../lib/auth/me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTeachers, type SchoolTeacher } from '../api/get-teachers';
import { useUpdateTeacher } from '../api/update-teacher';
import { ConfirmStatusChange } from './ConfirmStatusChange';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SchoolListPage, useStatusToggle } from './SchoolListPage';
import { TeacherForm } from './TeacherForm';

const matches = (t: SchoolTeacher, q: string) =>
  !q || t.name.toLowerCase().includes(q) || t.email.toLowerCase().includes(q);

/** /school/teachers: the school's teachers, with search, add, edit and (de)activate. */
export function TeachersPage() {
  usePageTitle('Teachers');
  const me = useMe();
  const teachers = useTeachers();
  const toggle = useStatusToggle<SchoolTeacher>(useUpdateTeacher());
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<SchoolTeacher | 'new' | null>(null);
  const [resetting, setResetting] = useState<SchoolTeacher | null>(null);
  const meId = me.data?.id;
  const q = query.trim().toLowerCase();

  const shown = (teachers.data ?? []).filter((t) => matches(t, q));

  return (
    <SchoolListPage
      title="Teachers"
      actions={<Button onClick={() => setEditing('new')}>Add teacher</Button>}
      search={{ label: 'Find teachers', placeholder: 'Name or e-mail', value: query, onChange: setQuery }}
      list={teachers}
      items={shown}
      emptyText={q ? 'No teacher matches.' : 'No teachers yet.'}
      columns={['Name', 'E-mail', 'Classes', 'Rights']}
      cells={(t) => (
        <>
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
        </>
      )}
      onEdit={setEditing}
      onToggle={toggle.ask}
      // The server refuses these too; hiding the button saves a pointless round trip.
      canToggle={(t) => t.id !== meId && !(t.owner && t.active)}
      // Nobody resets their own password (they change it) and only the owner changes the owner's.
      rowActions={(t) => (
        <>
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={routes.school.person(t.id)}
            aria-label={`Data of ${t.name}`}
          >
            Data
          </Button>
          {t.id !== meId && !t.owner ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setResetting(t)}
              aria-label={`Reset password for ${t.name}`}
            >
              Reset password
            </Button>
          ) : null}
        </>
      )}
    >
      <TeacherForm
        opened={editing !== null}
        teacher={editing === 'new' ? null : editing}
        meId={meId}
        onClose={() => setEditing(null)}
      />
      <ConfirmStatusChange {...toggle.dialog} what="teacher" />
      {resetting && <ResetPasswordDialog kind="teacher" person={resetting} onClose={() => setResetting(null)} />}
    </SchoolListPage>
  );
}
