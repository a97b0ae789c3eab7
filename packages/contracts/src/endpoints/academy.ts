import { defineEndpoint } from '../endpoint';
import {
  academyCatalogueQuerySchema,
  academyCatalogueSchema,
  academyCourseIdParamsSchema,
  academyCourseSchema,
  academyCurriculaSchema,
  academyEnabledSchema,
  academyLessonParamsSchema,
  academyLessonResultSchema,
  academyMyCoursesSchema,
  academyProgressSchema,
  completeAcademyLessonBodySchema,
  createAcademyCourseBodySchema,
  createAcademyLessonBodySchema,
  idParamsSchema,
  okSchema,
  orderAcademyCoursesBodySchema,
  orderAcademyLessonsBodySchema,
  staffAcademyCourseSchema,
  staffAcademyCoursesQuerySchema,
  staffAcademyCoursesSchema,
  staffAcademyLessonParamsSchema,
  staffAcademyLessonSchema,
  updateAcademyCourseBodySchema,
  updateAcademyLessonBodySchema,
} from '../index';

/** The academy module's endpoints, each keyed by its operationId in the API document. */
export const academyEndpoints = {
  getAcademyEnabled: defineEndpoint({
    method: 'GET',
    path: '/api/v2/academy/enabled',
    summary: "Whether the academy has courses for the caller's school",
    description:
      "true when at least one published course belongs to a curriculum the caller's school subscribes to; the navigation shows the academy then.",
    responses: { 200: academyEnabledSchema },
  }),
  getTeacherAcademyCurriculas: defineEndpoint({
    method: 'GET',
    path: '/api/v2/teacher/academy/curriculas',
    summary: 'Curricula with academy courses (the catalogue filter)',
    description: "The caller's school's curricula that have published academy courses, with how many, by name.",
    responses: { 200: academyCurriculaSchema },
  }),
  getTeacherAcademyActiveCourses: defineEndpoint({
    method: 'GET',
    path: '/api/v2/teacher/academy/active/courses',
    summary: "The caller's academy courses with status and progress",
    description:
      'Every course the caller has enrolled in (active, completed or set aside), most recently changed first, with the progress of the current attempt.',
    responses: { 200: academyMyCoursesSchema },
  }),
  getTeacherAcademyCourses: defineEndpoint({
    method: 'GET',
    path: '/api/v2/teacher/academy/courses',
    summary: 'The academy catalogue, paged, by curriculum and search',
    description:
      "Published courses of the caller's school's curricula in staff's order, optionally of one curriculum or matching words in the title or summary, each with the caller's status on it.",
    query: academyCatalogueQuerySchema,
    responses: { 200: academyCatalogueSchema },
  }),
  getTeacherAcademyProgress: defineEndpoint({
    method: 'GET',
    path: '/api/v2/teacher/academy/progress',
    summary: "The progress tab: the caller's courses with every attempt",
    description:
      'Each enrolled course with the progress of the current attempt and the history of earlier ones (lessons done, start and completion dates).',
    responses: { 200: academyProgressSchema },
  }),
  getTeacherAcademyCoursesByCourseId: defineEndpoint({
    method: 'GET',
    path: '/api/v2/teacher/academy/courses/:courseId',
    summary: 'One course with its lessons, for the course player',
    description:
      "The course's lessons in order with sanitised content and quiz questions (never their answers), which are done in the current attempt, and every attempt. A draft or a course of another curriculum is a 404.",
    params: academyCourseIdParamsSchema,
    responses: { 200: academyCourseSchema },
  }),
  postTeacherAcademyCoursesByCourseIdLessonsByLessonIdComplete: defineEndpoint({
    method: 'POST',
    path: '/api/v2/teacher/academy/courses/:courseId/lessons/:lessonId/complete',
    summary: 'Complete a lesson (answering its quiz, if it has one)',
    description:
      'Records the lesson as done in the current attempt. A lesson with a quiz is done only when every answer earns its mark (marked by the marking engine); otherwise nothing is recorded and `quiz.correct` says which were wrong. Legal while the course is active or completed.',
    params: academyLessonParamsSchema,
    body: completeAcademyLessonBodySchema,
    responses: { 200: academyLessonResultSchema },
  }),
  getAcademycourses: defineEndpoint({
    method: 'GET',
    path: '/api/v2/academycourses',
    summary: 'Every academy course incl. drafts (content staff)',
    description:
      'Courses by curriculum and position, with their lesson count and how many teachers enrolled; optionally of one curriculum.',
    query: staffAcademyCoursesQuerySchema,
    responses: { 200: staffAcademyCoursesSchema },
  }),
  postAcademycourses: defineEndpoint({
    method: 'POST',
    path: '/api/v2/academycourses',
    summary: 'Create an academy course (content staff)',
    description:
      'A course of one curriculum, a draft unless `published`; teachers of schools subscribed to the curriculum see it once published.',
    body: createAcademyCourseBodySchema,
    responses: { 201: staffAcademyCourseSchema },
  }),
  putAcademycoursesOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/academycourses/order',
    summary: "Reorder one curriculum's academy courses (content staff)",
    description:
      'The body names every course of the curriculum (drafts too) exactly once, in the new order; teachers see the published ones in that order. Written in one transaction. Answers every course, as GET /academycourses does.',
    body: orderAcademyCoursesBodySchema,
    responses: { 200: staffAcademyCoursesSchema },
  }),
  getAcademycoursesById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/academycourses/:id',
    summary: 'One academy course with its lessons (content staff)',
    description: 'The course as staff edit it, with every lesson in order, quizzes with their accepted answers.',
    params: idParamsSchema,
    responses: { 200: staffAcademyCourseSchema },
  }),
  patchAcademycoursesById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/academycourses/:id',
    summary: 'Edit, move, publish or unpublish an academy course (content staff)',
    description: 'Changes only the fields sent. Unpublishing hides the course from teachers; their progress is kept.',
    params: idParamsSchema,
    body: updateAcademyCourseBodySchema,
    responses: { 200: staffAcademyCourseSchema },
  }),
  deleteAcademycoursesById: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/academycourses/:id',
    summary: 'Delete an academy course (content staff)',
    description: "Deletes the course for good, with its lessons and every teacher's enrolment and progress on it.",
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
  postAcademycoursesByIdLessons: defineEndpoint({
    method: 'POST',
    path: '/api/v2/academycourses/:id/lessons',
    summary: 'Add a lesson at the end of an academy course (content staff)',
    description:
      'The lesson content is sanitised rich HTML; its optional quiz lists questions whose accepted answers are marking phrases.',
    params: idParamsSchema,
    body: createAcademyLessonBodySchema,
    responses: { 201: staffAcademyLessonSchema },
  }),
  putAcademycoursesByIdLessonsOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/academycourses/:id/lessons/order',
    summary: "Reorder an academy course's lessons (content staff)",
    description:
      'The body lists every lesson of the course exactly once, in the new order; checked and written in one transaction. Answers the course.',
    params: idParamsSchema,
    body: orderAcademyLessonsBodySchema,
    responses: { 200: staffAcademyCourseSchema },
  }),
  patchAcademycoursesByIdLessonsByLessonId: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/academycourses/:id/lessons/:lessonId',
    summary: 'Edit a lesson of an academy course (content staff)',
    description: 'Changes only the fields sent; a lesson of another course is a 404.',
    params: staffAcademyLessonParamsSchema,
    body: updateAcademyLessonBodySchema,
    responses: { 200: staffAcademyLessonSchema },
  }),
  deleteAcademycoursesByIdLessonsByLessonId: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/academycourses/:id/lessons/:lessonId',
    summary: 'Delete a lesson of an academy course (content staff)',
    description: "Deletes the lesson and teachers' completions of it; answers the course.",
    params: staffAcademyLessonParamsSchema,
    responses: { 200: staffAcademyCourseSchema },
  }),
};
