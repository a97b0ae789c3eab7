import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/QueryView';
import { PageLoader } from '../../../components/PageLoader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAudit, useDownloadAuditCsv, type AuditFilter } from '../api/get-audit';
import { ACTION_LABELS, AuditTable } from './AuditTable';

/** /school/audit: the school's audit log of personal data, filtered by person, action and days, as CSV too. */
export function AuditPage() {
  usePageTitle('Audit log');
  const [personId, setPersonId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useAudit(filter);
  const csv = useDownloadAuditCsv();
  const entries = audit.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack>
      <Title order={1}>Audit log</Title>
      <Text>
        Who viewed or changed your students’ answers, marks, feedback and details, every sign-in and role change,
        exports and erasures. Entries cannot be changed or deleted; they are kept for two years.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({
            personId: /^\d+$/.test(personId) ? Number(personId) : undefined,
            action: action || undefined,
            from: from || undefined,
            to: to || undefined,
          });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Person (account id)"
            description="By or about this person"
            inputMode="numeric"
            value={personId}
            onChange={(e) => setPersonId(e.currentTarget.value)}
          />
          <NativeSelect
            label="Action"
            value={action}
            onChange={(e) => setAction(e.currentTarget.value)}
            data={[
              { value: '', label: 'Every action' },
              ...Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
          <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button type="submit">Show</Button>
          <Button variant="default" onClick={() => csv.mutate(filter)} loading={csv.isPending}>
            Download CSV
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        <QueryError query={audit} />
        {csv.isError && <Text c="red">The CSV could not be downloaded: {csv.error.message}</Text>}
      </div>
      {audit.isPending ? (
        <PageLoader />
      ) : (
        <AuditTable
          entries={entries}
          caption="Audit log entries, newest first"
          hasMore={audit.hasNextPage}
          loadingMore={audit.isFetchingNextPage}
          onMore={() => void audit.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
