/** GET /api/v2/school/people/:id: a student or teacher of the school, for their data page. */
import { dataSubjectSchema, type DataSubject } from '@markwell/contracts/data-protection';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dataProtectionKeys } from './query-keys';

export function getPerson(id: number): Promise<DataSubject> {
  return apiFetch(api.schoolPerson(id), { schema: dataSubjectSchema });
}

export function usePerson(id: number) {
  return useQuery({ queryKey: dataProtectionKeys.person(id), queryFn: () => getPerson(id) });
}
