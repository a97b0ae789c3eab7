import { formatDate, relativeTime } from '@markwell/domain/time/index';
import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { Notification } from '../api/get-notifications';

/** The server only stores in-app paths; anything else is shown without a link. */
const inAppPath = (link: string | null): string | null => (link && /^\/(?![/\\])/.test(link) ? link : null);

/**
 * One notification. `isNew`: it was unread when this page showed it (it stays marked as new
 * for the visit, although opening the page marks it read).
 */
export function NotificationItem({
  notification: n,
  isNew,
  now,
}: {
  notification: Notification;
  isNew: boolean;
  now: Date;
}) {
  const to = inAppPath(n.link);
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      data-new={isNew || undefined}
      style={{
        listStyle: 'none',
        ...(isNew && {
          background: 'var(--mantine-color-brand-0)',
          borderLeft: '4px solid var(--mantine-color-brand-7)',
        }),
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            {isNew && <VisuallyHidden>New: </VisuallyHidden>}
            {to ? (
              <Anchor component={Link} to={to} inherit>
                {n.title}
              </Anchor>
            ) : (
              n.title
            )}
            {isNew && (
              <Badge ml="sm" size="sm" variant="filled" aria-hidden="true" style={{ verticalAlign: 'middle' }}>
                New
              </Badge>
            )}
          </Title>
          {n.body && <Text mt={4}>{n.body}</Text>}
        </div>
        <Text
          component="time"
          dateTime={n.createdAt}
          title={formatDate(n.createdAt, 'DD.MM.YYYY HH:mm')}
          c="dimmed"
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {relativeTime(n.createdAt, now)}
        </Text>
      </Group>
    </Paper>
  );
}
