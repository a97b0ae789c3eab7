/** Every marking query key starts with this, so a change can refresh all of them at once. */
export const markingKey = ['marking'] as const;

export const markingKeys = {
  overview: (assignmentId: number) => [...markingKey, 'overview', assignmentId] as const,
  question: (assignmentId: number, questionId: number) =>
    [...markingKey, 'question', assignmentId, questionId] as const,
  answer: (assignmentId: number, questionId: number, answerId: number) =>
    [...markingKey, 'answer', assignmentId, questionId, answerId] as const,
  student: (assignmentId: number, studentId: number) => [...markingKey, 'student', assignmentId, studentId] as const,
  statistic: (assignmentId: number) => [...markingKey, 'statistic', assignmentId] as const,
  queries: (assignmentId: number, status: 'open' | 'all') => [...markingKey, 'queries', assignmentId, status] as const,
  review: (assignmentId: number) => [...markingKey, 'review', assignmentId] as const,
  comments: () => [...markingKey, 'comments'] as const,
};
