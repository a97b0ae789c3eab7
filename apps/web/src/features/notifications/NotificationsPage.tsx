import { relativeTime } from '@markwell/domain/time/index';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../lib/use-page-title';
import { useNotifications, type Notification } from './api/get-notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

function NotificationLink({ link }: { link: string }) {
  // In-app links stay in the SPA; anything else is an ordinary link.
  if (link.startsWith('/') && !link.startsWith('//')) return <Link to={link}>Open</Link>;
  if (/^https?:\/\//i.test(link)) return <a href={link}>Open</a>;
  return null;
}

function NotificationItem({ n, now }: { n: Notification; now: Date }) {
  const unread = n.readAt === null;
  return (
    <Paper component="li" withBorder p="md" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} component="h2" size="md" m={0}>
            {n.title}
            {unread && (
              <Badge ml="sm" size="sm" variant="filled">
                New
              </Badge>
            )}
          </Text>
          {n.body && <Text mt={4}>{n.body}</Text>}
          {n.link && (
            <Text mt={4}>
              <NotificationLink link={n.link} />
            </Text>
          )}
        </div>
        <Text component="time" dateTime={n.createdAt} c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {relativeTime(n.createdAt, now)}
        </Text>
      </Group>
    </Paper>
  );
}

/** The signed-in user's notifications, newest first as the API returns them, 20 a page. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(0);
  const query = useNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, offset: page * NOTIFICATIONS_PAGE_SIZE });
  const now = new Date();
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Title order={1}>Notifications</Title>
      {query.isPending && <PageLoader />}
      {query.data && query.data.items.length === 0 && <Text>You have no notifications.</Text>}
      {query.data && query.data.items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} aria-busy={query.isPlaceholderData || undefined}>
          {query.data.items.map((n) => (
            <NotificationItem key={n.id} n={n} now={now} />
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
