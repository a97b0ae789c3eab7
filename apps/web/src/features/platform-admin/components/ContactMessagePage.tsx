import './message-meta.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContactMessage, useSetContactMessageHandled } from '../api/contact-messages';
import { HandledBadge } from './ContactInboxPage';
import { formatDateTime } from './format-date-time';

const BackToInbox = () => (
  <Anchor component={Link} to={routes.admin.inbox}>
    Back to the inbox
  </Anchor>
);

/** /admin/inbox/:id: one contact-form message (the visitor's text shown as plain text), handled or not. */
export function ContactMessagePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <MissingMessage />;
  return <Message key={id} id={id} />;
}

function MissingMessage() {
  usePageTitle('Message not found');
  return (
    <Stack>
      <Title order={1}>Message not found</Title>
      <Text>
        No contact message has this address. <BackToInbox />
      </Text>
    </Stack>
  );
}

function Message({ id }: { id: number }) {
  const message = useContactMessage(id);
  const setHandled = useSetContactMessageHandled();
  usePageTitle(message.data?.subject ?? 'Contact message');

  if (message.isPending) return <PageLoader />;
  if (message.isError) {
    if (isApiError(message.error) && message.error.status === 404) return <MissingMessage />;
    return (
      <Alert color="red" role="alert">
        {errorMessage(message.error)}
      </Alert>
    );
  }
  const m = message.data;
  return (
    <Stack>
      <BackToInbox />
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{m.subject}</Title>
        <HandledBadge handledAt={m.handledAt} />
      </Group>
      <dl className="mw-contact-meta">
        <dt>From</dt>
        <dd>
          {m.name} &lt;{m.email}&gt;
        </dd>
        <dt>Workplace</dt>
        <dd>{m.work || 'Not given'}</dd>
        <dt>Agreed to be contacted</dt>
        <dd>{m.vouchers ? 'Yes' : 'No'}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
        {m.handledAt && (
          <>
            <dt>Handled</dt>
            <dd>{formatDateTime(m.handledAt)}</dd>
          </>
        )}
      </dl>
      {/* A visitor's text: always plain text, never HTML. */}
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Text>
      </Paper>
      {setHandled.isError && (
        <Alert color="red" role="alert">
          {errorMessage(setHandled.error)}
        </Alert>
      )}
      <Group>
        <Button
          loading={setHandled.isPending}
          variant={m.handledAt ? 'default' : 'filled'}
          onClick={() => setHandled.mutate({ id: m.id, handled: !m.handledAt })}
        >
          {m.handledAt ? 'Mark as not handled' : 'Mark handled'}
        </Button>
      </Group>
    </Stack>
  );
}
