import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  type CreateAcademyLessonBody,
  type StaffAcademyCourse,
  type StaffAcademyLesson,
  type UpdateAcademyLessonBody,
} from '@markwell/contracts/academy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

export type { StaffAcademyLesson };

/** POST /api/v2/academycourses/:id/lessons -> the lesson, added last. */
export function createStaffAcademyLesson(courseId: number, body: CreateAcademyLessonBody) {
  return callEndpoint(academyEndpoints.postAcademycoursesByIdLessons, {
    params: { id: courseId },
    body,
    validate: true,
  });
}

/** PATCH /api/v2/academycourses/:id/lessons/:lessonId -> the lesson. */
export function updateStaffAcademyLesson(courseId: number, lessonId: number, body: UpdateAcademyLessonBody) {
  return callEndpoint(academyEndpoints.patchAcademycoursesByIdLessonsByLessonId, {
    params: { id: courseId, lessonId },
    body,
    validate: true,
  });
}

/** DELETE /api/v2/academycourses/:id/lessons/:lessonId -> the course. */
export function deleteStaffAcademyLesson(courseId: number, lessonId: number) {
  return callEndpoint(academyEndpoints.deleteAcademycoursesByIdLessonsByLessonId, {
    params: { id: courseId, lessonId },
    validate: true,
  });
}

/** PUT /api/v2/academycourses/:id/lessons/order {lesson_ids} -> the course. */
export function orderStaffAcademyLessons(courseId: number, lessonIds: number[]) {
  return callEndpoint(academyEndpoints.putAcademycoursesByIdLessonsOrder, {
    params: { id: courseId },
    body: { lesson_ids: lessonIds },
    validate: true,
  });
}

/** The lesson writes of one course; each reloads the course and the staff list. */
export function useStaffAcademyLessonMutations(courseId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: academyKeys.staff });
  return {
    create: useMutation({
      mutationFn: (body: CreateAcademyLessonBody) => createStaffAcademyLesson(courseId, body),
      onSettled: refresh,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ lessonId, body }: { lessonId: number; body: UpdateAcademyLessonBody }) =>
        updateStaffAcademyLesson(courseId, lessonId, body),
      onSettled: refresh,
      meta: { silentError: true },
    }),
    remove: useMutation({
      mutationFn: (lessonId: number) => deleteStaffAcademyLesson(courseId, lessonId),
      onSettled: refresh,
    }),
    order: useMutation({
      mutationFn: (ids: number[]) => orderStaffAcademyLessons(courseId, ids),
      // The new order shows at once; the server's answer replaces it, or the old order comes back.
      onMutate: async (ids) => {
        const key = academyKeys.staffCourse(courseId);
        await client.cancelQueries({ queryKey: key });
        const before = client.getQueryData<StaffAcademyCourse>(key);
        if (before) {
          const lessons = ids.flatMap((id) => before.lessons.filter((l) => l.id === id));
          client.setQueryData<StaffAcademyCourse>(key, { ...before, lessons });
        }
        return { before };
      },
      onError: (_error, _ids, context) => {
        if (context?.before) client.setQueryData(academyKeys.staffCourse(courseId), context.before);
      },
      onSuccess: (course) => client.setQueryData(academyKeys.staffCourse(courseId), course),
      onSettled: refresh,
      meta: { silentError: true },
    }),
  };
}
