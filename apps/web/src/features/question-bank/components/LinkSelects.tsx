import { Group, NativeSelect } from '@mantine/core';
import { useCurricula } from '../../../api/get-curricula';
import { useCurriculumLessons, type CourseStructure } from '../../../api/get-curriculum-lessons';

export interface Links {
  curriculaId: number | null;
  courseId: number | null;
  lessonId: number | null;
}

const toId = (value: string) => (value ? Number(value) : null);

/**
 * Curriculum, course and lesson, each narrowing the next; choosing a coarser one clears the finer
 * ones. `anyLabel` is the empty choice ("Any curriculum" in filters, "Choose…" in the editor).
 */
export function LinkSelects({
  value,
  onChange,
  labels = { curricula: 'Curriculum', course: 'Course', lesson: 'Lesson' },
  empty = { curricula: 'Choose a curriculum', course: 'No course', lesson: 'No lesson' },
  curriculaError,
  required = false,
}: {
  value: Links;
  onChange: (links: Links) => void;
  labels?: { curricula: string; course: string; lesson: string };
  empty?: { curricula: string; course: string; lesson: string };
  curriculaError?: string | undefined;
  required?: boolean;
}) {
  const curricula = useCurricula();
  const courses = useCurriculumLessons(value.curriculaId);
  const course = courses.data?.find((c) => c.id === value.courseId);
  return (
    <Group align="flex-start" grow wrap="wrap">
      <NativeSelect
        label={labels.curricula}
        value={value.curriculaId === null ? '' : String(value.curriculaId)}
        onChange={(e) => onChange({ curriculaId: toId(e.currentTarget.value), courseId: null, lessonId: null })}
        data={[
          { value: '', label: curricula.isPending ? 'Loading…' : empty.curricula },
          ...(curricula.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        error={curriculaError}
        required={required}
        miw={200}
      />
      <NativeSelect
        label={labels.course}
        value={value.courseId === null ? '' : String(value.courseId)}
        onChange={(e) => onChange({ ...value, courseId: toId(e.currentTarget.value), lessonId: null })}
        data={[
          { value: '', label: value.curriculaId && courses.isPending ? 'Loading…' : empty.course },
          ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        disabled={value.curriculaId === null}
        miw={200}
      />
      <NativeSelect
        label={labels.lesson}
        value={value.lessonId === null ? '' : String(value.lessonId)}
        onChange={(e) => onChange({ ...value, lessonId: toId(e.currentTarget.value) })}
        data={[{ value: '', label: empty.lesson }, ...lessonGroups(course)]}
        disabled={!course}
        miw={200}
      />
    </Group>
  );
}

/** The lessons of one course, grouped by topic (for a select with groups). */
function lessonGroups(course: CourseStructure | undefined) {
  if (!course) return [];
  return course.chapters.flatMap((chapter) =>
    chapter.topics
      .filter((topic) => topic.lessons.length > 0)
      .map((topic) => ({
        group: `${chapter.name} · ${topic.name}`,
        items: topic.lessons.map((lesson) => ({ value: String(lesson.id), label: lesson.name })),
      })),
  );
}
