import { groupCourseSchema } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { classesKeys } from './query-keys';

export type GroupCourse = z.infer<typeof groupCourseSchema>;
const groupCoursesSchema = z.array(groupCourseSchema);

/** GET /api/v2/schoolgroups/courses: courses the caller's classes follow, each with its class ids. */
export function getGroupCourses(signal?: AbortSignal): Promise<GroupCourse[]> {
  return apiFetch(api.schoolGroupCourses, { schema: groupCoursesSchema, signal });
}

export function useGroupCourses() {
  return useQuery({ queryKey: classesKeys.groupCourses, queryFn: ({ signal }) => getGroupCourses(signal) });
}
