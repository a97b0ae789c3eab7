import { courseStructureSchema, type CourseStructure } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { classesKeys } from './query-keys';

export type { CourseStructure };

/** GET /api/v2/filters/:id/lessons: chapters, topics (with checkpoint) and lessons of a course. */
export function getCourseLessons(courseId: number, signal?: AbortSignal): Promise<CourseStructure> {
  return apiFetch(api.courseLessons(courseId), { schema: courseStructureSchema, signal });
}

export function useCourseLessons(courseId: number) {
  return useQuery({
    queryKey: classesKeys.lessons(courseId),
    queryFn: ({ signal }) => getCourseLessons(courseId, signal),
  });
}
