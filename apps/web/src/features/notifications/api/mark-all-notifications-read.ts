import { markAllReadResponseSchema } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/me';
import { api } from '../../../lib/paths';
import { notificationKeys } from './query-keys';

/** PATCH /api/v2/notifications/read -> {success, updated}: every notification of the caller. */
export function markAllNotificationsRead(): Promise<{ success: true; updated: number }> {
  return apiFetch(api.notificationsRead, { method: 'PATCH', schema: markAllReadResponseSchema });
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
