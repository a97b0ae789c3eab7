/**
 * Searching the question bank for the builder, by type, a page at a time: free-text and numeric
 * questions from GET /api/v2/questionmaf/exam?type=text|numeric (only questions with a mark
 * scheme can be marked, so only those can go into an exam), multiple-choice ones from
 * GET /api/v2/questions.
 */
import { examQuestionPageSchema, questionQuizPageSchema } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import type { DraftQuestion, QuestionType } from '../components/template-draft';
import { examTemplateKeys } from './query-keys';

export const BANK_PAGE_SIZE = 10;

export interface BankSearch {
  type: QuestionType;
  query?: string | undefined;
  curricula?: number | undefined;
  course?: number | undefined;
  lesson?: number | undefined;
  page: number;
}

export interface BankPage {
  items: DraftQuestion[];
  total: number;
  /** More than `total` match: the server stops counting at its cap. */
  totalCapped: boolean;
}

const links = (s: BankSearch) => ({
  query: s.query?.trim() || undefined,
  curricula: s.curricula,
  course: s.course,
  lesson: s.lesson,
});

export async function searchBank(search: BankSearch, signal?: AbortSignal): Promise<BankPage> {
  if (search.type === 'choice') {
    const page = await apiFetch(api.quizQuestions, {
      query: { ...links(search), page: search.page, limit: BANK_PAGE_SIZE },
      schema: questionQuizPageSchema,
      signal,
    });
    return {
      total: page.total,
      totalCapped: page.total_capped,
      items: page.items.map((q) => ({
        id: q.id,
        type: 'choice',
        text: q.text,
        marks: q.max_marks,
        choices: q.options.choices,
        photoUrl: q.photo_url,
      })),
    };
  }
  const page = await apiFetch(api.examQuestions, {
    query: { ...links(search), type: search.type, page: search.page, limit: BANK_PAGE_SIZE },
    schema: examQuestionPageSchema,
    signal,
  });
  return {
    total: page.total,
    totalCapped: page.total_capped,
    items: page.items.map((q) => ({
      id: q.id,
      type: search.type,
      text: q.text,
      marks: q.max_marks,
      photoUrl: q.photo_url,
    })),
  };
}

export function useBankSearch(search: BankSearch, enabled = true) {
  return useQuery({
    queryKey: examTemplateKeys.bank(search),
    queryFn: ({ signal }) => searchBank(search, signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silentError: true }, // the panel shows the error in place of the results
  });
}
