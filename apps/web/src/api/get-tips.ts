/** GET /api/v2/tips -> the tips shown in the app, one per place; read once a session and kept. */
import { tipsEndpoints } from '@markwell/contracts/endpoints/tips';
import type { Tip, TipPlace } from '@markwell/contracts/tips';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/call-endpoint';
import { queryKeys } from './query-keys';

export type { Tip, TipPlace };

export function getTips(signal?: AbortSignal): Promise<Tip[]> {
  return callEndpoint(tipsEndpoints.listShown, { signal, validate: true });
}

/** The tip of one place, or undefined (hidden by staff, or not loaded yet). */
export function useTip(place: TipPlace): Tip | undefined {
  const query = useQuery({
    queryKey: queryKeys.tips,
    queryFn: ({ signal }) => getTips(signal),
    staleTime: 10 * 60_000,
    // A tip is a help, never in the way: a failed read shows no tip and no error.
    meta: { silentError: true },
  });
  return query.data?.find((t) => t.place === place);
}
