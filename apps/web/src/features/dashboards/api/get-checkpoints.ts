/** GET /api/v2/checkpoints: the checkpoints of the caller's courses with each class's progress. */
import { checkpointSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

const listSchema = z.array(checkpointSchema);

export function getCheckpoints(f: { group: number | null; course: number | null }, signal?: AbortSignal) {
  return apiFetch(api.checkpoints, {
    query: { groupId: f.group ?? undefined, courseId: f.course ?? undefined },
    schema: listSchema,
    signal,
  });
}

export function useCheckpoints(f: { group: number | null; course: number | null }) {
  return useQuery({
    queryKey: dashboardKeys.read('checkpoints', f),
    queryFn: ({ signal }) => getCheckpoints(f, signal),
  });
}
