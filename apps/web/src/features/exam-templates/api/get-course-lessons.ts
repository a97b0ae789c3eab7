/** GET /api/v2/curriculases/:id/courses/lessons: the courses of a curriculum with chapters, topics and lessons. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CourseStructure } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { examTemplateKeys } from './query-keys';

export type { CourseStructure };

export function getCourseLessons(curriculaId: number, signal?: AbortSignal) {
  return callEndpoint(curriculaEndpoints.getCurriculasesByIdCoursesLessons, {
    params: { id: curriculaId },
    validate: true,
    signal,
  });
}

/** Disabled until a curriculum is chosen. */
export function useCourseLessons(curriculaId: number | null | undefined) {
  return useQuery({
    queryKey: examTemplateKeys.courses(curriculaId ?? 0),
    queryFn: ({ signal }) => getCourseLessons(curriculaId ?? 0, signal),
    enabled: !!curriculaId,
    staleTime: 5 * 60_000,
  });
}

/** Every lesson of one course, in course order, with its chapter and topic for the label. */
export function courseLessons(course: CourseStructure | undefined) {
  if (!course) return [];
  return course.chapters.flatMap((chapter) =>
    chapter.topics.flatMap((topic) =>
      topic.lessons.map((lesson) => ({ id: lesson.id, name: lesson.name, group: `${chapter.name} · ${topic.name}` })),
    ),
  );
}
