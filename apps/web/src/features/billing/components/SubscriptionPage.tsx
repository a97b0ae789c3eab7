import { Alert, Badge, Button, Checkbox, Group, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { discountedSubjectPrice, subjectCountDiscount, subscriptionPrice } from '@markwell/domain/pricing/index';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangeSubscription } from '../api/change-subscription';
import { useSubscription, type Subscription } from '../api/get-subscription';
import { useQuoteSubscription, type SubscriptionQuote } from '../api/quote-subscription';
import { day, money } from './format';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** /school/subscription: the school's plan; the owner adds or drops subjects and switches billing. */
export function SubscriptionPage() {
  usePageTitle('Subscription');
  const subscription = useSubscription();
  if (subscription.isPending) return <PageLoader />;
  if (subscription.isError) {
    return (
      <Stack>
        <Title order={1}>Subscription</Title>
        <Alert color="red" role="alert">
          {isApiError(subscription.error) && subscription.error.status === 404
            ? 'Your school has no subscription yet.'
            : errorMessage(subscription.error)}
        </Alert>
      </Stack>
    );
  }
  return <SubscriptionView plan={subscription.data} />;
}

function SubscriptionView({ plan }: { plan: Subscription }) {
  const cur = (n: number) => money(plan.currency, n);
  const per = plan.monthly ? 'month' : 'year';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Subscription</Title>
        <Button component={Link} to={routes.school.invoices} variant="light">
          Invoices
        </Button>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="plan-title">
        <Stack gap="xs">
          <Title order={2} size="h3" id="plan-title">
            Your plan
          </Title>
          <Text>
            <strong>{plan.school.name}</strong>: {plan.subjects.map((s) => s.name).join(', ')}
          </Text>
          <Text>
            <strong>
              {cur(plan.amount)} a {per}
            </strong>{' '}
            before VAT ({plan.vat_percent}%)
            {plan.discount_percent > 0
              ? `, ${plan.discount_percent}% discount for ${plan.subjects.length} subjects`
              : ''}
            .
          </Text>
          <Text>
            Billed {plan.monthly ? 'monthly' : 'yearly'}; the current period runs from {day(plan.period_start)} to{' '}
            {day(plan.period_end)}.
          </Text>
          {plan.next_invoice && (
            <Text>
              <strong>
                Next invoice on {day(plan.next_invoice.issued_on)} for {cur(plan.next_invoice.gross)}
              </strong>{' '}
              ({cur(plan.next_invoice.net)} before VAT), for the period to {day(plan.next_invoice.period_end)}, at the
              prices in force then.
            </Text>
          )}
          {plan.status === 'awaiting_confirmation' && (
            <Badge color="yellow" variant="light">
              Waiting for the owner to confirm their e-mail address
            </Badge>
          )}
        </Stack>
      </Paper>
      {plan.can_change ? (
        <ChangePlan plan={plan} />
      ) : (
        <Text c="dimmed">Only the owner of the school can change the plan.</Text>
      )}
      <section aria-labelledby="changes-title">
        <Title order={2} size="h3" id="changes-title" mb="sm">
          Plan changes
        </Title>
        {plan.changes.length === 0 ? (
          <Text>No changes yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Plan changes" striped>
              <ColumnHeads labels={['Date', 'Before', 'After', 'Charged now']} />
              <Table.Tbody>
                {plan.changes.map((c) => (
                  <Table.Tr key={c.changed_at}>
                    <Table.Td>{day(c.changed_at)}</Table.Td>
                    <Table.Td>
                      {c.subjects_before.join(', ')} ({cur(c.amount_before)} {c.monthly_before ? 'monthly' : 'yearly'})
                    </Table.Td>
                    <Table.Td>
                      {c.subjects_after.join(', ')} ({cur(c.amount_after)} {c.monthly_after ? 'monthly' : 'yearly'})
                    </Table.Td>
                    <Table.Td>
                      {c.invoice_id ? (
                        <Link to={routes.school.invoice(c.invoice_id)}>
                          {c.prorated < 0 ? `credit ${cur(-c.prorated)}` : cur(c.prorated)}
                        </Link>
                      ) : (
                        'nothing'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}

function ChangePlan({ plan }: { plan: Subscription }) {
  const [subjectIds, setSubjectIds] = useState<number[]>(plan.subjects.map((s) => s.id));
  const [monthly, setMonthly] = useState(plan.monthly);
  const [quote, setQuote] = useState<SubscriptionQuote | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const quoteAction = useQuoteSubscription();
  const change = useChangeSubscription();
  const cur = (n: number) => money(plan.currency, n);
  const type = plan.school.type;
  const chosen = plan.offer.filter((s) => subjectIds.includes(s.id));
  const price = subscriptionPrice(chosen, type, { monthly });
  const discount = subjectCountDiscount(chosen.length);
  const unchanged =
    monthly === plan.monthly &&
    chosen.length === plan.subjects.length &&
    plan.subjects.every((s) => subjectIds.includes(s.id));

  const edit = (fn: () => void) => {
    fn();
    setQuote(null);
    setDone(null);
    change.reset();
    quoteAction.reset();
  };

  const review = () =>
    quoteAction.mutate({ id: plan.id, choice: { curriculas: subjectIds, monthly } }, { onSuccess: setQuote });

  const confirm = () => {
    if (!quote) return;
    change.mutate(
      { id: plan.id, body: { curriculas: subjectIds, monthly, quoted_charge: quote.charge } },
      {
        onSuccess: (result) => {
          setQuote(null);
          setDone(
            result.invoice_id
              ? 'Your plan is changed. The prorated amount is on a new invoice.'
              : 'Your plan is changed.',
          );
        },
        onError: (e) => {
          // The price moved (the period turned over): show the new figure to confirm again.
          const next = isApiError(e) && e.code === 'quote_changed' ? (e.extra.quote as SubscriptionQuote) : null;
          if (next) setQuote(next);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="change-title">
      <Stack>
        <Title order={2} size="h3" id="change-title">
          Change the plan
        </Title>
        <Checkbox.Group
          label="Subjects"
          description="Prices per month before VAT, for this period."
          value={subjectIds.map(String)}
          onChange={(v) => edit(() => setSubjectIds(v.map(Number)))}
        >
          <Stack gap="xs" mt="xs">
            {plan.offer.map((s) => (
              <Checkbox
                key={s.id}
                value={String(s.id)}
                label={`${s.name}: ${cur(discountedSubjectPrice(s, type, { decimals: 2 }))}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label="Billing"
          value={monthly ? 'monthly' : 'yearly'}
          onChange={(v) => edit(() => setMonthly(v === 'monthly'))}
        >
          <Group mt="xs">
            <Radio value="monthly" label="Monthly" />
            <Radio value="yearly" label="Yearly (10 months' price)" />
          </Group>
        </Radio.Group>
        <Text aria-live="polite">
          {chosen.length === 0
            ? 'Choose at least one subject.'
            : `New price: ${cur(price)} a ${monthly ? 'month' : 'year'} before VAT${discount ? `, ${discount}% discount included` : ''}.`}
        </Text>
        {quoteAction.isError && (
          <Alert color="red" role="alert">
            {errorMessage(quoteAction.error)}
          </Alert>
        )}
        {change.isError && !(isApiError(change.error) && change.error.code === 'quote_changed') && (
          <Alert color="red" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
        {quote ? (
          <Alert color="blue" title="Before you confirm" role="status">
            <Stack gap="sm">
              <Text>{quote.explanation}</Text>
              <Group>
                <Button onClick={confirm} loading={change.isPending}>
                  Confirm change
                </Button>
                <Button variant="default" onClick={() => setQuote(null)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button onClick={review} disabled={unchanged || chosen.length === 0} loading={quoteAction.isPending}>
              Review change
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
