import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/PagedTable';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { ADMIN_INVOICES_PAGE_SIZE, useAdminInvoices, type AdminInvoiceStatus } from '../api/admin-invoices';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { day, money } from './format';
import { InvoicePaymentButton } from './InvoicePaymentButton';

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
      <PagedTable
        query={invoices}
        pager={pager}
        pageSize={ADMIN_INVOICES_PAGE_SIZE}
        noun="invoice"
        empty={debounced || status !== 'all' ? 'No invoice matches.' : 'No invoices yet.'}
        label="Invoices"
        minWidth={860}
        columns={['Invoice', 'School', 'Issued', 'Due', 'Total', 'Status', 'Actions']}
        row={(inv) => (
          <>
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
          </>
        )}
      />
    </Stack>
  );
}
