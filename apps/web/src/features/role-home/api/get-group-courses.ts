import { groupCourseSchema } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type GroupCourse = z.infer<typeof groupCourseSchema>;
const groupCoursesSchema = z.array(groupCourseSchema);

/** GET /api/v2/schoolgroups/courses: the courses of the caller's classes, each with its class ids. */
export function getGroupCourses(signal?: AbortSignal): Promise<GroupCourse[]> {
  return apiFetch(api.schoolGroupCourses, { schema: groupCoursesSchema, signal });
}

export function useGroupCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['schoolgroups', 'courses'],
    queryFn: ({ signal }) => getGroupCourses(signal),
    enabled,
  });
}
