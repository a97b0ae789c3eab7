import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryView';
import { usePageTitle } from '../../lib/use-page-title';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationItem } from './components/NotificationItem';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * /notifications (any signed-in user; mounted by app/router.tsx from this file): the caller's
 * notifications, newest first, a page of 20 at a time. The unread ones a page shows are marked
 * read as soon as they are shown (and stay marked "New" during the visit); the header counters
 * are then reloaded. "Mark all as read" also covers the pages not opened.
 */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(0);
  const query = useNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, offset: page * NOTIFICATIONS_PAGE_SIZE });
  const { mutate: markSeen } = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const requested = useRef(new Set<number>());
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(() => new Set());
  const [status, setStatus] = useState('');
  // Relative times ("5 minutes ago") count from when the list was loaded.
  const loadedAt = query.dataUpdatedAt;
  const now = useMemo(() => new Date(loadedAt), [loadedAt]);

  const shown = query.isPlaceholderData ? undefined : query.data;
  // Unread items of each list shown stay "New" for the visit, even once the server has them read.
  // (Kept while rendering, not in an effect: each unread id is noted once, the first time it shows.)
  const [noted, setNoted] = useState<{ list: typeof shown; ids: ReadonlySet<number> }>(() => ({
    list: undefined,
    ids: new Set(),
  }));
  if (shown && shown !== noted.list) {
    const unseen = shown.items.filter((n) => n.readAt === null && !noted.ids.has(n.id)).map((n) => n.id);
    setNoted({ list: shown, ids: unseen.length > 0 ? new Set([...noted.ids, ...unseen]) : noted.ids });
    if (unseen.length > 0) setNewIds((prev) => new Set([...prev, ...unseen]));
  }
  useEffect(() => {
    if (!shown) return;
    const unseen = shown.items.filter((n) => n.readAt === null && !requested.current.has(n.id)).map((n) => n.id);
    if (unseen.length === 0) return;
    for (const id of unseen) requested.current.add(id);
    markSeen(unseen);
  }, [shown, markSeen]);

  const data = query.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));

  const markAllRead = () => {
    setStatus('');
    markAll.mutate(undefined, {
      onSuccess: ({ updated }) => {
        setNewIds(new Set());
        setStatus(
          updated === 0
            ? 'All notifications were already read.'
            : `${updated} notification${updated === 1 ? '' : 's'} marked as read.`,
        );
      },
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Notifications</Title>
        {total > 0 && (
          <Button variant="default" onClick={markAllRead} loading={markAll.isPending}>
            Mark all as read
          </Button>
        )}
      </Group>
      <div role="status">{status && <Text>{status}</Text>}</div>
      {query.isPending && <PageLoader />}
      <QueryError query={query} />
      {data && data.items.length === 0 && <Text>You have no notifications yet.</Text>}
      {data && data.items.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          aria-label="Your notifications"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {data.items.map((n) => (
            <NotificationItem key={n.id} notification={n} isNew={n.readAt === null || newIds.has(n.id)} now={now} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group component="nav" aria-label="Notification pages" justify="center">
          <Button variant="default" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <Text>
            Page {page + 1} of {pages}
          </Text>
          <Button variant="default" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
