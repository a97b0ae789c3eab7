import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListCount } from '../../../components/ListCount';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { routes } from '../../../lib/paths';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { MAILBOX_PAGE_SIZE, useMailbox } from '../api/mailbox';
import { formatDateTime } from './format-date-time';
import { QueryView } from '../../../components/QueryView';

/** /admin/mailbox: the e-mails the platform kept because no mail server is set up, newest first. */
export function MailboxPage() {
  usePageTitle('Mailbox');
  const pager = useCursorPager('');
  const mail = useMailbox(pager.cursor);
  const pages = pager.pagesOf(mail.data, MAILBOX_PAGE_SIZE);

  return (
    <Stack>
      <Title order={1}>Mailbox</Title>
      <Text>
        Without a mail server (SMTP_URL) the platform keeps every e-mail here instead of sending it: password reset
        links, invitations, contact-form copies. Open one to read it; links to this site can be followed.
      </Text>
      <QueryView query={mail}>
        {(data) => (
          <>
            <ListCount
              total={data.total}
              capped={data.total_capped}
              noun="e-mail"
              page={pager.page}
              pages={pages}
              empty="No e-mails kept."
            />
            {data.items.length > 0 && (
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label="E-mails" aria-busy={mail.isFetching || undefined}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Subject</Table.Th>
                      <Table.Th scope="col">To</Table.Th>
                      <Table.Th scope="col">Written</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor component={Link} to={routes.admin.mailboxMessage(m.id)}>
                            {m.subject}
                          </Anchor>
                        </Table.Th>
                        <Table.Td>{m.to}</Table.Td>
                        <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <PrevNextPager
              page={pager.page}
              pages={pages}
              label="Pages of e-mails"
              onPage={(p) => pager.go(p, data.next_cursor)}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
