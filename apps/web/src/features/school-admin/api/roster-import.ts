/**
 * POST /api/v2/school/roster/oneroster/check (dry run of a OneRoster 1.2 CSV zip) and
 * POST /api/v2/school/roster/oneroster/apply (apply the same zip).
 */
import { rosterEndpoints } from '@markwell/contracts/endpoints/roster';
import type { RosterIssue, RosterPlanBody } from '@markwell/contracts/roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshSchoolData } from './school-changed';

export type { RosterIssue, RosterPlanBody };

function send(file: File) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return { formData, validate: true };
}

export const checkRoster = (file: File): Promise<RosterPlanBody> =>
  callEndpoint(rosterEndpoints.postSchoolRosterOnerosterCheck, send(file));
export const applyRoster = (file: File): Promise<RosterPlanBody> =>
  callEndpoint(rosterEndpoints.postSchoolRosterOnerosterApply, send(file));

export function useCheckRoster() {
  return useMutation({ mutationFn: checkRoster, meta: { silentError: true } });
}

export function useApplyRoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyRoster,
    meta: { silentError: true },
    onSuccess: () => refreshSchoolData(client),
  });
}
