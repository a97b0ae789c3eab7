import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/PagedTable';
import { routes } from '../../../lib/paths';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { MAILBOX_PAGE_SIZE, useMailbox } from '../api/mailbox';
import { formatDateTime } from './format-date-time';

/** /admin/mailbox: the e-mails the platform kept because no mail server is set up, newest first. */
export function MailboxPage() {
  usePageTitle('Mailbox');
  const pager = useCursorPager('');
  const mail = useMailbox(pager.cursor);

  return (
    <Stack>
      <Title order={1}>Mailbox</Title>
      <Text>
        Without a mail server (SMTP_URL) the platform keeps every e-mail here instead of sending it: password reset
        links, invitations, contact-form copies. Open one to read it; links to this site can be followed.
      </Text>
      <PagedTable
        query={mail}
        pager={pager}
        pageSize={MAILBOX_PAGE_SIZE}
        noun="e-mail"
        empty="No e-mails kept."
        label="E-mails"
        minWidth={640}
        columns={['Subject', 'To', 'Written']}
        row={(m) => (
          <>
            <Table.Th scope="row" fw={500}>
              <Anchor component={Link} to={routes.admin.mailboxMessage(m.id)}>
                {m.subject}
              </Anchor>
            </Table.Th>
            <Table.Td>{m.to}</Table.Td>
            <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
