/**
 * PATCH /api/v2/markingpoints/:id/machines: accept or reject machine phrases in bulk. The API takes
 * the decisions of ONE marking point per call, so a selection across points becomes one call per point.
 */
import { machinePhraseSchema, type MachinePhrase } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export type MachineDecision = 'accepted' | 'rejected';

export function reviewMachinePhrases(
  pointId: number,
  decisions: { id: number; status: MachineDecision }[],
): Promise<MachinePhrase[]> {
  return apiFetch(api.markingPointMachines(pointId), {
    method: 'PATCH',
    body: { decisions },
    schema: z.array(machinePhraseSchema),
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
