import { Checkbox, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Loader } from '../../../components/Loader';
import { useClassesStudents } from '../../../api/get-class-students';
import { useSchoolGroups } from '../api/get-school-groups';
import { DANGER } from '../../../lib/text-colours';
import { plural } from './format';

/**
 * Who set work can go to: the teacher's classes, and every student of them once (labelled with
 * their class) with the subgroups (student tags) among them.
 */
export function useTargetChoices() {
  const groups = useSchoolGroups();
  const groupIds = useMemo(() => (groups.data ?? []).map((g) => g.id), [groups.data]);
  const students = useClassesStudents(groupIds);
  const pool = useMemo(() => {
    const byId = new Map<number, { id: number; label: string; subgroups: string[] }>();
    for (const g of groups.data ?? [])
      for (const s of students.byGroup.get(g.id) ?? [])
        if (!byId.has(s.id)) byId.set(s.id, { id: s.id, label: `${s.full_name} (${g.name})`, subgroups: s.subgroups });
    return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [groups.data, students.byGroup]);
  const subgroupNames = useMemo(
    () => [...new Set(pool.flatMap((s) => s.subgroups))].sort((a, b) => a.localeCompare(b)),
    [pool],
  );
  return { groups, pool, subgroupNames, loadingStudents: students.pending };
}

export type TargetChoices = ReturnType<typeof useTargetChoices>;

export interface TargetValues {
  groupIds: number[];
  subgroups: string[];
  studentIds: number[];
}

/** The "who" of set work (exams and practice alike): classes, subgroups and single students. */
export function TargetsFieldset({
  legend,
  choices,
  value,
  onChange,
  classesError,
  error,
}: {
  legend: string;
  choices: TargetChoices;
  value: TargetValues;
  onChange: (change: Partial<TargetValues>) => void;
  /** Shown under the classes. */
  classesError?: string | undefined;
  /** About the targets as a whole, announced under the fieldset. */
  error?: string | undefined;
}) {
  const { groups, pool, subgroupNames, loadingStudents } = choices;
  return (
    <Paper withBorder p="md" component="fieldset" aria-describedby={error ? 'targets-error' : undefined}>
      <Title order={2} size="h4" component="legend">
        {legend}
      </Title>
      <Stack gap="sm">
        {groups.isPending ? (
          <Loader label="Loading your classes…" />
        ) : (
          <Checkbox.Group
            label="Classes"
            value={value.groupIds.map(String)}
            onChange={(v) => onChange({ groupIds: v.map(Number) })}
            error={classesError}
          >
            <Group gap="md" mt={4}>
              {(groups.data ?? []).map((g) => (
                <Checkbox key={g.id} value={String(g.id)} label={`${g.name} (${plural(g.studentsCount, 'student')})`} />
              ))}
              {groups.data?.length === 0 && <Text size="sm">You have no classes yet.</Text>}
            </Group>
          </Checkbox.Group>
        )}
        <MultiSelect
          label="Subgroups"
          description="Students with one of these tags, whichever class they are in."
          data={subgroupNames}
          value={value.subgroups}
          onChange={(subgroups) => onChange({ subgroups })}
          searchable
          placeholder={loadingStudents ? 'Loading…' : subgroupNames.length ? 'Choose subgroups' : 'No subgroups'}
        />
        <MultiSelect
          label="Single students"
          data={pool.map((s) => ({ value: String(s.id), label: s.label }))}
          value={value.studentIds.map(String)}
          onChange={(v) => onChange({ studentIds: v.map(Number) })}
          searchable
          placeholder={loadingStudents ? 'Loading…' : 'Search by name'}
        />
        {error && (
          <Text id="targets-error" c={DANGER} size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
