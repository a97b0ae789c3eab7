/** GET /api/v2/curriculases/:id/courses/lessons: a curriculum's courses with their chapters, topics and lessons. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../lib/call-endpoint';
import { type CourseStructure } from '@markwell/contracts/curricula';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type { CourseStructure };

export function getCurriculumLessons(curriculumId: number, signal?: AbortSignal): Promise<CourseStructure[]> {
  return callEndpoint(curriculaEndpoints.getCurriculasesByIdCoursesLessons, {
    params: { id: curriculumId },
    validate: true,
    signal,
  });
}

/** No curriculum chosen yet: the query waits (no request). */
export const curriculumLessonsQueryOptions = (curriculumId: number | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.curriculumLessons(curriculumId ?? 0),
    queryFn: curriculumId ? ({ signal }) => getCurriculumLessons(curriculumId, signal) : skipToken,
    staleTime: 5 * 60_000,
  });

export function useCurriculumLessons(curriculumId: number | null | undefined) {
  return useQuery(curriculumLessonsQueryOptions(curriculumId));
}
