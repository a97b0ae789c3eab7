/**
 * Query keys of the data several features read (the hooks in this folder) and of the signed-in
 * user. A feature's own keys live in its `api/query-keys.ts`; no key is written inline.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The caller's unread messages (header envelope); the messages feature's keys share the prefix. */
  messagesUnread: ['messages', 'unread'] as const,
  /** The caller's classes; its courses share the prefix, so both refresh together. */
  schoolGroups: ['schoolgroups'] as const,
  groupCourses: ['schoolgroups', 'courses'] as const,
  /** A class's students (the class page, the dashboards' filter, the assignment form's targets). */
  classStudents: (groupId: number) => ['schoolgroups', groupId, 'students'] as const,
  courseLessons: (courseId: number) => ['courses', courseId, 'lessons'] as const,
  /**
   * A teacher's assignments with marking to do (their home page). Under the assignments feature's
   * prefix, so every change to an assignment refreshes it too.
   */
  assignmentsToMark: ['assignments', 'to-mark'] as const,
  /** Every assignment query of the teachers' side (the assignments feature's prefix): setting a mock refreshes them. */
  assignments: ['assignments'] as const,
  /** A student's own assignments (their list and their home page). */
  myAssignments: ['student-assignments'] as const,
  curricula: ['curricula'] as const,
  /** Mock exams: sessions, a school's offered ones, results and the mock of an assignment share the prefix. */
  mocks: ['mocks'] as const,
  mockResults: (sessionId: number) => ['mocks', 'results', sessionId] as const,
  mockOfAssignment: (assignmentId: number) => ['mocks', 'of-assignment', assignmentId] as const,
  curriculumLessons: (curriculumId: number) => ['curricula', curriculumId, 'lessons'] as const,
  /** The tips shown in the app; content staff's list of every tip shares the prefix. */
  tips: ['tips'] as const,
  staffTips: ['tips', 'staff'] as const,
};
