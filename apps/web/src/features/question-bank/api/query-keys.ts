/** Every question-bank query key starts with this, so a change can refresh all of them at once. */
export const questionBankKey = ['question-bank'] as const;

export const questionBankKeys = {
  list: (query: unknown) => [...questionBankKey, 'list', query] as const,
  quizList: (query: unknown) => [...questionBankKey, 'quiz-list', query] as const,
  editView: (id: number) => [...questionBankKey, 'edit', id] as const,
  detail: (id: number) => [...questionBankKey, 'detail', id] as const,
  tryAnswer: (id: number, answer: string) => [...questionBankKey, 'try', id, answer] as const,
  synonyms: (query: unknown) => [...questionBankKey, 'synonyms', query] as const,
  machineQueue: (query: unknown) => [...questionBankKey, 'machine-queue', query] as const,
  regrade: (questionId: number) => [...questionBankKey, 'regrade', questionId] as const,
  wordModels: (questionId: number) => [...questionBankKey, 'word-models', questionId] as const,
  proposalRegrade: (machinePhraseId: number, phrase: string) =>
    [...questionBankKey, 'proposal-regrade', machinePhraseId, phrase] as const,
  /** Every page of the machine phrase queue. */
  machineQueueAll: () => [...questionBankKey, 'machine-queue'] as const,
};
