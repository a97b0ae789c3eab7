/** Every assignment query key starts with this, so a save can refresh all of them at once. */
export const assignmentsKey = ['assignments'] as const;

export const assignmentKeys = {
  list: (query: unknown) => [...assignmentsKey, 'list', query] as const,
  detail: (id: number) => [...assignmentsKey, 'detail', id] as const,
  groups: () => [...assignmentsKey, 'groups'] as const,
  template: (id: number) => [...assignmentsKey, 'template', id] as const,
  wrongAnswers: (lessonId: number, groupId: number) => [...assignmentsKey, 'wrong-answers', lessonId, groupId] as const,
};
