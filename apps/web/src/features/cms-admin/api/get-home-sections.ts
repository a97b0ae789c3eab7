/** GET /api/v2/cmshomepagesections -> the home page sections, in order. */
import { homeSectionSchema } from '@markwell/contracts/cms';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

const listSchema = z.array(homeSectionSchema);

export function getHomeSections(signal?: AbortSignal) {
  return apiFetch(api.homeSections, { schema: listSchema, signal });
}

export function useHomeSections() {
  return useQuery({ queryKey: cmsAdminKeys.homeSections, queryFn: ({ signal }) => getHomeSections(signal) });
}
