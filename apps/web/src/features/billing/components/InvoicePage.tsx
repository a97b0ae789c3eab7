import './InvoicePage.css';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoices';
import { day, money } from './format';
import { InvoicePaymentButton } from './InvoicePaymentButton';

/** /school/invoices/:id: one of the school's invoices, printable, with its PDF. */
export function InvoicePage() {
  return <InvoiceScreen backTo={routes.school.invoices} />;
}

/** /admin/invoices/:id: any school's invoice for the platform admin, who may mark it paid here too. */
export function AdminInvoicePage() {
  return <InvoiceScreen backTo={routes.admin.invoices} canMarkPaid />;
}

function InvoiceScreen({ backTo, canMarkPaid = false }: { backTo: string; canMarkPaid?: boolean }) {
  const id = Number(useParams().id);
  const [announcement, setAnnouncement] = useState('');
  const invoice = useInvoice(id);
  const pdf = useDownloadInvoicePdf();
  usePageTitle(invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice');
  if (invoice.isPending) return <PageLoader />;
  if (invoice.isError) {
    return (
      <Stack>
        <Title order={1}>Invoice</Title>
        <Alert color="red" role="alert">
          {errorMessage(invoice.error)}
        </Alert>
        <Link to={backTo}>All invoices</Link>
      </Stack>
    );
  }
  const inv = invoice.data;
  const cur = (n: number) => money(inv.currency, n);
  return (
    <Stack gap="lg" className="mw-invoice">
      <Group justify="space-between" align="flex-end" className="mw-invoice__actions">
        <Link to={backTo}>All invoices</Link>
        <Group>
          {canMarkPaid && (
            <InvoicePaymentButton invoice={inv} schoolName={inv.bill_to} onDone={setAnnouncement} size="sm" />
          )}
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Button onClick={() => pdf.mutate({ id: inv.id, number: inv.number })} loading={pdf.isPending}>
            Download PDF
          </Button>
        </Group>
      </Group>
      {canMarkPaid && (
        <Text role="status" fw={500} className="mw-invoice__actions">
          {announcement}
        </Text>
      )}
      {pdf.isError && (
        <Alert color="red" role="alert">
          {errorMessage(pdf.error)}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <Stack>
          <Group justify="space-between">
            <Title order={1}>
              {inv.credit_note ? 'Credit note' : 'Invoice'} {inv.number}
            </Title>
            <Badge color={inv.status === 'paid' ? 'green' : 'orange'} variant="light" size="lg">
              {inv.status === 'paid' ? 'Paid' : 'Unpaid'}
            </Badge>
          </Group>
          <Text>
            <strong>Bill to:</strong> {inv.bill_to}
          </Text>
          <Text>
            <strong>Issued:</strong> {day(inv.issued_at)} · <strong>Due:</strong> {day(inv.due_at)}
            {inv.paid_at ? (
              <>
                {' '}
                · <strong>Paid:</strong> {day(inv.paid_at)}
              </>
            ) : null}
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label="Invoice lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inv.lines.map((line, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right">{cur(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">Net</Table.Th>
                  <Table.Td ta="right">{cur(inv.net)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">VAT {inv.vat_percent}%</Table.Th>
                  <Table.Td ta="right">{cur(inv.vat)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Total</Table.Th>
                  <Table.Td ta="right">
                    <strong>{cur(inv.gross)}</strong>
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <div>
            <Title order={2} size="h4">
              How to pay
            </Title>
            <Text>{inv.payment.instructions}</Text>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
