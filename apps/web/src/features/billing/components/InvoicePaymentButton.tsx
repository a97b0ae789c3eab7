import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { useSetInvoicePaid } from '../api/admin-invoices';
import { money } from './format';

interface PayableInvoice {
  id: number;
  number: string;
  status: 'paid' | 'unpaid';
  gross: number;
  currency: string;
  credit_note: boolean;
}

/**
 * The platform admin's "Mark paid" (or "Mark unpaid", to undo a mistake) for one invoice, asked
 * again in a dialog before it changes anything. `onDone` gets a sentence to announce.
 */
export function InvoicePaymentButton({
  invoice,
  schoolName,
  onDone,
  size = 'xs',
}: {
  invoice: PayableInvoice;
  schoolName: string;
  onDone?: (message: string) => void;
  size?: 'xs' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  const payment = useSetInvoicePaid();
  const paying = invoice.status === 'unpaid';
  const what = `${invoice.credit_note ? 'credit note' : 'invoice'} ${invoice.number}`;
  const action = paying ? 'Mark paid' : 'Mark unpaid';

  const confirm = () =>
    payment.mutate(
      { id: invoice.id, paid: paying },
      {
        onSuccess: () => {
          setOpen(false);
          onDone?.(`${invoice.number} is marked ${paying ? 'paid' : 'unpaid'}.`);
        },
      },
    );

  return (
    <>
      <Button
        size={size}
        variant={paying ? 'filled' : 'default'}
        aria-label={`${action}: ${invoice.number}`}
        onClick={() => {
          payment.reset();
          setOpen(true);
        }}
      >
        {action}
      </Button>
      <AccessibleModal opened={open} onClose={() => setOpen(false)} title={`${action}: ${what}?`}>
        <Stack>
          <Text>
            {schoolName}, {money(invoice.currency, invoice.gross)}.{' '}
            {paying
              ? 'Do this once the bank transfer has arrived: the school then sees the invoice as paid.'
              : 'Only to undo a mistake: the school sees the invoice as unpaid again, with how to pay it.'}
          </Text>
          {payment.isError && (
            <Alert color="red" role="alert">
              {errorMessage(payment.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={payment.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={payment.isPending} data-autofocus>
              {action}
            </Button>
          </Group>
        </Stack>
      </AccessibleModal>
    </>
  );
}
