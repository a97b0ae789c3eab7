import { relativeTime } from '@markwell/domain/time/index';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryView';
import { useMe } from '../../../lib/auth/me';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMessageThreads, type MessageThreadSummary } from '../api/get-message-threads';
import { hasInbox } from './has-inbox';
import { MessageText } from './MessageText';
import { NoInbox } from './NoInbox';

/** /messages: the caller's conversations, latest activity first, with their unread counts. */
export function InboxPage() {
  usePageTitle('Messages');
  const me = useMe();
  // Nothing is asked of the API before the role is known: staff have no inbox.
  if (!me.data) return <PageLoader />;
  if (!hasInbox(me.data)) return <NoInbox />;
  return <Inbox />;
}

function Inbox() {
  const query = useMessageThreads();
  const loadedAt = query.dataUpdatedAt;
  const now = useMemo(() => new Date(loadedAt), [loadedAt]);
  const threads = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadTotal = query.data?.pages[0]?.unreadTotal ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Messages</Title>
        <Button component={Link} to={routes.newMessage}>
          New message
        </Button>
      </Group>
      {query.isPending && <PageLoader />}
      <QueryError query={query} />
      {query.data && (
        <Text>
          {unreadTotal === 0 ? 'No unread messages.' : `${unreadTotal} unread message${unreadTotal === 1 ? '' : 's'}.`}
        </Text>
      )}
      {query.data && threads.length === 0 && <Text>You have no conversations yet.</Text>}
      {threads.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your conversations">
          {threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} now={now} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Show older conversations
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ThreadItem({ thread, now }: { thread: MessageThreadSummary; now: Date }) {
  const isUnread = thread.unread > 0;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      data-unread={isUnread || undefined}
      style={{
        listStyle: 'none',
        ...(isUnread && {
          background: 'var(--mantine-color-brand-0)',
          borderLeft: '4px solid var(--mantine-color-brand-7)',
        }),
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={routes.messageThread(thread.id)} inherit>
              {thread.subject}
            </Anchor>
            {isUnread && (
              <Badge ml="sm" size="sm" variant="filled" style={{ verticalAlign: 'middle' }}>
                {thread.unread} unread
              </Badge>
            )}
          </Title>
          <Text size="sm" c="dimmed">
            With {thread.counterpart}
          </Text>
          <MessageText text={`${thread.latest.senderName}: ${thread.latest.preview}`} lineClamp={2} />
        </div>
        <Text
          component="time"
          dateTime={thread.latest.sentAt}
          title={new Date(thread.latest.sentAt).toLocaleString('en-GB')}
          c="dimmed"
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {relativeTime(thread.latest.sentAt, now)}
        </Text>
      </Group>
    </Paper>
  );
}
