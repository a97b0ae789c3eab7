/**
 * GET /api/v2/examstemplate: the templates a teacher may use (theirs, their school's, public
 * ones, central ones), searched, filtered and paged. Central ones are the `central` tab.
 */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type ExamTemplateSummary } from '@markwell/contracts/exam-templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { examTemplateKeys } from './query-keys';

export type { ExamTemplateSummary };

export const TEMPLATES_PER_PAGE = 20;

export type TemplateTab = 'mine' | 'school' | 'public' | 'central';

export interface TemplateListFilters {
  browse: TemplateTab;
  query?: string | undefined;
  curricula?: number | undefined;
  course?: number | undefined;
  page: number;
}

const TABS: readonly TemplateTab[] = ['mine', 'school', 'public', 'central'];
const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The filters from the address bar; anything malformed is left out. */
export function filtersFromSearchParams(params: URLSearchParams): TemplateListFilters {
  const browse = params.get('browse') as TemplateTab | null;
  return {
    browse: browse && TABS.includes(browse) ? browse : 'mine',
    query: params.get('query')?.trim() || undefined,
    curricula: positive(params.get('curricula')),
    course: positive(params.get('course')),
    page: positive(params.get('page')) ?? 1,
  };
}

export function searchParamsFromFilters(filters: TemplateListFilters) {
  const out = new URLSearchParams();
  if (filters.browse !== 'mine') out.set('browse', filters.browse);
  if (filters.query) out.set('query', filters.query);
  if (filters.curricula) out.set('curricula', String(filters.curricula));
  if (filters.course) out.set('course', String(filters.course));
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

export function getExamTemplates(filters: TemplateListFilters, signal?: AbortSignal) {
  return callEndpoint(examTemplatesEndpoints.getExamstemplate, {
    query: {
      browse: filters.browse,
      query: filters.query,
      curricula: filters.curricula,
      course: filters.course,
      page: filters.page,
      limit: TEMPLATES_PER_PAGE,
    },
    validate: true,
    signal,
  });
}

export function useExamTemplates(filters: TemplateListFilters) {
  return useQuery({
    queryKey: examTemplateKeys.list(filters),
    queryFn: ({ signal }) => getExamTemplates(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true }, // the page shows the error in place of the list
  });
}
