/** GET /import/questions/:kind/batch/:id: progress, counts and row errors of an import. */
import { importsEndpoints } from '@markwell/contracts/endpoints/imports';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type ImportBatch, type ImportKind } from '@markwell/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import { questionImportKeys } from './query-keys';

/** How often a running import is asked for its progress. */
export const BATCH_POLL_MS = 1000;

export const isFinished = (batch: Pick<ImportBatch, 'status'> | undefined) =>
  batch?.status === 'done' || batch?.status === 'failed';

/** How long until the batch is asked for again: never once it is done or failed. */
export const batchPollInterval = (batch: Pick<ImportBatch, 'status'> | undefined): number | false =>
  isFinished(batch) ? false : BATCH_POLL_MS;

const batchEndpoints = {
  maf: importsEndpoints.getImportQuestionsMafBatchById,
  quiz: importsEndpoints.getImportQuestionsQuizBatchById,
};

export function getImportBatch(kind: ImportKind, id: number, signal?: AbortSignal): Promise<ImportBatch> {
  return callEndpoint(batchEndpoints[kind], { params: { id }, validate: true, signal });
}

/** The batch, asked again every second until it is done or failed. */
export function useImportBatch(kind: ImportKind, id: number | null) {
  return useQuery({
    queryKey: questionImportKeys.batch(kind, id),
    queryFn: ({ signal }) => getImportBatch(kind, id!, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => batchPollInterval(query.state.data),
  });
}
