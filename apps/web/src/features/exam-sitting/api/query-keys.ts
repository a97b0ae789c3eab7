/** Query key of the attempt at one assignment (the exam screen). */
export const attemptQueryKey = (assignmentId: number) => ['exam-sitting', 'attempt', assignmentId] as const;
