/** Content staff's lessons and teachers' review of practice answers. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  practiceReviewCountSchema,
  practiceReviewListSchema,
  practiceReviewResultSchema,
  staffCourseLessonsSchema,
  staffLessonSchema,
  type LessonContentBody,
  type StaffLesson,
} from '@markwell/contracts/learning-staff';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { sanitizeHtml } from '../../../lib/sanitize-html';

const keys = {
  courses: (curriculumId: number) => ['staff-lessons', 'courses', curriculumId] as const,
  course: (courseId: number) => ['staff-lessons', 'course', courseId] as const,
  lesson: (id: number) => ['staff-lessons', 'lesson', id] as const,
  reviewCounts: ['practice-review', 'counts'] as const,
  reviews: (groupId: number) => ['practice-review', 'class', groupId] as const,
};

/** The courses of a curriculum (none chosen yet: no request). */
export function useCurriculumCourses(curriculumId: number | null) {
  return useQuery({
    queryKey: keys.courses(curriculumId ?? 0),
    queryFn: curriculumId
      ? ({ signal }) =>
          callEndpoint(curriculaEndpoints.getCurriculaByIdCourses, {
            params: { id: curriculumId },
            validate: true,
            query: { limit: 500 },
            signal,
          })
      : skipToken,
    staleTime: 5 * 60_000,
  });
}

export function useStaffCourseLessons(courseId: number | null) {
  return useQuery({
    queryKey: keys.course(courseId ?? 0),
    queryFn: courseId
      ? ({ signal }) =>
          apiFetch(api.staffLessons, { query: { course_id: courseId }, schema: staffCourseLessonsSchema, signal })
      : skipToken,
  });
}

async function cleaned(lesson: StaffLesson): Promise<StaffLesson> {
  // Sanitised by the server on save and read, and again here before the editor shows it.
  return { ...lesson, body_html: lesson.body_html ? await sanitizeHtml(lesson.body_html) : '' };
}

/** One lesson for its editor (no request for an id that cannot be one). */
export function useStaffLesson(id: number) {
  return useQuery({
    queryKey: keys.lesson(id),
    queryFn:
      id > 0
        ? async ({ signal }) => cleaned(await apiFetch(api.staffLesson(id), { schema: staffLessonSchema, signal }))
        : skipToken,
  });
}

function useLessonSaved() {
  const client = useQueryClient();
  return (lesson: StaffLesson) => {
    client.setQueryData(keys.lesson(lesson.id), lesson);
    void client.invalidateQueries({ queryKey: keys.course(lesson.course.id) });
  };
}

export function useSaveLessonContent(id: number) {
  const saved = useLessonSaved();
  return useMutation({
    mutationFn: async (body: LessonContentBody) =>
      cleaned(await apiFetch(api.staffLessonContent(id), { method: 'PUT', body, schema: staffLessonSchema })),
    onSuccess: saved,
    meta: { silentError: true },
  });
}

export function useSaveLessonPractice(id: number) {
  const saved = useLessonSaved();
  return useMutation({
    mutationFn: async (questionIds: number[]) =>
      cleaned(
        await apiFetch(api.staffLessonPractice(id), {
          method: 'PUT',
          body: { question_ids: questionIds },
          schema: staffLessonSchema,
        }),
      ),
    onSuccess: saved,
    meta: { silentError: true },
  });
}

export function usePracticeReviewCounts() {
  return useQuery({
    queryKey: keys.reviewCounts,
    queryFn: ({ signal }) => apiFetch(api.practiceReviewCounts, { schema: z.array(practiceReviewCountSchema), signal }),
  });
}

export function usePracticeReviews(groupId: number | null) {
  return useQuery({
    queryKey: keys.reviews(groupId ?? 0),
    queryFn: groupId
      ? ({ signal }) =>
          apiFetch(api.practiceReviews, { query: { group_id: groupId }, schema: practiceReviewListSchema, signal })
      : skipToken,
  });
}

/** Confirms or changes a mark. The lists refresh when the teacher asks (the answer stays on screen, marked done). */
export function useReviewPracticeAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marks }: { id: number; marks: number }) =>
      apiFetch(api.practiceReview(id), { method: 'POST', body: { marks }, schema: practiceReviewResultSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.reviewCounts }),
    meta: { silentError: true },
  });
}
