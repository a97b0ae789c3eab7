/**
 * Searching the question bank for the builder, by type, a page at a time: free-text and numeric
 * questions from GET /api/v2/questionmaf/exam?type=text|numeric (only questions with a mark
 * scheme can be marked, so only those can go into an exam), multiple-choice ones from
 * GET /api/v2/questions. Any type: page N of both, side by side.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DraftQuestion, QuestionType } from '../components/template-draft';
import { examTemplateKeys } from './query-keys';

export const BANK_PAGE_SIZE = 10;

/** A question type, or every type. */
export type BankType = QuestionType | 'any';

export interface BankSearch {
  type: BankType;
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
  /** Any type: the pages of the longer of the two lists (each page holds page N of both). */
  pages?: number;
}

/** The pages one list can move through; past the count cap, the next one while this one is full. */
function pagesOf(p: BankPage, page: number) {
  const counted = Math.max(1, Math.ceil(p.total / BANK_PAGE_SIZE));
  return p.totalCapped && p.items.length === BANK_PAGE_SIZE ? Math.max(counted, page + 1) : counted;
}

const links = (s: Pick<BankSearch, 'query' | 'curricula' | 'course' | 'lesson'>) => ({
  query: s.query?.trim() || undefined,
  curricula: s.curricula,
  course: s.course,
  lesson: s.lesson,
});

export async function searchBank(search: BankSearch, signal?: AbortSignal): Promise<BankPage> {
  if (search.type === 'any') {
    const [marked, choice] = await Promise.all([
      searchOneType({ ...search, type: undefined }, signal),
      searchOneType({ ...search, type: 'choice' }, signal),
    ]);
    return {
      items: [...marked.items, ...choice.items],
      total: marked.total + choice.total,
      totalCapped: marked.totalCapped || choice.totalCapped,
      pages: Math.max(pagesOf(marked, search.page), pagesOf(choice, search.page)),
    };
  }
  return searchOneType({ ...search, type: search.type }, signal);
}

/** One list: multiple choice, free text or numeric, or (type undefined) free text and numeric. */
async function searchOneType(
  search: Omit<BankSearch, 'type'> & { type: QuestionType | undefined },
  signal?: AbortSignal,
): Promise<BankPage> {
  if (search.type === 'choice') {
    const page = await callEndpoint(questionsEndpoints.getQuestions, {
      query: { ...links(search), page: search.page, limit: BANK_PAGE_SIZE },
      validate: true,
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
  const page = await callEndpoint(questionsEndpoints.getQuestionmafExam, {
    query: { ...links(search), type: search.type, page: search.page, limit: BANK_PAGE_SIZE },
    validate: true,
    signal,
  });
  return {
    total: page.total,
    totalCapped: page.total_capped,
    items: page.items.map((q) => ({
      id: q.id,
      type: q.answer_type === 'numeric' ? 'numeric' : 'text',
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
