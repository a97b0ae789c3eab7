import { academyLessonResultSchema, type AcademyLessonResult } from '@markwell/contracts/academy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

export type { AcademyLessonResult };

/** POST /api/v2/teacher/academy/courses/:id/lessons/:lessonId/complete {answers} -> the result. */
export function completeAcademyLesson(courseId: number, lessonId: number, answers: string[]) {
  return apiFetch(api.academyLessonComplete(courseId, lessonId), {
    method: 'POST',
    body: { answers },
    schema: academyLessonResultSchema,
  });
}

export function useCompleteAcademyLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, answers }: { lessonId: number; answers: string[] }) =>
      completeAcademyLesson(courseId, lessonId, answers),
    onSettled: () => client.invalidateQueries({ queryKey: academyKeys.all }),
  });
}
