import type { ProblemReportBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { ProblemReportBody };

const sendProblemResponseSchema = z.object({ success: z.literal(true), id: z.number().int() });
export type SendProblemResponse = z.infer<typeof sendProblemResponseSchema>;

/** POST /api/v2/sendproblem (any signed-in user) -> 201 {success, id}. */
export function sendProblemReport(body: ProblemReportBody): Promise<SendProblemResponse> {
  return apiFetch(api.sendProblem, { method: 'POST', body, schema: sendProblemResponseSchema });
}

/** The form shows its own errors (field messages and an alert), hence `silentError`. */
export function useSendProblemReport() {
  return useMutation({ mutationFn: sendProblemReport, meta: { silentError: true } });
}
