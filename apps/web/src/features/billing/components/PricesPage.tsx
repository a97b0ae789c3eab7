import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateSubjectPrice, useSubjectPrices, type SubjectPriceSchedule } from '../api/subject-prices';
import { day } from './format';
import { QueryView } from '../../../components/QueryView';

const COLUMNS = [
  ['price_mini', 'Coach'],
  ['price_small', 'Small school'],
  ['price_medium', 'Large school'],
  ['price_large', 'Very large school'],
] as const;
type Column = (typeof COLUMNS)[number][0];
type Row = NonNullable<SubjectPriceSchedule['items'][number]['current']>;

const shown = (row: Row, col: Column) => {
  const discounted = row[`${col}_discount`];
  return discounted === null ? `${row[col]}` : `${row[col]} (${discounted})`;
};

/** /staff/prices: subjects' monthly prices per school type; a change starts from now or a later date. */
export function PricesPage() {
  usePageTitle('Subject prices');
  const prices = useSubjectPrices();
  return (
    <Stack gap="lg">
      <Title order={1}>Subject prices</Title>
      <Text>
        Monthly prices before VAT, with the discounted price in brackets. A change applies to subscriptions and periods
        that start from its date on; periods already begun keep their prices.
      </Text>
      <QueryView query={prices}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={900}>
              <Table aria-label="Subject prices" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Subject</Table.Th>
                    {COLUMNS.map(([key, label]) => (
                      <Table.Th scope="col" key={key}>
                        {label}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">Since</Table.Th>
                    <Table.Th scope="col">Scheduled</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map(({ subject, current, upcoming }) => (
                    <Table.Tr key={subject.id}>
                      <Table.Th scope="row">{subject.name}</Table.Th>
                      {COLUMNS.map(([key]) => (
                        <Table.Td key={key}>{current ? shown(current, key) : '—'}</Table.Td>
                      ))}
                      <Table.Td>{current ? day(current.effective_from) : 'Not on offer'}</Table.Td>
                      <Table.Td>
                        {upcoming.length === 0
                          ? '—'
                          : upcoming
                              .map((u) => `${day(u.effective_from)}: ${COLUMNS.map(([k]) => u[k]).join(' / ')}`)
                              .join('; ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <NewPrices schedule={data} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

function NewPrices({ schedule }: { schedule: SubjectPriceSchedule }) {
  const create = useCreateSubjectPrice();
  const [subjectId, setSubjectId] = useState(String(schedule.items[0]?.subject.id ?? ''));
  const [values, setValues] = useState<Record<string, number | ''>>({});
  const [from, setFrom] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  const pick = (id: string) => {
    setSubjectId(id);
    const current = schedule.items.find((i) => String(i.subject.id) === id)?.current;
    const next: Record<string, number | ''> = {};
    for (const [k] of COLUMNS) {
      next[k] = current?.[k] ?? '';
      next[`${k}_discount`] = current?.[`${k}_discount`] ?? '';
    }
    setValues(next);
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    for (const [k] of COLUMNS) if (values[k] === '' || values[k] === undefined) missing[k] = 'Enter a price';
    setErrors(missing);
    setSaved(false);
    if (Object.keys(missing).length) return;
    const num = (k: string) => (values[k] === '' || values[k] === undefined ? null : Number(values[k]));
    create.mutate(
      {
        subject_id: Number(subjectId),
        price_mini: num('price_mini')!,
        price_small: num('price_small')!,
        price_medium: num('price_medium')!,
        price_large: num('price_large')!,
        price_mini_discount: num('price_mini_discount'),
        price_small_discount: num('price_small_discount'),
        price_medium_discount: num('price_medium_discount'),
        price_large_discount: num('price_large_discount'),
        ...(from ? { effective_from: new Date(`${from}T00:00:00Z`).toISOString() } : {}),
      },
      { onSuccess: () => setSaved(true), onError: (e) => setErrors(apiFieldErrors(e)) },
    );
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="new-prices-title" noValidate>
      <Stack>
        <Title order={2} size="h3" id="new-prices-title">
          Set new prices
        </Title>
        <NativeSelect
          label="Subject"
          value={subjectId}
          onChange={(e) => pick(e.currentTarget.value)}
          data={schedule.items.map((i) => ({ value: String(i.subject.id), label: i.subject.name }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {COLUMNS.map(([key, label]) => (
            <SimpleGrid key={key} cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={`${label}: price`}
                min={0}
                decimalScale={2}
                value={values[key] ?? ''}
                error={errors[key]}
                onChange={(v) => setValues((s) => ({ ...s, [key]: v === '' ? '' : Number(v) }))}
              />
              <NumberInput
                label={`${label}: discounted (optional)`}
                min={0}
                decimalScale={2}
                value={values[`${key}_discount`] ?? ''}
                error={errors[`${key}_discount`]}
                onChange={(v) => setValues((s) => ({ ...s, [`${key}_discount`]: v === '' ? '' : Number(v) }))}
              />
            </SimpleGrid>
          ))}
        </SimpleGrid>
        <TextInput
          type="date"
          label="Starts on (optional)"
          description="Leave empty to start now. A later date schedules the change."
          value={from}
          error={errors.effective_from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        {errors._form && (
          <Alert color="red" role="alert">
            {errors._form}
          </Alert>
        )}
        {saved && (
          <Alert color="green" role="status">
            Prices saved.
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Save prices
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
