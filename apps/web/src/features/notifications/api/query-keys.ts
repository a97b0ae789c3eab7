/** Query keys of the notifications feature (every page of the list shares the prefix). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: { limit: number; offset: number }) => ['notifications', 'list', query] as const,
};
