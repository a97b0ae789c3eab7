/** GET /api/v2/curriculases/:id/courses/lessons: a curriculum's courses with their chapters, topics and lessons. */
import { courseStructureSchema, type CourseStructure } from '@markwell/contracts/curricula';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../lib/api-client';
import { api } from '../lib/paths';
import { queryKeys } from './query-keys';

export type { CourseStructure };
const curriculumLessonsSchema = z.array(courseStructureSchema);

export function getCurriculumLessons(curriculumId: number, signal?: AbortSignal): Promise<CourseStructure[]> {
  return apiFetch(api.curriculasesLessons(curriculumId), { schema: curriculumLessonsSchema, signal });
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
