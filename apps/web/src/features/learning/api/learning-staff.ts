/** Content staff's lessons and teachers' review of practice answers. */
import { learningEndpoints } from '@markwell/contracts/endpoints/learning';
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type LessonContentBody, type StaffLesson } from '@markwell/contracts/learning-staff';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
          callEndpoint(learningEndpoints.getStaffLessons, { query: { course_id: courseId }, validate: true, signal })
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
        ? async ({ signal }) =>
            cleaned(
              await callEndpoint(learningEndpoints.getStaffLessonsById, { params: { id }, validate: true, signal }),
            )
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
      cleaned(
        await callEndpoint(learningEndpoints.putStaffLessonsByIdContent, { params: { id }, body, validate: true }),
      ),
    onSuccess: saved,
    meta: { silentError: true },
  });
}

export function useSaveLessonPractice(id: number) {
  const saved = useLessonSaved();
  return useMutation({
    mutationFn: async (questionIds: number[]) =>
      cleaned(
        await callEndpoint(learningEndpoints.putStaffLessonsByIdPracticeQuestions, {
          params: { id },
          body: { question_ids: questionIds },
          validate: true,
        }),
      ),
    onSuccess: saved,
    meta: { silentError: true },
  });
}

export function usePracticeReviewCounts() {
  return useQuery({
    queryKey: keys.reviewCounts,
    queryFn: ({ signal }) => callEndpoint(learningEndpoints.getLearningReviewsCounts, { validate: true, signal }),
  });
}

export function usePracticeReviews(groupId: number | null) {
  return useQuery({
    queryKey: keys.reviews(groupId ?? 0),
    queryFn: groupId
      ? ({ signal }) =>
          callEndpoint(learningEndpoints.getLearningReviews, { query: { group_id: groupId }, validate: true, signal })
      : skipToken,
  });
}

/** Confirms or changes a mark. The lists refresh when the teacher asks (the answer stays on screen, marked done). */
export function useReviewPracticeAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marks }: { id: number; marks: number }) =>
      callEndpoint(learningEndpoints.postLearningPracticeAnswersByIdReview, {
        params: { id },
        body: { marks },
        validate: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.reviewCounts }),
    meta: { silentError: true },
  });
}
