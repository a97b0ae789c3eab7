/** GET /api/v2/schoolgroups/courses: the courses the caller's classes follow, each with its class ids. */
import { groupCourseSchema } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../lib/api-client';
import { api } from '../lib/paths';
import { queryKeys } from './query-keys';

export type GroupCourse = z.infer<typeof groupCourseSchema>;
const groupCoursesSchema = z.array(groupCourseSchema);

export function getGroupCourses(signal?: AbortSignal): Promise<GroupCourse[]> {
  return apiFetch(api.schoolGroupCourses, { schema: groupCoursesSchema, signal });
}

export const groupCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.groupCourses, queryFn: ({ signal }) => getGroupCourses(signal) });

/** `enabled: false` waits (no request), e.g. until the page knows it needs the courses. */
export function useGroupCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupCoursesQueryOptions(), enabled });
}
