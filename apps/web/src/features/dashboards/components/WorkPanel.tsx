import { formatDate } from '@markwell/domain/time/index';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { QueryView } from '../../../components/QueryView';
import { useWorkByClass } from '../api/get-work-by-class';
import { useWorkList } from '../api/get-work-list';
import { useWorkStatistics } from '../api/get-work-statistics';
import { BandsTable } from './BandsTable';
import { DataTable } from './DataTable';
import { PercentBar } from './PercentBar';
import { PracticeWorkSection } from './PracticeWorkSection';
import { StatisticsFigures } from './StatisticsFigures';
import type { PanelFilters } from './panel-props';

/**
 * Exams (work sat under a time limit) or assignments (the rest): per class, the list with where
 * students stand, and a class's statistics on a course. Assignments also list set practice, with
 * who met its target.
 */
export function WorkPanel({ kind, f }: { kind: 'exams' | 'assignments'; f: PanelFilters }) {
  const [page, setPage] = useState(1);
  const byClass = useWorkByClass(kind, f.subject);
  const list = useWorkList(kind, { subject: f.subject, group: f.group, page });
  const stats = useWorkStatistics(
    kind,
    f.group !== null && f.course !== null ? { group: f.group, course: f.course } : null,
  );
  const noun = kind === 'exams' ? 'exams' : 'assignments';

  return (
    <Stack gap="lg">
      <Text>
        {kind === 'exams'
          ? 'Exams are work set with a time limit; the rest is under Assignments.'
          : 'Assignments are work set without a time limit; timed work is under Exams.'}{' '}
        Means read submitted work for credit, as a percentage of the paper.
      </Text>
      <QueryView query={byClass}>
        {(rows) => (
          <DataTable
            caption={`The ${noun} of this subject by class`}
            head={[
              'Class',
              kind === 'exams' ? 'Exams' : 'Assignments',
              'Student places',
              'Submitted',
              'Submission rate',
              'Mean',
            ]}
            rows={rows.map((r) => ({
              key: r.group_id,
              cells: [
                r.group_name,
                r.count,
                r.set_to,
                r.submitted,
                <PercentBar value={r.submission_rate} />,
                <PercentBar value={r.mean} series={1} />,
              ],
            }))}
          />
        )}
      </QueryView>
      <QueryView query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>No {noun} yet for these filters. Set one from Assignments to see it here.</Text>
          ) : (
            <Stack gap="xs">
              <DataTable
                caption={`Your ${noun}, newest due first`}
                head={[
                  'Title',
                  'Due',
                  'Set to',
                  'Not started',
                  'In progress',
                  'Submitted',
                  'Marked and released',
                  'Mean',
                ]}
                rows={data.items.map((i) => ({
                  key: i.id,
                  cells: [
                    i.title,
                    formatDate(i.due_at),
                    i.set_to,
                    i.not_started,
                    i.in_progress,
                    i.submitted,
                    i.released,
                    <PercentBar value={i.mean} series={1} />,
                  ],
                }))}
              />
              <PrevNextPager
                page={data.page}
                pages={Math.max(1, Math.ceil(data.total / data.limit))}
                onPage={setPage}
                label={`Pages of ${noun}`}
              />
            </Stack>
          )
        }
      </QueryView>
      {kind === 'assignments' && <PracticeWorkSection f={f} />}
      {f.group === null || f.course === null ? (
        <Text>Choose a class and a course to see the statistics of its {noun}.</Text>
      ) : (
        <QueryView query={stats}>
          {(s) => (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {s.group.name}, {s.course.name}: {s.count} {noun}
              </Title>
              <StatisticsFigures
                figures={[
                  { label: 'Submission rate', value: s.submission_rate, unit: 'percent' },
                  { label: 'Handed in on time', value: s.on_time_rate, unit: 'percent' },
                  { label: 'Mean', value: s.mean, unit: 'percent' },
                  { label: 'Median', value: s.median, unit: 'percent' },
                ]}
              />
              <BandsTable bands={s.bands} caption="Submitted attempts by score" />
            </Stack>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
