/** GET /api/v2/cmspages -> every CMS page, public or not (content staff). */
import { cmsPageSummarySchema } from '@markwell/contracts/cms';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

const listSchema = z.array(cmsPageSummarySchema);

export function getCmsPages(signal?: AbortSignal) {
  return apiFetch(api.cmsPages, { schema: listSchema, signal });
}

export function useCmsPages() {
  return useQuery({ queryKey: cmsAdminKeys.cmsPages, queryFn: ({ signal }) => getCmsPages(signal) });
}
