/** GET /api/v2/filters/:id/lessons: the chapters, topics (with checkpoint) and lessons of one course. */
import { courseStructureSchema, type CourseStructure } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { api } from '../lib/paths';
import { queryKeys } from './query-keys';

export type { CourseStructure };

export function getCourseLessons(courseId: number, signal?: AbortSignal): Promise<CourseStructure> {
  return apiFetch(api.courseLessons(courseId), { schema: courseStructureSchema, signal });
}

export const courseLessonsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseLessons(courseId),
    queryFn: ({ signal }) => getCourseLessons(courseId, signal),
  });

export function useCourseLessons(courseId: number) {
  return useQuery(courseLessonsQueryOptions(courseId));
}
