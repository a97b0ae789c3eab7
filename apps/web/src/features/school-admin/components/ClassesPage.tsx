import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClasses, type SchoolClass } from '../api/get-classes';
import { useClassOptions } from '../api/get-class-options';
import { useTeachers } from '../api/get-teachers';
import { useUpdateClass } from '../api/update-class';
import { ClassForm } from './ClassForm';
import { ConfirmStatusChange } from './ConfirmStatusChange';
import { SchoolListPage, useStatusToggle } from './SchoolListPage';

/** /school/classes: the school's classes, with search, add, edit and (de)activate. */
export function ClassesPage() {
  usePageTitle('Classes');
  const classes = useClasses();
  const options = useClassOptions();
  const teachers = useTeachers();
  const toggle = useStatusToggle<SchoolClass>(useUpdateClass());
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<SchoolClass | 'new' | null>(null);
  const q = query.trim().toLowerCase();

  const shown = (classes.data ?? []).filter(
    (c) => !q || c.name.toLowerCase().includes(q) || c.teachers.some((t) => t.name.toLowerCase().includes(q)),
  );

  return (
    <SchoolListPage
      title="Classes"
      actions={<Button onClick={() => setEditing('new')}>Add class</Button>}
      search={{ label: 'Find classes', placeholder: 'Class or teacher name', value: query, onChange: setQuery }}
      list={classes}
      items={shown}
      emptyText={q ? 'No class matches.' : 'No classes yet: add the first one.'}
      columns={['Name', 'Curricula', 'Qualification', 'Teachers', 'Students']}
      cells={(c) => (
        <>
          <Table.Td>{c.name}</Table.Td>
          <Table.Td>{c.curricula.map((x) => x.name).join(', ') || '—'}</Table.Td>
          <Table.Td>{c.qualification?.name ?? 'Any'}</Table.Td>
          <Table.Td>{c.teachers.map((t) => t.name).join(', ') || '—'}</Table.Td>
          <Table.Td>{c.studentsCount}</Table.Td>
        </>
      )}
      onEdit={setEditing}
      onToggle={toggle.ask}
    >
      <ClassForm
        opened={editing !== null}
        schoolClass={editing === 'new' ? null : editing}
        options={options.data}
        teachers={teachers.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmStatusChange {...toggle.dialog} what="class" />
    </SchoolListPage>
  );
}
