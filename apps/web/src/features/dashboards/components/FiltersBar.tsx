import { Group, Select } from '@mantine/core';
import { useClassStudents } from '../api/get-class-students';
import type { FilterChoices } from './filter-choices';
import type { DashboardFilterState } from './use-dashboard-filters';

const toId = (v: string | null) => (v === null ? null : Number(v));

/** Subject, class, course and student: each list offers what the choices before it allow. */
export function FiltersBar({
  choices,
  student,
  apply,
}: {
  choices: FilterChoices;
  student: number | null;
  apply: (change: Partial<DashboardFilterState>) => void;
}) {
  const students = useClassStudents(choices.group);
  return (
    <Group align="end" gap="md" wrap="wrap">
      <Select
        label="Subject"
        data={choices.subjects}
        value={choices.subject === null ? null : String(choices.subject)}
        onChange={(v) => apply({ subject: toId(v) })}
        allowDeselect={false}
        w={180}
      />
      <Select
        label="Class"
        placeholder="All your classes"
        data={choices.groups}
        value={choices.group === null ? null : String(choices.group)}
        onChange={(v) => apply({ group: toId(v) })}
        clearable
        w={200}
      />
      <Select
        label="Course"
        placeholder="All courses"
        data={choices.courses}
        value={choices.course === null ? null : String(choices.course)}
        onChange={(v) => apply({ course: toId(v) })}
        clearable
        w={240}
      />
      <Select
        label="Student"
        placeholder={choices.group === null ? 'Choose a class first' : 'Whole class'}
        data={(students.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name || s.name }))}
        value={student === null ? null : String(student)}
        onChange={(v) => apply({ student: toId(v) })}
        disabled={choices.group === null}
        clearable
        searchable
        w={220}
      />
    </Group>
  );
}
