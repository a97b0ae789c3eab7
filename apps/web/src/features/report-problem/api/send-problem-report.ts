import { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ProblemReportBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import type { EndpointResult } from '@markwell/contracts/endpoint';

export type { ProblemReportBody };

export type SendProblemResponse = EndpointResult<typeof contactEndpoints.postSendproblem>;

/** POST /api/v2/sendproblem (any signed-in user) -> 201 {success, id}. */
export function sendProblemReport(body: ProblemReportBody): Promise<SendProblemResponse> {
  return callEndpoint(contactEndpoints.postSendproblem, { body, validate: true });
}

/** The form shows its own errors (field messages and an alert), hence `silentError`. */
export function useSendProblemReport() {
  return useMutation({ mutationFn: sendProblemReport, meta: { silentError: true } });
}
