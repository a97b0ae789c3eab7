import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { useInvoices } from '../api/get-invoices';
import { day, money } from './format';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** /school/invoices: the school's invoices and credit notes, newest first. */
export function InvoicesPage() {
  usePageTitle('Invoices');
  const pager = useCursorPager('invoices');
  const invoices = useInvoices(pager.cursor);
  // The list has no total: another page exists while the server hands out a cursor.
  const pages = invoices.data?.next_cursor ? pager.page + 1 : pager.page;
  return (
    <Stack gap="lg">
      <Title order={1}>Invoices</Title>
      {invoices.isPending ? (
        <PageLoader />
      ) : invoices.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(invoices.error)}
        </Alert>
      ) : invoices.data.items.length === 0 ? (
        <Text>No invoices yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Invoices" striped>
            <ColumnHeads labels={['Number', 'Issued', 'Due', 'Total', 'Status']} />
            <Table.Tbody>
              {invoices.data.items.map((inv) => (
                <Table.Tr key={inv.id}>
                  <Table.Td>
                    <Link to={routes.school.invoice(inv.id)}>
                      {inv.credit_note ? 'Credit note ' : 'Invoice '}
                      {inv.number}
                    </Link>
                  </Table.Td>
                  <Table.Td>{day(inv.issued_at)}</Table.Td>
                  <Table.Td>{day(inv.due_at)}</Table.Td>
                  <Table.Td>{money(inv.currency, inv.gross)}</Table.Td>
                  <Table.Td>
                    <Badge color={inv.status === 'paid' ? 'green' : 'orange'} variant="light">
                      {inv.status === 'paid' ? 'Paid' : 'Unpaid'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {invoices.data && (
        <PrevNextPager
          page={pager.page}
          pages={pages}
          label="Pages of invoices"
          onPage={(p) => pager.go(p, invoices.data.next_cursor)}
        />
      )}
    </Stack>
  );
}
