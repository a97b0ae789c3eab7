import { adminSchoolSchema, type AdminSchool } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { platformAdminKeys } from './query-keys';

export type { AdminSchool };
const adminSchoolsSchema = z.array(adminSchoolSchema);

/** GET /api/v2/admin/schools: every school with its head counts (platform admin). */
export function getAdminSchools(signal?: AbortSignal): Promise<AdminSchool[]> {
  return apiFetch(api.adminSchools, { schema: adminSchoolsSchema, signal });
}

export function useAdminSchools() {
  return useQuery({ queryKey: platformAdminKeys.schools, queryFn: ({ signal }) => getAdminSchools(signal) });
}
