import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AcademyLessonResult } from '@markwell/contracts/academy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

export type { AcademyLessonResult };

/** POST /api/v2/teacher/academy/courses/:id/lessons/:lessonId/complete {answers} -> the result. */
export function completeAcademyLesson(courseId: number, lessonId: number, answers: string[]) {
  return callEndpoint(academyEndpoints.postTeacherAcademyCoursesByCourseIdLessonsByLessonIdComplete, {
    params: { courseId, lessonId },
    body: { answers },
    validate: true,
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
