import { notificationsEndpoints } from '@markwell/contracts/endpoints/notifications';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/me';
import { notificationKeys } from './query-keys';

/** PATCH /api/v2/notifications/read -> {success, updated}: every notification of the caller. */
export function markAllNotificationsRead(): Promise<{ success: true; updated: number }> {
  return callEndpoint(notificationsEndpoints.patchNotificationsRead, { validate: true });
}

/** "Mark all as read", then reload the list and the header counters. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
