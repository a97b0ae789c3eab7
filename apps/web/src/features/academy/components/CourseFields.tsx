import { Checkbox, Group, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCurricula } from '../../../api/get-curricula';
import type { FieldErrors } from '../../../lib/form-errors';

/** What the staff course forms edit (new course and course details alike). */
export interface CourseValues {
  title: string;
  summary: string;
  curriculaId: string | null;
  position: number;
  published: boolean;
}

/** The state of a course form, started from `initial`. */
export function useCourseValues(initial: CourseValues) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof CourseValues>(key: K, value: CourseValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return { values, set };
}

/** Title, curriculum, (position), summary and published: the fields both course forms share. */
export function CourseFields({
  values,
  set,
  errors,
  withPosition = false,
}: ReturnType<typeof useCourseValues> & { errors: FieldErrors; withPosition?: boolean }) {
  const curricula = useCurricula();
  return (
    <>
      <Group align="flex-start" grow>
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <Select
          label="Curriculum"
          required
          data={(curricula.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.curriculaId}
          onChange={(v) => set('curriculaId', v)}
          error={errors.curricula_id}
        />
        {withPosition && (
          <NumberInput
            label="Position"
            min={0}
            max={100000}
            value={values.position}
            onChange={(v) => set('position', typeof v === 'number' ? v : 0)}
            error={errors.position}
          />
        )}
      </Group>
      <Textarea
        label="Summary"
        maxLength={1000}
        autosize
        minRows={2}
        value={values.summary}
        onChange={(e) => set('summary', e.currentTarget.value)}
        error={errors.summary}
      />
      <Checkbox
        label="Published (teachers see it)"
        checked={values.published}
        onChange={(e) => set('published', e.currentTarget.checked)}
      />
    </>
  );
}
