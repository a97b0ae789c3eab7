/** GET /api/v2/schoolgroups/courses: the courses the caller's classes follow, each with its class ids. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../lib/call-endpoint';
import { groupCourseSchema } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from './query-keys';

export type GroupCourse = z.infer<typeof groupCourseSchema>;

export function getGroupCourses(signal?: AbortSignal): Promise<GroupCourse[]> {
  return callEndpoint(curriculaEndpoints.getSchoolgroupsCourses, { validate: true, signal });
}

export const groupCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.groupCourses, queryFn: ({ signal }) => getGroupCourses(signal) });

/** `enabled: false` waits (no request), e.g. until the page knows it needs the courses. */
export function useGroupCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupCoursesQueryOptions(), enabled });
}
