import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListCount } from '../../../components/ListCount';
import { PrevNextPager } from '../../../components/PrevNextPager';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { ADMIN_INVOICES_PAGE_SIZE, useAdminInvoices, type AdminInvoiceStatus } from '../api/admin-invoices';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { day, money } from './format';
import { InvoicePaymentButton } from './InvoicePaymentButton';
import { QueryView } from '../../../components/QueryView';

const STATUSES: { value: AdminInvoiceStatus; label: string }[] = [
  { value: 'all', label: 'All invoices' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'paid', label: 'Paid' },
];

/** /admin/invoices: every school's invoices, newest first; the admin marks them paid as transfers arrive. */
export function AdminInvoicesPage() {
  usePageTitle('Invoices');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [status, setStatus] = useState<AdminInvoiceStatus>('all');
  const [announcement, setAnnouncement] = useState('');
  const pager = useCursorPager(`${debounced}|${status}`);
  const invoices = useAdminInvoices({ q: debounced, status, cursor: pager.cursor });
  const pages = pager.pagesOf(invoices.data, ADMIN_INVOICES_PAGE_SIZE);
  const pdf = useDownloadInvoicePdf();

  return (
    <Stack>
      <Title order={1}>Invoices</Title>
      <Text>
        Every school&apos;s invoices and credit notes, newest first. Schools pay by bank transfer: mark an invoice paid
        when its money arrives.
      </Text>
      <Group role="search" aria-label="Find invoices" align="flex-end">
        <TextInput
          label="Search"
          description="School name or invoice number"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <NativeSelect
          label="Show"
          value={status}
          data={STATUSES}
          onChange={(e) => setStatus(e.currentTarget.value as AdminInvoiceStatus)}
        />
      </Group>
      <Text role="status" fw={500}>
        {announcement}
      </Text>
      {pdf.isError && (
        <Alert color="red" role="alert">
          {errorMessage(pdf.error)}
        </Alert>
      )}
      <QueryView query={invoices}>
        {(data) => (
          <>
            <ListCount
              total={data.total}
              capped={data.total_capped}
              noun="invoice"
              page={pager.page}
              pages={pages}
              empty={debounced || status !== 'all' ? 'No invoice matches.' : 'No invoices yet.'}
            />
            {data.items.length > 0 && (
              <Table.ScrollContainer minWidth={860}>
                <Table striped aria-label="Invoices" aria-busy={invoices.isFetching || undefined}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Invoice</Table.Th>
                      <Table.Th scope="col">School</Table.Th>
                      <Table.Th scope="col">Issued</Table.Th>
                      <Table.Th scope="col">Due</Table.Th>
                      <Table.Th scope="col">Total</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((inv) => (
                      <Table.Tr key={inv.id}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor component={Link} to={routes.admin.invoice(inv.id)}>
                            {inv.credit_note ? 'Credit note ' : 'Invoice '}
                            {inv.number}
                          </Anchor>
                        </Table.Th>
                        <Table.Td>{inv.school.name}</Table.Td>
                        <Table.Td>{day(inv.issued_at)}</Table.Td>
                        <Table.Td>{day(inv.due_at)}</Table.Td>
                        <Table.Td>{money(inv.currency, inv.gross)}</Table.Td>
                        <Table.Td>
                          <Badge color={inv.status === 'paid' ? 'green' : 'orange'} variant="light">
                            {inv.status === 'paid' ? `Paid ${inv.paid_at ? day(inv.paid_at) : ''}`.trim() : 'Unpaid'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <InvoicePaymentButton invoice={inv} schoolName={inv.school.name} onDone={setAnnouncement} />
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={`Download PDF: ${inv.number}`}
                              loading={pdf.isPending && pdf.variables?.id === inv.id}
                              onClick={() => pdf.mutate({ id: inv.id, number: inv.number })}
                            >
                              PDF
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <PrevNextPager
              page={pager.page}
              pages={pages}
              label="Pages of invoices"
              onPage={(p) => pager.go(p, data.next_cursor)}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
