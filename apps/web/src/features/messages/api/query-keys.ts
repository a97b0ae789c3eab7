/** Query keys of the messages feature; they share the prefix of the header's unread count. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'threads'] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
  recipients: ['messages', 'recipients'] as const,
};
