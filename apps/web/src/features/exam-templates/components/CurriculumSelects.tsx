import { Group, NativeSelect } from '@mantine/core';
import { courseLessons, useCourseLessons } from '../api/get-course-lessons';
import { useCurricula } from '../api/get-curricula';

export interface Links {
  curriculaId: number | null;
  courseId: number | null;
  lessonId: number | null;
}

const toId = (value: string) => (value ? Number(value) : null);

/**
 * Curriculum, course and (optionally) lesson, each narrowing the next; choosing a coarser one
 * clears the finer ones. `idPrefix` keeps two sets on one page (template and bank search) apart.
 */
export function CurriculumSelects({
  value,
  onChange,
  empty = { curricula: 'Any curriculum', course: 'Any course', lesson: 'Any lesson' },
  withLesson = true,
}: {
  value: Links;
  onChange: (links: Links) => void;
  empty?: { curricula: string; course: string; lesson: string };
  withLesson?: boolean;
}) {
  const curricula = useCurricula();
  const courses = useCourseLessons(value.curriculaId);
  const course = courses.data?.find((c) => c.id === value.courseId);
  const lessons = courseLessons(course);
  return (
    <Group align="flex-start" grow wrap="wrap">
      <NativeSelect
        label="Curriculum"
        value={value.curriculaId === null ? '' : String(value.curriculaId)}
        onChange={(e) => onChange({ curriculaId: toId(e.currentTarget.value), courseId: null, lessonId: null })}
        data={[
          { value: '', label: curricula.isPending ? 'Loading…' : empty.curricula },
          ...(curricula.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        miw={180}
      />
      <NativeSelect
        label="Course"
        value={value.courseId === null ? '' : String(value.courseId)}
        onChange={(e) => onChange({ ...value, courseId: toId(e.currentTarget.value), lessonId: null })}
        data={[
          { value: '', label: value.curriculaId && courses.isPending ? 'Loading…' : empty.course },
          ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        disabled={value.curriculaId === null}
        miw={180}
      />
      {withLesson && (
        <NativeSelect
          label="Lesson"
          value={value.lessonId === null ? '' : String(value.lessonId)}
          onChange={(e) => onChange({ ...value, lessonId: toId(e.currentTarget.value) })}
          data={[
            { value: '', label: empty.lesson },
            ...lessons.map((l) => ({ value: String(l.id), label: `${l.name} (${l.group})` })),
          ]}
          disabled={!course}
          miw={180}
        />
      )}
    </Group>
  );
}
