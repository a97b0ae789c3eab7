import { Checkbox, Group, Select, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCurricula } from '../../../api/get-curricula';
import type { FieldErrors } from '../../../lib/form-errors';

/** What the staff course forms edit (new course and course details alike). */
export interface CourseValues {
  title: string;
  summary: string;
  curriculaId: string | null;
  published: boolean;
}

/** The state of a course form, started from `initial`. */
export function useCourseValues(initial: CourseValues) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof CourseValues>(key: K, value: CourseValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return { values, set };
}

/**
 * Title, curriculum, summary and published: the fields both course forms share. The order of
 * courses is changed with Move up / Move down on the course list, not typed here.
 */
export function CourseFields({ values, set, errors }: ReturnType<typeof useCourseValues> & { errors: FieldErrors }) {
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
