import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  SAVED_FILTERS_PER_DASHBOARD,
  checkpointListQuerySchema,
  checkpointSchema,
  checkpointScoreRowSchema,
  checkpointStatisticsSchema,
  dashboardFilterSchema,
  dashboardKeyParamsSchema,
  groupCourseQuerySchema,
  idParamsSchema,
  liveCourseTreeSchema,
  liveDataTypeParamsSchema,
  liveScoreTableSchema,
  liveStudentCourseQuerySchema,
  okSchema,
  practiceWorkListQuerySchema,
  practiceWorkListSchema,
  practiceWorkStudentsQuerySchema,
  practiceWorkStudentsSchema,
  progressRowSchema,
  progressStudentQuerySchema,
  progressStudentTableSchema,
  progressSubjectTypeParamsSchema,
  progressSummaryRowSchema,
  progressUnitParamsSchema,
  saveDashboardFilterBodySchema,
  subjectQuerySchema,
  workListQuerySchema,
  workListSchema,
  workStatisticsSchema,
  workSubjectQuerySchema,
  workSubjectRowSchema,
} from '../index';

// The rules each dashboard reads its figures by, said at the head of every endpoint that shows them.
const LIVE_RULE =
  "A student's live score on a lesson is the average of their last 12 questions answered on it (each question weighs the same), from submitted work for credit at the school, marks as they stand.";
const COMPLETION_RULE =
  "Completion is the share of a course's lessons covered: a question placed on the lesson was answered in submitted work for credit. completionAssessed counts only work whose marks were released.";
const WORK_SPLIT =
  'An exam is set work sat under a time limit; everything else is an assignment (the same split on every dashboard).';
const WORK_BASIS =
  'Means read the submitted attempts for credit (marks as they stand, as a percentage of the paper); a no-credit attempt counts where its student stands but in no mean.';
const PRACTICE_TARGET_MET =
  'A student met the target when every set lesson meets it (completed when the target asks it, and the live score over their last 12 practice answers on it reached): the rule of the practice’s own page.';
const CHECKPOINT_MEANING =
  "A checkpoint is the end-of-topic exam of a topic: the central exam template the topic's checkpoint_id names (a checkpoint's id is that template's id). A class sits it when an assignment set from that template reaches its students.";

/**
 * The three endpoints of one kind of set work: exams and assignments are read the same way, each
 * under its own path (the path stays a literal type, so each endpoint keeps its own address).
 */
function setWorkEndpoints<const Plural extends 'exams' | 'assignments'>(plural: Plural) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/api/v2/${plural}` as const,
      summary: `The caller's ${plural} with where students stand`,
      description: `${WORK_SPLIT} The ${plural} a teacher set or that reach one of their classes (a school admin: the school's), newest due first, each with the students it is set to, not started, in progress, submitted, marked and released, and the mean percentage. \`groupId\` counts only that class's students; \`subject\` keeps the ${plural} of that subject. ${WORK_BASIS} Paged (\`page\`, \`limit\` up to 100).`,
      query: workListQuerySchema,
      responses: { 200: workListSchema },
    }),
    bySubject: defineEndpoint({
      method: 'GET',
      path: `/api/v2/${plural}/subject` as const,
      summary: `The ${plural} of a subject: one row per class`,
      description: `${WORK_SPLIT} For each of the caller's classes following the subject: ${plural} reaching it, student places (students set to, summed over them), submitted and the submission rate, mean percentage. ${WORK_BASIS}`,
      query: workSubjectQuerySchema,
      responses: { 200: z.array(workSubjectRowSchema) },
    }),
    statistics: defineEndpoint({
      method: 'GET',
      path: `/api/v2/${plural}/statistics` as const,
      summary: `Statistics of a class's ${plural} on a course`,
      description: `${WORK_SPLIT} The ${plural} reaching the class with a question placed on the course: submission rate, on-time rate (submitted by the due time plus the 60-second grace), mean, median and the distribution of percentages in ten bands, and each item's figures. ${WORK_BASIS} A class of another school or a course it does not follow is a 404; a class the teacher does not teach is a 403.`,
      query: groupCourseQuerySchema,
      responses: { 200: workStatisticsSchema },
    }),
  };
}

const exams = setWorkEndpoints('exams');
const assignments = setWorkEndpoints('assignments');

/** The dashboards module's endpoints, each keyed by its operationId in the API document. */
export const dashboardsEndpoints = {
  getLivedataSubjectSummary: defineEndpoint({
    method: 'GET',
    path: '/api/v2/livedata/subject/summary',
    summary: 'Live scores of a subject: one row per class',
    description: `${LIVE_RULE} One row per class of the caller (every class of the school for a school admin) following the subject: students, students with data, the mean of their lesson live scores, lessons with data and students whose mean is under the threshold.`,
    query: subjectQuerySchema,
    responses: { 200: liveScoreTableSchema },
  }),
  getLivedataSubjectByType: defineEndpoint({
    method: 'GET',
    path: '/api/v2/livedata/subject/:type',
    summary: 'Live scores of a subject by class and course, by course, or by student',
    description: `${LIVE_RULE} \`groups\`: each class by course (id the course, group_id the class); \`courses\`: each course over the caller's classes following it; \`students\`: each student of those classes (group_id their class). Any other type is a 400.`,
    params: liveDataTypeParamsSchema,
    query: subjectQuerySchema,
    responses: { 200: liveScoreTableSchema },
  }),
  getLivedataStudentCourse: defineEndpoint({
    method: 'GET',
    path: '/api/v2/livedata/student/course',
    summary: "A course's lessons with a student's (or the class's) live scores",
    description: `${LIVE_RULE} The course tree (chapters, topics with their checkpoint, lessons) with the student's live score per lesson; without \`student\`, the mean of the class's students' scores. A class of another school, a course the class does not follow or a student not in the class is a 404; a class of the school the teacher does not teach is a 403.`,
    query: liveStudentCourseQuerySchema,
    responses: { 200: liveCourseTreeSchema },
  }),
  getProgressSubjectSummary: defineEndpoint({
    method: 'GET',
    path: '/api/v2/progress/subject/summary',
    summary: 'Progress of a subject: one row per qualification',
    description: `${COMPLETION_RULE} One row per qualification of the subject the caller's classes are on: its id and name, the courses and classes counted, and completion as the mean over class and course.`,
    query: subjectQuerySchema,
    responses: { 200: z.array(progressSummaryRowSchema) },
  }),
  getProgressSubjectByType: defineEndpoint({
    method: 'GET',
    path: '/api/v2/progress/subject/:type',
    summary: 'Progress of a subject by class or by course',
    description: `${COMPLETION_RULE} \`groups\`: each class over all its courses of the subject (lessons covered over lessons); \`courses\`: each course, completion the mean over the classes following it. Any other type is a 400.`,
    params: progressSubjectTypeParamsSchema,
    query: subjectQuerySchema,
    responses: { 200: z.array(progressRowSchema) },
  }),
  getProgressStudentCourseByType: defineEndpoint({
    method: 'GET',
    path: '/api/v2/progress/student/course/:type',
    summary: "Each student's progress on a course, by lesson, topic or chapter",
    description: `${COMPLETION_RULE} For each student of the class: completion, completionAssessed and mean live score over the course and for each lesson, topic or chapter (\`:type\`). A class of another school or a course it does not follow is a 404; a class the teacher does not teach is a 403.`,
    params: progressUnitParamsSchema,
    query: progressStudentQuerySchema,
    responses: { 200: progressStudentTableSchema },
  }),
  getExams: exams.list,
  getExamsSubject: exams.bySubject,
  getExamsStatistics: exams.statistics,
  getAssignments: assignments.list,
  getAssignmentsSubject: assignments.bySubject,
  getAssignmentsStatistics: assignments.statistics,
  getAssignmentsPractice: defineEndpoint({
    method: 'GET',
    path: '/api/v2/assignments/practice',
    summary: 'The caller’s set practice with its target and how many met it',
    description: `Practice set as work that a teacher set or that reaches one of their classes (a school admin: the school's), newest due first, each with its set lessons, target, due time, the students it is set to and how many of them met the target. \`groupId\` counts only that class's students; \`subject\` keeps the practice whose lessons are of that subject. ${PRACTICE_TARGET_MET} Paged (\`page\`, \`limit\` up to 100).`,
    query: practiceWorkListQuerySchema,
    responses: { 200: practiceWorkListSchema },
  }),
  getAssignmentsPracticeByIdStudents: defineEndpoint({
    method: 'GET',
    path: '/api/v2/assignments/practice/:id/students',
    summary: 'Who met a set practice’s target and who not',
    description: `Every student the practice is set to (with \`groupId\`, that class's only), by name, with lessons completed of those set, the live score on each set lesson and whether they met the target. ${PRACTICE_TARGET_MET} Another school's or a missing practice is a 404; one the teacher neither set nor reaches a class of theirs is a 403.`,
    params: idParamsSchema,
    query: practiceWorkStudentsQuerySchema,
    responses: { 200: practiceWorkStudentsSchema },
  }),
  getCheckpoints: defineEndpoint({
    method: 'GET',
    path: '/api/v2/checkpoints',
    summary: "Checkpoints of the caller's courses, with how far each class has got",
    description: `${CHECKPOINT_MEANING} Each checkpoint of a course the caller's classes follow, with per class: students, whether it was set, students who submitted it for credit and their mean percentage. \`groupId\` and \`courseId\` narrow the list (another school's is a 404, a class not taught a 403).`,
    query: checkpointListQuerySchema,
    responses: { 200: z.array(checkpointSchema) },
  }),
  getCheckpointsSubjectScore: defineEndpoint({
    method: 'GET',
    path: '/api/v2/checkpoints/subject/score',
    summary: 'Checkpoint scores of a subject: one row per class',
    description: `${CHECKPOINT_MEANING} For each of the caller's classes following the subject: checkpoints of its courses, those its students sat, and the mean of its checkpoint means (each checkpoint weighs the same).`,
    query: subjectQuerySchema,
    responses: { 200: z.array(checkpointScoreRowSchema) },
  }),
  getCheckpointsByIdStatistics: defineEndpoint({
    method: 'GET',
    path: '/api/v2/checkpoints/:id/statistics',
    summary: 'Results of checkpoint :id for a class on a course',
    description: `${CHECKPOINT_MEANING} The class's submitted attempts for credit at assignments set from checkpoint :id (a checkpoint of a topic of the course): submission rate, mean, median, the distribution in ten bands and each question's mean and facility. A checkpoint not of the course, a class of another school or a course it does not follow is a 404; a class the teacher does not teach is a 403.`,
    params: idParamsSchema,
    query: groupCourseQuerySchema,
    responses: { 200: checkpointStatisticsSchema },
  }),
  postDashboardsFilters: defineEndpoint({
    method: 'POST',
    path: '/api/v2/dashboards/filters',
    summary: 'Save a named dashboard filter',
    description: `Saves a named set of filters (subject, class, course, student) for one dashboard (livedata, progress, exams, checkpoints or assignments), private to the caller. The class, course and student must be ones the caller may open (another school's: 404; a class not taught: 403). At most ${SAVED_FILTERS_PER_DASHBOARD} per dashboard (400 beyond).`,
    body: saveDashboardFilterBodySchema,
    responses: { 201: dashboardFilterSchema },
  }),
  getDashboardsByIdFilters: defineEndpoint({
    method: 'GET',
    path: '/api/v2/dashboards/:id/filters',
    summary: "The caller's saved filters of dashboard :id",
    description:
      ':id names a dashboard: livedata, progress, exams, checkpoints or assignments (anything else is a 400). Only the caller’s own filters, by name.',
    params: dashboardKeyParamsSchema,
    responses: { 200: z.array(dashboardFilterSchema) },
  }),
  deleteDashboardsByIdFilter: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/dashboards/:id/filter',
    summary: 'Delete saved filter :id',
    description: ':id is a saved filter of the caller; anyone else’s (or a missing one) is a 404.',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
