import { notificationSchema, type Notification } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/me';
import { api } from '../../../lib/paths';
import { notificationKeys } from './query-keys';

/** PATCH /api/v2/notifications/:id/read (404 for anyone else's notification). */
export function markNotificationRead(id: number): Promise<Notification> {
  return apiFetch(api.notificationRead(id), { method: 'PATCH', schema: notificationSchema });
}

/**
 * Marks the notifications the page has shown as read, one request each: the bulk route would
 * also mark any notification that arrived after the list was loaded, which nobody has seen.
 * Afterwards the list and the header counters (GET /api/v2/me) are loaded again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => Promise.all(ids.map((id) => markNotificationRead(id))),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
