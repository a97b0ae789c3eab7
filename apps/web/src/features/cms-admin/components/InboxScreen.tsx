import { formatDate } from '@markwell/domain/time/index';
import { Anchor, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContactMessages } from '../api/get-contact-messages';
import { useProblemReports } from '../api/get-problem-reports';
import { Pager } from './StaffList';

const PAGE_SIZE = 20;

/** A paged list of messages: loader, empty text, the items and the page links. */
function MessageList<T extends { id: number }>({
  useList,
  empty,
  pagerLabel,
  item,
}: {
  useList: (query: { limit: number; offset: number }) => {
    isPending: boolean;
    data?: { items: T[]; total: number } | undefined;
  };
  empty: string;
  pagerLabel: string;
  item: (entry: T) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const list = useList({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  if (list.isPending) return <PageLoader />;
  if (!list.data) return null;
  if (list.data.items.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.items.map((entry) => (
          <Paper component="li" withBorder p="md" key={entry.id}>
            {item(entry)}
          </Paper>
        ))}
      </Stack>
      <Pager total={list.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={pagerLabel} />
    </Stack>
  );
}

/** One message: heading, sender, an optional badge, the date, and the text. */
function Message({
  heading,
  sender,
  badge,
  createdAt,
  message,
}: {
  heading: ReactNode;
  sender: ReactNode;
  /** Given (even as false), the date sits in a group beside it. */
  badge?: ReactNode;
  createdAt: string;
  message: string;
}) {
  const date = (
    <Text size="sm" c="dimmed" component="time" dateTime={createdAt}>
      {formatDate(createdAt)}
    </Text>
  );
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} component="h3" m={0} size="md">
            {heading}
          </Text>
          <Text size="sm">{sender}</Text>
        </div>
        {badge !== undefined ? (
          <Group gap="xs">
            {badge}
            {date}
          </Group>
        ) : (
          date
        )}
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {message}
      </Text>
    </>
  );
}

function ContactMessages() {
  return (
    <MessageList
      useList={useContactMessages}
      empty="No contact messages yet."
      pagerLabel="Contact message pages"
      item={(m) => (
        <Message
          heading={m.subject}
          sender={
            <>
              {m.name} · <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>
              {m.work && <> · {m.work}</>}
            </>
          }
          badge={m.vouchers && <Badge color="#15803d">Wants news and vouchers</Badge>}
          createdAt={m.createdAt}
          message={m.message}
        />
      )}
    />
  );
}

function ProblemReports() {
  return (
    <MessageList
      useList={useProblemReports}
      empty="No problem reports."
      pagerLabel="Problem report pages"
      item={(r) => (
        <Message
          heading={
            <>
              {r.type === 'question' ? `Question #${r.questionId}` : r.type === 'page' ? 'Page' : 'Other'}
              {r.url && (
                <>
                  {' '}
                  · <Anchor href={r.url}>{r.url}</Anchor>
                </>
              )}
            </>
          }
          sender={
            <>
              {r.userName ?? 'Unknown user'}
              {r.userEmail && (
                <>
                  {' '}
                  · <Anchor href={`mailto:${r.userEmail}`}>{r.userEmail}</Anchor>
                </>
              )}
            </>
          }
          createdAt={r.createdAt}
          message={r.message}
        />
      )}
    />
  );
}

/** What visitors and users sent: contact messages and problem reports. */
export function InboxScreen() {
  usePageTitle('Inbox');
  return (
    <Stack gap="lg">
      <Title order={1}>Inbox</Title>
      <Tabs defaultValue="contact" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="contact">Contact messages</Tabs.Tab>
          <Tabs.Tab value="problems">Problem reports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contact" pt="md">
          <ContactMessages />
        </Tabs.Panel>
        <Tabs.Panel value="problems" pt="md">
          <ProblemReports />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
