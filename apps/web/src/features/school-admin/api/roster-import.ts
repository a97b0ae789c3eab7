/**
 * POST /api/v2/school/roster/oneroster/check (dry run of a OneRoster 1.2 CSV zip) and
 * POST /api/v2/school/roster/oneroster/apply (apply the same zip).
 */
import { rosterPlanSchema, type RosterIssue, type RosterPlanBody } from '@markwell/contracts/roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { refreshSchoolData } from './school-changed';

export type { RosterIssue, RosterPlanBody };

function send(file: File) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return { method: 'POST' as const, formData, schema: rosterPlanSchema };
}

export const checkRoster = (file: File): Promise<RosterPlanBody> => apiFetch(api.schoolRosterCheck, send(file));
export const applyRoster = (file: File): Promise<RosterPlanBody> => apiFetch(api.schoolRosterApply, send(file));

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
