import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  type CreateAcademyCourseBody,
  type StaffAcademyCourse,
  type StaffAcademyCourseSummary,
  type UpdateAcademyCourseBody,
} from '@markwell/contracts/academy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

export type { StaffAcademyCourse, StaffAcademyCourseSummary };

/** GET /api/v2/academycourses -> every course incl. drafts (content staff). */
export function getStaffAcademyCourses(signal?: AbortSignal) {
  return callEndpoint(academyEndpoints.getAcademycourses, { validate: true, signal });
}

export function useStaffAcademyCourses() {
  return useQuery({ queryKey: academyKeys.staff, queryFn: ({ signal }) => getStaffAcademyCourses(signal) });
}

/** GET /api/v2/academycourses/:id -> one course with its lessons and quizzes. */
export function getStaffAcademyCourse(id: number, signal?: AbortSignal) {
  return callEndpoint(academyEndpoints.getAcademycoursesById, { params: { id }, validate: true, signal });
}

export function useStaffAcademyCourse(id: number) {
  return useQuery({
    queryKey: academyKeys.staffCourse(id),
    queryFn: ({ signal }) => getStaffAcademyCourse(id, signal),
    meta: { silentError: true },
  });
}

/** POST /api/v2/academycourses -> the new course. */
export function createStaffAcademyCourse(body: CreateAcademyCourseBody) {
  return callEndpoint(academyEndpoints.postAcademycourses, { body, validate: true });
}

/** PATCH /api/v2/academycourses/:id -> the course. */
export function updateStaffAcademyCourse(id: number, body: UpdateAcademyCourseBody) {
  return callEndpoint(academyEndpoints.patchAcademycoursesById, { params: { id }, body, validate: true });
}

/** DELETE /api/v2/academycourses/:id (with its lessons and teachers' progress). */
export function deleteStaffAcademyCourse(id: number) {
  return callEndpoint(academyEndpoints.deleteAcademycoursesById, { params: { id }, validate: true });
}

/** PUT /api/v2/academycourses/order {curricula_id, course_ids} -> every course. */
export function orderStaffAcademyCourses(curriculaId: number, courseIds: number[]) {
  return callEndpoint(academyEndpoints.putAcademycoursesOrder, {
    body: { curricula_id: curriculaId, course_ids: courseIds },
    validate: true,
  });
}

/** Reorders one curriculum's courses, showing the new order at once (the old one back on failure). */
export function useOrderStaffAcademyCourses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ curriculaId, courseIds }: { curriculaId: number; courseIds: number[] }) =>
      orderStaffAcademyCourses(curriculaId, courseIds),
    onMutate: async ({ curriculaId, courseIds }) => {
      await client.cancelQueries({ queryKey: academyKeys.staff });
      const before = client.getQueryData<StaffAcademyCourseSummary[]>(academyKeys.staff);
      if (before) {
        // The curriculum's courses take its slots in the list in their new order; the rest stay.
        const moved = courseIds.flatMap((id) => before.filter((c) => c.id === id));
        let next = 0;
        client.setQueryData(
          academyKeys.staff,
          before.map((c) => (c.curricula_id === curriculaId ? (moved[next++] ?? c) : c)),
        );
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(academyKeys.staff, context.before);
    },
    onSuccess: (courses) => client.setQueryData(academyKeys.staff, courses),
    onSettled: () => client.invalidateQueries({ queryKey: academyKeys.staff }),
    meta: { silentError: true },
  });
}

/** The course editor's writes; each reloads the staff lists. Forms show their own errors. */
export function useStaffAcademyCourseMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: academyKeys.staff });
  return {
    create: useMutation({ mutationFn: createStaffAcademyCourse, onSettled: refresh, meta: { silentError: true } }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateAcademyCourseBody }) => updateStaffAcademyCourse(id, body),
      onSettled: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({ mutationFn: deleteStaffAcademyCourse, onSettled: refresh }),
  };
}
