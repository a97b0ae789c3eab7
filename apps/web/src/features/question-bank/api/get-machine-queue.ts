/** GET /api/v2/markingpoints/machines: the machine-phrase review queue, with point, question and answer excerpt. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { machineQueuePageSchema, type MachinePhrase } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { questionBankKeys } from './query-keys';

export type MachineQueuePage = z.infer<typeof machineQueuePageSchema>;
export type MachineQueueItem = MachineQueuePage['items'][number];
export type MachinePhraseStatus = MachinePhrase['status'];

export const MACHINE_PHRASES_PER_PAGE = 50;

export interface MachineQueueQuery {
  status: MachinePhraseStatus;
  page: number;
}

export function getMachineQueue(query: MachineQueueQuery, signal?: AbortSignal) {
  return callEndpoint(questionsEndpoints.getMarkingpointsMachines, {
    query: { status: query.status, page: query.page, limit: MACHINE_PHRASES_PER_PAGE },
    validate: true,
    signal,
  });
}

export function useMachineQueue(query: MachineQueueQuery) {
  return useQuery({
    queryKey: questionBankKeys.machineQueue(query),
    queryFn: ({ signal }) => getMachineQueue(query, signal),
    placeholderData: keepPreviousData,
  });
}
