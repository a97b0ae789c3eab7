import { Group, NativeSelect } from '@mantine/core';
import { useClassStudents } from '../../../api/get-class-students';
import type { FilterChoices } from './filter-choices';
import type { DashboardFilterState } from './use-dashboard-filters';

const toId = (v: string) => (v === '' ? null : Number(v));
const valueOf = (id: number | null) => (id === null ? '' : String(id));

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
      <NativeSelect
        label="Subject"
        data={choices.subjects}
        value={valueOf(choices.subject)}
        onChange={(e) => apply({ subject: toId(e.currentTarget.value) })}
        w={180}
      />
      <NativeSelect
        label="Class"
        data={[{ value: '', label: 'All your classes' }, ...choices.groups]}
        value={valueOf(choices.group)}
        onChange={(e) => apply({ group: toId(e.currentTarget.value) })}
        w={200}
      />
      <NativeSelect
        label="Course"
        data={[{ value: '', label: 'All courses' }, ...choices.courses]}
        value={valueOf(choices.course)}
        onChange={(e) => apply({ course: toId(e.currentTarget.value) })}
        w={240}
      />
      <NativeSelect
        label="Student"
        data={[
          { value: '', label: choices.group === null ? 'Choose a class first' : 'Whole class' },
          ...(students.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name || s.name })),
        ]}
        value={valueOf(student)}
        onChange={(e) => apply({ student: toId(e.currentTarget.value) })}
        disabled={choices.group === null}
        w={220}
      />
    </Group>
  );
}
