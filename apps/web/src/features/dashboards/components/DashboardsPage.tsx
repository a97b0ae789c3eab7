import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { DashboardKey } from '@markwell/contracts/dashboards';
import { QueryView } from '../../../components/QueryView';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFilterOptions } from '../api/get-filter-options';
import { CheckpointsPanel } from './CheckpointsPanel';
import { filterChoices } from './filter-choices';
import { FiltersBar } from './FiltersBar';
import { LiveScoresPanel } from './LiveScoresPanel';
import { ProgressPanel } from './ProgressPanel';
import { SavedFilters } from './SavedFilters';
import { DASHBOARD_TABS } from './tabs';
import { useDashboardFilters } from './use-dashboard-filters';
import type { PanelFilters } from './panel-props';
import { WorkPanel } from './WorkPanel';

/**
 * /teacher/dashboards and /school/dashboards: live scores, progress, exams, checkpoints and
 * assignments of the caller's classes (every class of the school for a school admin; the server
 * decides). Filters and the tab live in the address (?tab=&subject=&group=&course=&student=).
 */
export function DashboardsPage() {
  usePageTitle('Dashboards');
  const options = useFilterOptions();
  const { filters, apply } = useDashboardFilters();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboards</Title>
        <Text>How your classes are doing: choose a subject, then a class, a course or a student to look closer.</Text>
      </div>
      <QueryView query={options}>
        {(data) => {
          const choices = filterChoices(data, filters);
          if (choices.subject === null || data.school_groups.length === 0)
            return (
              <Text>
                {data.schoolAdmin
                  ? 'Your school has no classes with a subject yet: add classes under Classes, then come back.'
                  : 'You do not teach a class yet: ask your school admin to add you to one, then come back.'}
              </Text>
            );
          const f: PanelFilters = {
            subject: choices.subject,
            group: choices.group,
            course: choices.course,
            student: choices.group === null ? null : filters.student,
          };
          return (
            <Stack gap="md">
              <FiltersBar choices={choices} student={f.student} apply={apply} />
              <Tabs
                value={filters.tab}
                onChange={(v) => apply({ tab: (v as DashboardKey | null) ?? 'livedata' })}
                keepMounted={false}
              >
                <Tabs.List aria-label="Dashboards">
                  {DASHBOARD_TABS.map((t) => (
                    <Tabs.Tab key={t.value} value={t.value}>
                      {t.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Stack gap="lg" pt="md">
                  <SavedFilters dashboard={filters.tab} current={f} apply={apply} />
                  <Tabs.Panel value="livedata">
                    <LiveScoresPanel f={f} />
                  </Tabs.Panel>
                  <Tabs.Panel value="progress">
                    <ProgressPanel f={f} unit={filters.unit} onUnit={(unit) => apply({ unit })} />
                  </Tabs.Panel>
                  <Tabs.Panel value="exams">
                    <WorkPanel kind="exams" f={f} />
                  </Tabs.Panel>
                  <Tabs.Panel value="checkpoints">
                    <CheckpointsPanel f={f} />
                  </Tabs.Panel>
                  <Tabs.Panel value="assignments">
                    <WorkPanel kind="assignments" f={f} />
                  </Tabs.Panel>
                </Stack>
              </Tabs>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
