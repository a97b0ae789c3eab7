import { formatDate } from '@markwell/domain/time/index';
import { Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { StatusBadge } from '../../../components/StatusBadge';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { SchoolStatusButton } from './SchoolStatusButton';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminSchools } from '../api/get-admin-schools';
import { filterAndSortSchools, nextSort, SCHOOL_TYPE_LABEL, type Sort, type SortKey } from './school-table';

function SortableTh({
  label,
  column,
  sort,
  onSort,
  numeric = false,
}: {
  label: ReactNode;
  column: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const active = sort.key === column;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort} ta={numeric ? 'right' : undefined}>
      <UnstyledButton fw={700} fz="inherit" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** /admin/schools: every school with its type, status, head counts and creation date. */
export function SchoolsPage() {
  usePageTitle('Schools');
  const schools = useAdminSchools();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'asc' });
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));
  const shown = schools.data ? filterAndSortSchools(schools.data, query, sort) : [];

  return (
    <Stack>
      <Title order={1}>Schools</Title>
      <Group role="search" aria-label="Find schools">
        <TextInput
          label="Search by name"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </Group>
      {schools.isPending ? (
        <PageLoader />
      ) : schools.isError ? (
        <Text>The schools could not be loaded.</Text>
      ) : (
        <>
          <Text aria-live="polite">
            {query.trim()
              ? `${shown.length} of ${schools.data.length} schools match.`
              : `${schools.data.length} ${schools.data.length === 1 ? 'school' : 'schools'}.`}
          </Text>
          {shown.length > 0 && (
            <Table.ScrollContainer minWidth={920}>
              <Table striped highlightOnHover aria-label="Schools">
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh label="Name" column="name" sort={sort} onSort={onSort} />
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Teachers
                    </Table.Th>
                    <SortableTh label="Students" column="students" sort={sort} onSort={onSort} numeric />
                    <Table.Th scope="col" ta="right">
                      Classes
                    </Table.Th>
                    <Table.Th scope="col">Created</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Th scope="row" fw={600}>
                        {s.name}
                      </Table.Th>
                      <Table.Td>{SCHOOL_TYPE_LABEL[s.type]}</Table.Td>
                      <Table.Td>
                        <StatusBadge active={s.active} inactiveLabel="Inactive" />
                      </Table.Td>
                      <Table.Td ta="right">{s.teachers}</Table.Td>
                      <Table.Td ta="right">{s.students}</Table.Td>
                      <Table.Td ta="right">{s.groups}</Table.Td>
                      <Table.Td>
                        <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
                      </Table.Td>
                      <Table.Td>
                        <SchoolStatusButton school={s} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
