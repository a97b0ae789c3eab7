import { Anchor, Button, Checkbox, Group, MultiSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../../components/QueryView';
import { ToneBadge } from '../../../components/StatusBadge';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMockSchools } from '../api/get-mock-schools';
import { useMockSessions, type MockSessionFilters } from '../api/get-mock-sessions';
import { useMockTemplates } from '../api/get-mock-templates';
import { plural, STATE_BADGE, windowLabel } from './format';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** /staff/mocks: every mock session, filtered by the schools offered and the central template. */
export function StaffMocksPage() {
  usePageTitle('Mock exams');
  const [filters, setFilters] = useState<MockSessionFilters>({ schools: [], templates: [], archived: false, page: 1 });
  const set = (change: Partial<MockSessionFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const [schoolSearch, setSchoolSearch] = useState('');
  const schools = useMockSchools(schoolSearch);
  const templates = useMockTemplates();
  const sessions = useMockSessions(filters);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Mock exams</Title>
        <Button component={Link} to={routes.staff.newMock}>
          New mock session
        </Button>
      </Group>
      <Text>
        A mock session offers one central exam template to chosen schools within a window. Each school sets it to its
        classes; you see every school’s results here and download them as CSV.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <MultiSelect
          label="Offered to"
          placeholder="Any school"
          searchable
          onSearchChange={setSchoolSearch}
          data={(schools.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={filters.schools.map(String)}
          onChange={(v) => set({ schools: v.map(Number) })}
          miw={260}
        />
        <MultiSelect
          label="Central template"
          placeholder="Any template"
          searchable
          data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={filters.templates.map(String)}
          onChange={(v) => set({ templates: v.map(Number) })}
          miw={260}
        />
        <Checkbox
          label="Show archived"
          checked={filters.archived}
          onChange={(e) => set({ archived: e.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <QueryView query={sessions}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>
              {filters.schools.length || filters.templates.length
                ? 'No mock session matches these filters. Clear them to see every session.'
                : 'No mock sessions yet. Choose “New mock session” to offer a central template to schools.'}
            </Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table striped withTableBorder aria-label="Mock sessions">
                  <ColumnHeads labels={['Session', 'Template', 'Window', 'Schools', 'Set / submitted']} />
                  <Table.Tbody>
                    {page.items.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Anchor component={Link} to={routes.staff.mock(s.id)} fw={700}>
                            {s.name}
                          </Anchor>{' '}
                          {s.archived_at ? (
                            <ToneBadge tone="warning">Archived</ToneBadge>
                          ) : (
                            <ToneBadge tone={STATE_BADGE[s.state].tone}>{STATE_BADGE[s.state].label}</ToneBadge>
                          )}
                        </Table.Td>
                        <Table.Td>{s.template_name}</Table.Td>
                        <Table.Td>{windowLabel(s)}</Table.Td>
                        <Table.Td>{s.schools.map((x) => x.name).join(', ')}</Table.Td>
                        <Table.Td>
                          {plural(s.assignment_count, 'assignment')}, {s.submitted_count} submitted
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <PrevNextPager
                page={page.page}
                pages={Math.ceil(page.total / page.limit)}
                onPage={(p) => setFilters((f) => ({ ...f, page: p }))}
                label="Mock session pages"
              />
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}
