/** GET /api/v2/questionmafs: the question list, searched, filtered and paged. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionMaf } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { questionBankKeys } from './query-keys';

export type { QuestionMaf };

export const QUESTIONS_PER_PAGE = 20;

/** The kinds of question a teacher's bank lists: free text, numeric (both MAF) and multiple choice (quiz). */
export const BANK_QUESTION_TYPES = ['text', 'choice', 'numeric'] as const;
export type BankQuestionType = (typeof BANK_QUESTION_TYPES)[number];
/** What a teacher reads for each type. */
export const BANK_TYPE_LABEL: Record<BankQuestionType, string> = {
  text: 'Free text',
  choice: 'Multiple choice',
  numeric: 'Numeric',
};

/** The list's filters as the page keeps them (in the address bar). */
export interface QuestionListFilters {
  query?: string | undefined;
  curricula?: number | undefined;
  course?: number | undefined;
  lesson?: number | undefined;
  marks?: number | undefined;
  /** Only this type of question; undefined: any type. */
  type?: BankQuestionType | undefined;
  page: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the filters from the page's search params; anything malformed is left out. */
export function filtersFromSearchParams(params: URLSearchParams): QuestionListFilters {
  const marks = params.get('marks');
  const marksNumber = Number(marks);
  return {
    query: params.get('query')?.trim() || undefined,
    curricula: positive(params.get('curricula')),
    course: positive(params.get('course')),
    lesson: positive(params.get('lesson')),
    marks:
      marks !== null && marks !== '' && Number.isInteger(marksNumber) && marksNumber >= 0 ? marksNumber : undefined,
    type: BANK_QUESTION_TYPES.find((t) => t === params.get('type')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address's search params for the filters (the inverse of `filtersFromSearchParams`). */
export function searchParamsFromFilters(filters: QuestionListFilters) {
  const out = new URLSearchParams();
  if (filters.query) out.set('query', filters.query);
  if (filters.curricula) out.set('curricula', String(filters.curricula));
  if (filters.course) out.set('course', String(filters.course));
  if (filters.lesson) out.set('lesson', String(filters.lesson));
  if (filters.marks !== undefined) out.set('marks', String(filters.marks));
  if (filters.type) out.set('type', filters.type);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** The query string the API gets: empty filters are left out. */
export function questionListQuery(filters: QuestionListFilters) {
  return {
    query: filters.query || undefined,
    curricula: filters.curricula,
    course: filters.course,
    lesson: filters.lesson,
    marks: filters.marks,
    // The free-text list filters by the answer expected; multiple choice is another list.
    type: filters.type === 'text' || filters.type === 'numeric' ? filters.type : undefined,
    page: filters.page,
    limit: QUESTIONS_PER_PAGE,
  };
}

export function getQuestionMafs(filters: QuestionListFilters, signal?: AbortSignal) {
  return callEndpoint(questionsEndpoints.getQuestionmafs, {
    query: questionListQuery(filters),
    validate: true,
    signal,
  });
}

export function useQuestionMafs(filters: QuestionListFilters) {
  const query = questionListQuery(filters);
  return useQuery({
    queryKey: questionBankKeys.list(query),
    queryFn: ({ signal }) => getQuestionMafs(filters, signal),
    placeholderData: keepPreviousData,
  });
}
