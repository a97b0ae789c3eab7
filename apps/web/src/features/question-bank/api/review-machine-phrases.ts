/**
 * PATCH /api/v2/markingpoints/:id/machines: accept or reject machine phrases in bulk. The API takes
 * the decisions of ONE marking point per call, so a selection across points becomes one call per point.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MachinePhrase } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export type MachineDecision = 'accepted' | 'rejected';

export function reviewMachinePhrases(
  pointId: number,
  decisions: { id: number; status: MachineDecision }[],
): Promise<MachinePhrase[]> {
  return callEndpoint(questionsEndpoints.patchMarkingpointsByIdMachines, {
    params: { id: pointId },
    body: { decisions },
    validate: true,
  });
}

/** One decision for every selected phrase, grouped by marking point. */
export async function reviewMachinePhraseSelection(
  phrases: { id: number; marking_point_id: number }[],
  status: MachineDecision,
): Promise<MachinePhrase[]> {
  const byPoint = new Map<number, { id: number; status: MachineDecision }[]>();
  for (const p of phrases) {
    const list = byPoint.get(p.marking_point_id) ?? [];
    list.push({ id: p.id, status });
    byPoint.set(p.marking_point_id, list);
  }
  const results: MachinePhrase[] = [];
  for (const [pointId, decisions] of byPoint) results.push(...(await reviewMachinePhrases(pointId, decisions)));
  return results;
}

export function useReviewMachinePhrases() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      phrases,
      status,
    }: {
      phrases: { id: number; marking_point_id: number }[];
      status: MachineDecision;
    }) => reviewMachinePhraseSelection(phrases, status),
    onSettled: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
