import { academyCatalogueSchema, type AcademyCourseSummary } from '@markwell/contracts/academy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

export type { AcademyCourseSummary };

/** Courses per catalogue page. */
export const CATALOGUE_PAGE_SIZE = 10;

export interface CatalogueParams {
  page: number;
  curricula?: number | undefined;
  query?: string | undefined;
}

/** GET /api/v2/teacher/academy/courses?page&curricula&query -> one page of the catalogue. */
export function getAcademyCatalogue(params: CatalogueParams, signal?: AbortSignal) {
  return apiFetch(api.academyCourses, {
    query: {
      page: params.page,
      limit: CATALOGUE_PAGE_SIZE,
      curricula: params.curricula,
      query: params.query || undefined,
    },
    schema: academyCatalogueSchema,
    signal,
  });
}

export function useAcademyCatalogue(params: CatalogueParams) {
  return useQuery({
    queryKey: academyKeys.catalogue(params),
    queryFn: ({ signal }) => getAcademyCatalogue(params, signal),
    // The list stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
