import { notificationsEndpoints } from '@markwell/contracts/endpoints/notifications';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Notification } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/me';
import { notificationKeys } from './query-keys';

/** PATCH /api/v2/notifications/:id/read (404 for anyone else's notification). */
export function markNotificationRead(id: number): Promise<Notification> {
  return callEndpoint(notificationsEndpoints.patchNotificationsByIdRead, { params: { id }, validate: true });
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
