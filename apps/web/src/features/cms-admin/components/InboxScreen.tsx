import { formatDate } from '@markwell/domain/time/index';
import { Anchor, Badge, Group, Pagination, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContactMessages } from '../api/get-contact-messages';
import { useProblemReports } from '../api/get-problem-reports';

const PAGE_SIZE = 20;

function Pager({
  total,
  page,
  onChange,
  label,
}: {
  total: number;
  page: number;
  onChange: (p: number) => void;
  label: string;
}) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      />
    </Group>
  );
}

function ContactMessages() {
  const [page, setPage] = useState(1);
  const list = useContactMessages({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  if (list.isPending) return <PageLoader />;
  if (!list.data) return null;
  if (list.data.items.length === 0) return <Text>No contact messages yet.</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.items.map((m) => (
          <Paper component="li" withBorder p="md" key={m.id}>
            <Group justify="space-between" align="flex-start">
              <div>
                <Text fw={700} component="h3" m={0} size="md">
                  {m.subject}
                </Text>
                <Text size="sm">
                  {m.name} · <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>
                  {m.work && <> · {m.work}</>}
                </Text>
              </div>
              <Group gap="xs">
                {m.vouchers && <Badge color="#15803d">Wants news and vouchers</Badge>}
                <Text size="sm" c="dimmed" component="time" dateTime={m.createdAt}>
                  {formatDate(m.createdAt)}
                </Text>
              </Group>
            </Group>
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {m.message}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Pager total={list.data.total} page={page} onChange={setPage} label="Contact message pages" />
    </Stack>
  );
}

function ProblemReports() {
  const [page, setPage] = useState(1);
  const list = useProblemReports({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  if (list.isPending) return <PageLoader />;
  if (!list.data) return null;
  if (list.data.items.length === 0) return <Text>No problem reports.</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.items.map((r) => (
          <Paper component="li" withBorder p="md" key={r.id}>
            <Group justify="space-between" align="flex-start">
              <div>
                <Text fw={700} component="h3" m={0} size="md">
                  {r.type === 'question' ? `Question #${r.questionId}` : r.type === 'page' ? 'Page' : 'Other'}
                  {r.url && (
                    <>
                      {' '}
                      · <Anchor href={r.url}>{r.url}</Anchor>
                    </>
                  )}
                </Text>
                <Text size="sm">
                  {r.userName ?? 'Unknown user'}
                  {r.userEmail && (
                    <>
                      {' '}
                      · <Anchor href={`mailto:${r.userEmail}`}>{r.userEmail}</Anchor>
                    </>
                  )}
                </Text>
              </div>
              <Text size="sm" c="dimmed" component="time" dateTime={r.createdAt}>
                {formatDate(r.createdAt)}
              </Text>
            </Group>
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {r.message}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Pager total={list.data.total} page={page} onChange={setPage} label="Problem report pages" />
    </Stack>
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
