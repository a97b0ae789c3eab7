/** Every exam-template query key starts with this, so a save can refresh all of them at once. */
export const examTemplatesKey = ['exam-templates'] as const;

export const examTemplateKeys = {
  list: (query: unknown) => [...examTemplatesKey, 'list', query] as const,
  central: (query: unknown) => [...examTemplatesKey, 'central', query] as const,
  detail: (id: number) => [...examTemplatesKey, 'detail', id] as const,
  twigs: (id: number) => [...examTemplatesKey, 'twigs', id] as const,
  bank: (query: unknown) => [...examTemplatesKey, 'bank', query] as const,
  curricula: () => [...examTemplatesKey, 'curricula'] as const,
  courses: (curriculaId: number) => [...examTemplatesKey, 'courses', curriculaId] as const,
  checkpointTopics: (templateId: number) => [...examTemplatesKey, 'checkpoint-topics', templateId] as const,
};
