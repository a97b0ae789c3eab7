/** GET /api/v2/questions: the multiple-choice (quiz) questions, searched, filtered and paged (read-only). */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionQuiz } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { questionListQuery, type QuestionListFilters } from './get-question-mafs';
import { questionBankKeys } from './query-keys';

export type { QuestionQuiz };

/** The quiz list has no marks filter: every quiz question is worth its one mark. */
export function quizListQuery(filters: QuestionListFilters) {
  return questionListQuery({ ...filters, marks: undefined, type: undefined });
}

export function useQuizQuestions(filters: QuestionListFilters) {
  const query = quizListQuery(filters);
  return useQuery({
    queryKey: questionBankKeys.quizList(query),
    queryFn: ({ signal }) => callEndpoint(questionsEndpoints.getQuestions, { query, validate: true, signal }),
    placeholderData: keepPreviousData,
  });
}
