import { Group, Radio, Stack, Text } from '@mantine/core';
import { QueryView } from '../../../components/QueryView';
import { useProgressByClass } from '../api/get-progress-by-class';
import { useProgressStudents } from '../api/get-progress-students';
import { useProgressSummary } from '../api/get-progress-summary';
import { DataTable } from './DataTable';
import { PercentBar, formatPercent } from './PercentBar';
import type { PanelFilters } from './panel-props';
import type { ProgressUnit } from './use-dashboard-filters';
import { Tip } from '../../../components/Tip';

const UNIT_NAMES: Record<ProgressUnit, { one: string; label: string }> = {
  lessons: { one: 'lesson', label: 'Lessons' },
  topics: { one: 'topic', label: 'Topics' },
  chapters: { one: 'chapter', label: 'Chapters' },
};

/**
 * Progress: completion per qualification and class, and each student of a class on a course by
 * lesson, topic or chapter (`unit`, kept in the address with the other filters).
 */
export function ProgressPanel({
  f,
  unit,
  onUnit,
}: {
  f: PanelFilters;
  unit: ProgressUnit;
  onUnit: (unit: ProgressUnit) => void;
}) {
  const summary = useProgressSummary(f.subject);
  const byClass = useProgressByClass(f.subject);
  const students = useProgressStudents(
    f.group !== null && f.course !== null ? { group: f.group, course: f.course, unit } : null,
  );

  return (
    <Stack gap="lg">
      <Tip place="dashboards.progress" />
      <Text>
        Completion is the share of a course&apos;s lessons each student has completed: a tutorial read, every practice
        question answered, or set work handed in on the lesson. Assessed counts only set work whose marks were released.
      </Text>
      <QueryView query={summary}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>None of your classes follows this subject. Choose another subject.</Text>
          ) : (
            <DataTable
              caption="Progress by qualification"
              head={['Qualification', 'Courses', 'Classes', 'Completion', 'Completion assessed']}
              rows={rows.map((r) => ({
                key: r.id,
                cells: [
                  r.qualification,
                  r.courses,
                  r.count,
                  <PercentBar value={r.completion} />,
                  <PercentBar value={r.completionAssessed} series={1} />,
                ],
              }))}
            />
          )
        }
      </QueryView>
      <QueryView query={byClass}>
        {(rows) => (
          <DataTable
            caption="Progress by class"
            head={['Class', 'Courses', 'Lessons', 'Completion', 'Completion assessed']}
            rows={rows.map((r) => ({
              key: r.id,
              cells: [
                r.name,
                r.count,
                r.lessons,
                <PercentBar value={r.completion} />,
                <PercentBar value={r.completionAssessed} series={1} />,
              ],
            }))}
          />
        )}
      </QueryView>
      <Radio.Group label="Student progress by" value={unit} onChange={(value) => onUnit(value as ProgressUnit)}>
        <Group gap="md" mt="xs">
          {(Object.keys(UNIT_NAMES) as ProgressUnit[]).map((u) => (
            <Radio key={u} value={u} label={UNIT_NAMES[u].label} />
          ))}
        </Group>
      </Radio.Group>
      {f.group === null || f.course === null ? (
        <Text>
          Choose a class and a course to see each student&apos;s progress {UNIT_NAMES[unit].one} by{' '}
          {UNIT_NAMES[unit].one}.
        </Text>
      ) : (
        <QueryView query={students}>
          {(table) => (
            <DataTable
              caption={`${table.group.name}, ${table.course.name}: completion by ${UNIT_NAMES[table.type].one}`}
              head={['Student', 'Completion', 'Assessed', 'Live score', ...table.units.map((u) => u.name)]}
              rows={table.students.map((s) => ({
                key: s.id,
                cells: [
                  s.name,
                  <PercentBar value={s.completion} />,
                  formatPercent(s.completionAssessed),
                  formatPercent(s.live_score),
                  ...s.units.map((u) => formatPercent(u.completion)),
                ],
              }))}
            />
          )}
        </QueryView>
      )}
    </Stack>
  );
}
