import './message-meta.css';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMailboxMessage } from '../api/mailbox';
import { formatDateTime } from './format-date-time';
import { MailText } from './mail-text';

const BackToMailbox = () => (
  <Anchor component={Link} to={routes.admin.mailbox}>
    Back to the mailbox
  </Anchor>
);

/** /admin/mailbox/:id: one kept e-mail, plain text, with its links to this site clickable. */
export function MailboxMessagePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <MissingMail />;
  return <Mail key={id} id={id} />;
}

function MissingMail() {
  usePageTitle('E-mail not found');
  return (
    <Stack>
      <Title order={1}>E-mail not found</Title>
      <Text>
        No kept e-mail has this address. <BackToMailbox />
      </Text>
    </Stack>
  );
}

function Mail({ id }: { id: number }) {
  const mail = useMailboxMessage(id);
  usePageTitle(mail.data?.subject ?? 'E-mail');
  if (mail.isPending) return <PageLoader />;
  if (mail.isError) {
    if (isApiError(mail.error) && mail.error.status === 404) return <MissingMail />;
    return (
      <Alert color="red" role="alert">
        {errorMessage(mail.error)}
      </Alert>
    );
  }
  const m = mail.data;
  return (
    <Stack>
      <BackToMailbox />
      <Title order={1}>{m.subject}</Title>
      <dl className="mw-contact-meta">
        <dt>To</dt>
        <dd>{m.to}</dd>
        <dt>Written</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
      </dl>
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <MailText text={m.text} />
        </Text>
      </Paper>
    </Stack>
  );
}
