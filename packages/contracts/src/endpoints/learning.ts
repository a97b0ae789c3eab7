import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  learningCourseMapSchema,
  learningCourseSchema,
  learningIdParamsSchema,
  learningLessonSchema,
  lessonContentBodySchema,
  lessonPracticeBodySchema,
  okSchema,
  practiceAnswerBodySchema,
  practiceResultSchema,
  practiceReviewBodySchema,
  practiceReviewCountSchema,
  practiceReviewListSchema,
  practiceReviewQuerySchema,
  practiceReviewResultSchema,
  revisionSetSchema,
  selfAssessmentBodySchema,
  staffCourseLessonsSchema,
  staffLessonSchema,
  staffLessonsQuerySchema,
  studentProgressQuerySchema,
  studentProgressSchema,
} from '../index';

/** A student reaches only what their classes follow; anything else answers as if it did not exist. */
const NOT_FOLLOWED = 'A lesson or course none of the student’s classes follows is 404, as a missing one.';

/** The learning module's endpoints, each keyed by its operationId in the API document. */
export const learningEndpoints = {
  getLearningCourses: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/courses',
    summary: 'The courses the student’s classes follow, with lessons completed',
    description: 'Each course of a curriculum one of the student’s classes follows (and the school can see).',
    responses: { 200: z.array(learningCourseSchema) },
  }),
  getLearningCoursesById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/courses/:id',
    summary: 'A course’s chapters, topics and lessons with the student’s completion and live scores',
    description: NOT_FOLLOWED,
    params: learningIdParamsSchema,
    responses: { 200: learningCourseMapSchema },
  }),
  getLearningLessonsById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/lessons/:id',
    summary: 'A lesson: its tutorial, video and practice questions (never their mark schemes)',
    description: NOT_FOLLOWED,
    params: learningIdParamsSchema,
    responses: { 200: learningLessonSchema },
  }),
  postLearningLessonsByIdComplete: defineEndpoint({
    method: 'POST',
    path: '/api/v2/learning/lessons/:id/complete',
    summary: 'Mark a lesson done (tutorial completion)',
    description: `The first completion is kept with its time. ${NOT_FOLLOWED}`,
    params: learningIdParamsSchema,
    responses: { 200: z.object({ completed_at: z.string() }) },
  }),
  postLearningPracticeAnswers: defineEndpoint({
    method: 'POST',
    path: '/api/v2/learning/practice-answers',
    summary: 'Answer a practice question: marked at once and explained',
    description:
      'Marks the answer with the engine exams use, stores it apart from exam work, moves the question’s revision schedule (FSRS) and answers with the words that earned each point, the points a full answer also makes and the next review. Answering every practice question of a lesson completes it. A question not on the lesson is 404.',
    body: practiceAnswerBodySchema,
    responses: { 200: practiceResultSchema },
  }),
  postLearningPracticeAnswersByIdSelfAssessment: defineEndpoint({
    method: 'POST',
    path: '/api/v2/learning/practice-answers/:id/self-assessment',
    summary: 'Say whether a practice answer said what the model answer says',
    description:
      'Kept apart from the engine’s mark, for the teacher’s review of the answers the engine was unsure of. Another student’s answer is 404.',
    params: learningIdParamsSchema,
    body: selfAssessmentBodySchema,
    responses: { 200: okSchema },
  }),
  getLearningRevision: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/revision',
    summary: 'Today’s revision: the questions due again, at most REVISION_SET_SIZE (10)',
    description:
      'The questions whose revision schedule has come round (those of lessons with a live score under 50% first), then questions of such lessons brought forward when there is room; topics interleaved so no two questions of one topic follow each other when avoidable.',
    responses: { 200: revisionSetSchema },
  }),
  getLearningProgress: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/progress',
    summary: 'The student’s own progress: completion and live scores per course, what to revise, work due',
    description:
      'Per course the student’s classes follow: lessons completed out of lessons, and live scores per lesson and topic read exactly as the teachers’ dashboards read them (set work and practice, the last 12 answers of each lesson). Also at most 5 lessons to revise next and at most 5 pieces of set work not yet handed in, due soonest. With `course`, that course only (one the student’s classes do not follow is 404).',
    query: studentProgressQuerySchema,
    responses: { 200: studentProgressSchema },
  }),
  getStaffLessons: defineEndpoint({
    method: 'GET',
    path: '/api/v2/staff/lessons',
    summary: 'A course’s lessons with what each has (content staff)',
    description:
      'The lessons of a course in chapter, topic and lesson order, each with whether it has a tutorial and a video, how many questions students practise and whether staff chose them or they are the bank’s. A missing course is 404.',
    query: staffLessonsQuerySchema,
    responses: { 200: staffCourseLessonsSchema },
  }),
  getStaffLessonsById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/staff/lessons/:id',
    summary: 'A lesson’s tutorial, video and practice questions (content staff)',
    description:
      'The sanitised tutorial, the video, the practice questions in order and the bank questions placed on the lesson to choose from.',
    params: learningIdParamsSchema,
    responses: { 200: staffLessonSchema },
  }),
  putStaffLessonsByIdContent: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/staff/lessons/:id/content',
    summary: 'Save a lesson’s tutorial and video (content staff)',
    description:
      'The HTML is sanitised as CMS pages are before it is stored; the video must be an address on the video origin (VIDEO_ORIGIN), and with none configured no video may be set.',
    params: learningIdParamsSchema,
    body: lessonContentBodySchema,
    responses: { 200: staffLessonSchema },
  }),
  putStaffLessonsByIdPracticeQuestions: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/staff/lessons/:id/practice-questions',
    summary: 'Choose and order a lesson’s practice questions (content staff)',
    description:
      'Bank questions of the lesson’s curriculum (free text, multiple choice or numeric), in the order students meet them. An empty list returns the lesson to the questions placed on it in the bank.',
    params: learningIdParamsSchema,
    body: lessonPracticeBodySchema,
    responses: { 200: staffLessonSchema },
  }),
  getLearningReviewsCounts: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/reviews/counts',
    summary: 'The caller’s classes, each with its practice answers to review',
    description:
      'Each class the teacher teaches (every class of the school for a school admin) with how many practice answers the engine was unsure of wait for a teacher.',
    responses: { 200: z.array(practiceReviewCountSchema) },
  }),
  getLearningReviews: defineEndpoint({
    method: 'GET',
    path: '/api/v2/learning/reviews',
    summary: 'A class’s practice answers the engine was unsure of',
    description:
      'The practice answers of the class’s students on its courses that the engine flagged and no teacher has reviewed yet, newest first, with the engine’s mark, the student’s self-assessment and the marking points. Another school’s class is 404, a class of the school the teacher does not teach 403.',
    query: practiceReviewQuerySchema,
    responses: { 200: practiceReviewListSchema },
  }),
  postLearningPracticeAnswersByIdReview: defineEndpoint({
    method: 'POST',
    path: '/api/v2/learning/practice-answers/:id/review',
    summary: 'Confirm or change the mark of a practice answer',
    description:
      'Sets the teacher’s mark (the engine’s to confirm it), which then counts instead of the engine’s, and tells the student. An answer of another school, or of a student the teacher does not teach on that course, is 404.',
    params: learningIdParamsSchema,
    body: practiceReviewBodySchema,
    responses: { 200: practiceReviewResultSchema },
  }),
};
