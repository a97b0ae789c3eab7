/** GET /api/v2/school/people/:id: a student or teacher of the school, for their data page. */
import { dataProtectionEndpoints } from '@markwell/contracts/endpoints/data-protection';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { DataSubject } from '@markwell/contracts/data-protection';
import { useQuery } from '@tanstack/react-query';
import { dataProtectionKeys } from './query-keys';

export function getPerson(id: number): Promise<DataSubject> {
  return callEndpoint(dataProtectionEndpoints.getSchoolPeopleById, { params: { id }, validate: true });
}

export function usePerson(id: number) {
  return useQuery({ queryKey: dataProtectionKeys.person(id), queryFn: () => getPerson(id) });
}
