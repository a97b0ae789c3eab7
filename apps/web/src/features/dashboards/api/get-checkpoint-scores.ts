/** GET /api/v2/checkpoints/subject/score: checkpoints sat and mean per class of a subject. */
import { checkpointScoreRowSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

const rowsSchema = z.array(checkpointScoreRowSchema);

export function getCheckpointScores(subject: number, signal?: AbortSignal) {
  return apiFetch(api.checkpointSubjectScore, { query: { subject }, schema: rowsSchema, signal });
}

export function useCheckpointScores(subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('checkpoint-scores', subject),
    queryFn: ({ signal }) => getCheckpointScores(subject!, signal),
    enabled: subject !== null,
  });
}
