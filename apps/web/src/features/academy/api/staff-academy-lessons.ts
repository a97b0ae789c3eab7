import {
  staffAcademyCourseSchema,
  staffAcademyLessonSchema,
  type CreateAcademyLessonBody,
  type StaffAcademyCourse,
  type StaffAcademyLesson,
  type UpdateAcademyLessonBody,
} from '@markwell/contracts/academy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

export type { StaffAcademyLesson };

/** POST /api/v2/academycourses/:id/lessons -> the lesson, added last. */
export function createStaffAcademyLesson(courseId: number, body: CreateAcademyLessonBody) {
  return apiFetch(api.staffAcademyLessons(courseId), { method: 'POST', body, schema: staffAcademyLessonSchema });
}

/** PATCH /api/v2/academycourses/:id/lessons/:lessonId -> the lesson. */
export function updateStaffAcademyLesson(courseId: number, lessonId: number, body: UpdateAcademyLessonBody) {
  return apiFetch(api.staffAcademyLesson(courseId, lessonId), {
    method: 'PATCH',
    body,
    schema: staffAcademyLessonSchema,
  });
}

/** DELETE /api/v2/academycourses/:id/lessons/:lessonId -> the course. */
export function deleteStaffAcademyLesson(courseId: number, lessonId: number) {
  return apiFetch(api.staffAcademyLesson(courseId, lessonId), { method: 'DELETE', schema: staffAcademyCourseSchema });
}

/** PUT /api/v2/academycourses/:id/lessons/order {lesson_ids} -> the course. */
export function orderStaffAcademyLessons(courseId: number, lessonIds: number[]) {
  return apiFetch(api.staffAcademyLessonOrder(courseId), {
    method: 'PUT',
    body: { lesson_ids: lessonIds },
    schema: staffAcademyCourseSchema,
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
