/** GET /api/v2/filters/:id/lessons: the chapters, topics (with checkpoint) and lessons of one course. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../lib/call-endpoint';
import { type CourseStructure } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type { CourseStructure };

export function getCourseLessons(courseId: number, signal?: AbortSignal): Promise<CourseStructure> {
  return callEndpoint(curriculaEndpoints.getFiltersByIdLessons, { params: { id: courseId }, validate: true, signal });
}

export const courseLessonsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courseLessons(courseId),
    queryFn: ({ signal }) => getCourseLessons(courseId, signal),
  });

export function useCourseLessons(courseId: number) {
  return useQuery(courseLessonsQueryOptions(courseId));
}
