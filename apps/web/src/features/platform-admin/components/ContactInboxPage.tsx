import { Anchor, Badge, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/PagedTable';
import { routes } from '../../../lib/paths';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { INBOX_PAGE_SIZE, useContactMessages, type InboxStatus } from '../api/contact-messages';
import { formatDateTime } from './format-date-time';

const STATUSES: { value: InboxStatus; label: string }[] = [
  { value: 'unhandled', label: 'To handle' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All messages' },
];

/** The badge of a message: still to handle, or handled. */
export function HandledBadge({ handledAt }: { handledAt: string | null }) {
  return handledAt ? (
    <Badge color="green.9" variant="filled">
      Handled
    </Badge>
  ) : (
    <Badge color="yellow.9" variant="filled">
      To handle
    </Badge>
  );
}

/** /admin/inbox: messages sent through the public contact form, newest first, searched and filtered. */
export function ContactInboxPage() {
  usePageTitle('Contact inbox');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [status, setStatus] = useState<InboxStatus>('all');
  const pager = useCursorPager(`${debounced}|${status}`);
  const messages = useContactMessages({ q: debounced, status, cursor: pager.cursor });

  return (
    <Stack>
      <Title order={1}>Contact inbox</Title>
      <Text>Messages visitors sent through the contact form. Open one to read it and mark it handled.</Text>
      <Group role="search" aria-label="Find messages" align="flex-end">
        <TextInput
          label="Search"
          description="Name, e-mail, subject or text"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <NativeSelect
          label="Show"
          value={status}
          data={STATUSES}
          onChange={(e) => setStatus(e.currentTarget.value as InboxStatus)}
        />
      </Group>
      <PagedTable
        query={messages}
        pager={pager}
        pageSize={INBOX_PAGE_SIZE}
        noun="message"
        empty={debounced || status !== 'all' ? 'No message matches.' : 'No messages yet.'}
        label="Contact messages"
        minWidth={720}
        columns={['Subject', 'From', 'Received', 'Status']}
        row={(m) => (
          <>
            <Table.Th scope="row" fw={500}>
              <Anchor component={Link} to={routes.admin.inboxMessage(m.id)}>
                {m.subject}
              </Anchor>
              <Text size="sm" lineClamp={1}>
                {m.excerpt}
              </Text>
            </Table.Th>
            <Table.Td>
              {m.name}
              <Text size="sm">{m.email}</Text>
            </Table.Td>
            <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
            <Table.Td>
              <HandledBadge handledAt={m.handledAt} />
            </Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
