import { Button, Group, Select, Switch, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/paths';
import { ListCount } from '../../../components/ListCount';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClasses } from '../api/get-classes';
import { STUDENTS_PAGE_SIZE, useStudents, type SchoolStudent } from '../api/get-students';
import { useUpdateStudent } from '../api/update-student';
import { ConfirmStatusChange } from './ConfirmStatusChange';
import { ImportStudents } from './ImportStudents';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SchoolListPage, useStatusToggle } from './SchoolListPage';
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
  const [resetting, setResetting] = useState<SchoolStudent | null>(null);

  const classes = useClasses();
  const filter = { query: debouncedQuery, groupId: groupId ? Number(groupId) : undefined, includeInactive };
  const pager = useCursorPager(JSON.stringify(filter));
  const students = useStudents(filter, pager.cursor);
  const pages = pager.pagesOf(students.data, STUDENTS_PAGE_SIZE);
  const toggle = useStatusToggle<SchoolStudent>(useUpdateStudent());

  return (
    <SchoolListPage
      title="Students"
      actions={
        <Group>
          <Button variant="default" onClick={() => setImporting(true)}>
            Bulk add students
          </Button>
          <Button onClick={() => setEditing('new')}>Add student</Button>
        </Group>
      }
      search={{ label: 'Find students', placeholder: 'Name or e-mail', value: query, onChange: setQuery }}
      filters={
        <>
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
        </>
      }
      list={students}
      items={students.data?.items ?? []}
      emptyText={
        debouncedQuery || groupId ? 'No student matches.' : 'No students yet: add one, or bulk add from a CSV file.'
      }
      columns={['Name', 'E-mail', 'Classes', 'Subgroups']}
      cells={(s) => (
        <>
          <Table.Td>{s.name}</Table.Td>
          <Table.Td>{s.email}</Table.Td>
          <Table.Td>{s.groups.map((g) => g.name).join(', ') || '—'}</Table.Td>
          <Table.Td>{s.subgroups.join(', ')}</Table.Td>
        </>
      )}
      busy={students.isFetching}
      onEdit={setEditing}
      onToggle={toggle.ask}
      rowActions={(s) => (
        <>
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={routes.school.person(s.id)}
            aria-label={`Data of ${s.name}`}
          >
            Data
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setResetting(s)}
            aria-label={`Reset password for ${s.name}`}
          >
            Reset password
          </Button>
        </>
      )}
    >
      {students.data && students.data.total > STUDENTS_PAGE_SIZE && (
        <>
          <ListCount total={students.data.total} noun="student" page={pager.page} pages={pages} empty="" />
          <PrevNextPager
            page={pager.page}
            pages={pages}
            onPage={(target) => pager.go(target, students.data?.next_cursor)}
            label="Student pages"
          />
        </>
      )}
      <StudentForm
        opened={editing !== null}
        student={editing === 'new' ? null : editing}
        classes={classes.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ImportStudents opened={importing} onClose={() => setImporting(false)} />
      <ConfirmStatusChange {...toggle.dialog} what="student" />
      {resetting && <ResetPasswordDialog kind="student" person={resetting} onClose={() => setResetting(null)} />}
    </SchoolListPage>
  );
}
