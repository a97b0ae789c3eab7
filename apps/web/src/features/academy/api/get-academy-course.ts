import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AcademyCourse } from '@markwell/contracts/academy';
import { useQuery } from '@tanstack/react-query';
import { preloadSanitizer, sanitizeHtml } from '../../../lib/sanitize-html';
import { academyKeys } from './query-keys';

export type { AcademyCourse };

/** GET /api/v2/teacher/academy/courses/:id -> the course with its lessons (content sanitised again here). */
export async function getAcademyCourse(id: number, signal?: AbortSignal): Promise<AcademyCourse> {
  preloadSanitizer();
  const course = await callEndpoint(academyEndpoints.getTeacherAcademyCoursesByCourseId, {
    params: { courseId: id },
    validate: true,
    signal,
  });
  const lessons = await Promise.all(
    course.lessons.map(async (l) => ({ ...l, content: await sanitizeHtml(l.content) })),
  );
  return { ...course, lessons };
}

export function useAcademyCourse(id: number) {
  return useQuery({
    queryKey: academyKeys.course(id),
    queryFn: ({ signal }) => getAcademyCourse(id, signal),
    // The player shows a missing course (404) itself.
    meta: { silentError: true },
  });
}
