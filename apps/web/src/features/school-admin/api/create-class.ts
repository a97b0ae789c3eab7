/** POST /api/v2/school/groups: a new class. */
import { schoolClassSchema, type CreateClassBody, type SchoolClass } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { refreshSchoolData } from './school-changed';

export type { CreateClassBody };

export function createClass(body: CreateClassBody): Promise<SchoolClass> {
  return apiFetch(api.schoolClasses, { method: 'POST', body, schema: schoolClassSchema });
}

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
