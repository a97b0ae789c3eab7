/** Query keys of the question import screen. */
export const questionImportKeys = {
  batch: (kind: string, id: number | null) => ['question-import', 'batch', kind, id] as const,
};
