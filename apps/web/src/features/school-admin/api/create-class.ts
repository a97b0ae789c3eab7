/** POST /api/v2/school/groups: a new class. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateClassBody, type SchoolClass } from '@markwell/contracts/school-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSchoolData } from './school-changed';

export type { CreateClassBody };

export function createClass(body: CreateClassBody): Promise<SchoolClass> {
  return callEndpoint(schoolAdminEndpoints.postSchoolGroups, { body, validate: true });
}

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
