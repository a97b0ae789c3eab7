/** The student's learning API: courses, lessons, practice answers marked at once, revision. */
import { learningEndpoints } from '@markwell/contracts/endpoints/learning';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { PracticeAnswerBody, PracticeResult } from '@markwell/contracts/learning';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sanitizeHtml } from '../../../lib/sanitize-html';

const keys = {
  all: ['learning'] as const,
  courses: ['learning', 'courses'] as const,
  course: (id: number) => ['learning', 'course', id] as const,
  lesson: (id: number) => ['learning', 'lesson', id] as const,
  revision: ['learning', 'revision'] as const,
  progress: ['learning', 'progress'] as const,
};

/** The student's own progress (figures as their teachers see them), lessons to revise, work due. */
export function useStudentProgress() {
  return useQuery({
    queryKey: keys.progress,
    queryFn: ({ signal }) => callEndpoint(learningEndpoints.getLearningProgress, { validate: true, signal }),
  });
}

export function useLearningCourses() {
  return useQuery({
    queryKey: keys.courses,
    queryFn: ({ signal }) => callEndpoint(learningEndpoints.getLearningCourses, { validate: true, signal }),
  });
}

export function useLearningCourse(id: number) {
  return useQuery({
    queryKey: keys.course(id),
    queryFn: ({ signal }) =>
      callEndpoint(learningEndpoints.getLearningCoursesById, { params: { id }, validate: true, signal }),
  });
}

export function useLearningLesson(id: number) {
  return useQuery({
    queryKey: keys.lesson(id),
    queryFn: async ({ signal }) => {
      const lesson = await callEndpoint(learningEndpoints.getLearningLessonsById, {
        params: { id },
        validate: true,
        signal,
      });
      // Sanitised by the server on save and read, and again here before it is rendered.
      return { ...lesson, tutorial_html: lesson.tutorial_html ? await sanitizeHtml(lesson.tutorial_html) : null };
    },
  });
}

export function useRevisionSet() {
  return useQuery({
    queryKey: keys.revision,
    queryFn: ({ signal }) => callEndpoint(learningEndpoints.getLearningRevision, { validate: true, signal }),
    // A set is worked through one answer at a time: it is not refetched under the student's feet.
    staleTime: Infinity,
  });
}

export function useCompleteLesson(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(learningEndpoints.postLearningLessonsByIdComplete, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
    meta: { silentError: true },
  });
}

/** Sends an answer; the explained mark comes back at once. Lists refresh when the student moves on. */
export function useAnswerPractice() {
  return useMutation({
    mutationFn: (body: PracticeAnswerBody): Promise<PracticeResult> =>
      callEndpoint(learningEndpoints.postLearningPracticeAnswers, { body, validate: true }),
    meta: { silentError: true },
  });
}

export function useSelfAssess() {
  return useMutation({
    mutationFn: ({ id, assessment }: { id: number; assessment: 'yes' | 'partly' | 'no' }) =>
      callEndpoint(learningEndpoints.postLearningPracticeAnswersByIdSelfAssessment, {
        params: { id },
        body: { assessment },
      }),
    meta: { silentError: true },
  });
}

export function useRefreshLearning() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}
