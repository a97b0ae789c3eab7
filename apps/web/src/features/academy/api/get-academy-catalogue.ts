import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AcademyCourseSummary } from '@markwell/contracts/academy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  return callEndpoint(academyEndpoints.getTeacherAcademyCourses, {
    query: {
      page: params.page,
      limit: CATALOGUE_PAGE_SIZE,
      curricula: params.curricula,
      query: params.query || undefined,
    },
    validate: true,
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
