/** GET /api/v2/schoolgroups: the teacher's classes, the ones an assignment can be set to. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SchoolGroup } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { assignmentKeys } from './query-keys';

export type { SchoolGroup };

export function getSchoolGroups(signal?: AbortSignal) {
  return callEndpoint(curriculaEndpoints.getSchoolgroups, { validate: true, signal });
}

export function useSchoolGroups() {
  return useQuery({ queryKey: assignmentKeys.groups(), queryFn: ({ signal }) => getSchoolGroups(signal) });
}
