import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { QueryView } from '../../../components/QueryView';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import type { DataSubject } from '@markwell/contracts/data-protection';
import { useDownloadPersonExport } from '../api/download-export';
import { useErasePerson } from '../api/erase-person';
import { useAudit } from '../api/get-audit';
import { usePerson } from '../api/get-person';
import { AuditTable } from './AuditTable';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** What erasure removes and what it keeps, said before anyone confirms it. */
function ErasureSummary({ person }: { person: DataSubject }) {
  return (
    <Stack gap="xs">
      <Text>Erasing {person.name} removes for good:</Text>
      <List>
        <List.Item>their name, e-mail, password and picture (the account can never sign in again);</List.Item>
        <List.Item>the text of every answer they wrote, and the feedback and queries on their answers;</List.Item>
        <List.Item>the messages they sent, their notifications, subgroups and saved filters.</List.Item>
      </List>
      <Text>
        Their marks stay, without a name, so class and school figures do not change. The audit log keeps that they were
        erased, by whom and when. This cannot be undone.
      </Text>
    </Stack>
  );
}

function EraseDialog({ person: current, onClose }: { person: DataSubject; onClose: () => void }) {
  // The person as they were when asked: once erased, the refreshed page no longer has their name.
  const [person] = useState(current);
  const [step, setStep] = useState<1 | 2>(1);
  const erase = useErasePerson();
  return (
    <AccessibleModal opened onClose={onClose} title={`Erase ${person.name}?`}>
      {erase.isSuccess ? (
        <Stack>
          <Text role="status">Erased. Their personal data has been anonymised.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : step === 1 ? (
        <Stack>
          <ErasureSummary person={person} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" onClick={() => setStep(2)}>
              Continue
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text fw={600}>
            Last check: erase {person.name} ({person.email}) permanently?
          </Text>
          {erase.isError && (
            <Alert color="red" role="alert">
              {errorMessage(erase.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep them
            </Button>
            <Button color="red" loading={erase.isPending} onClick={() => erase.mutate(person.id)}>
              Erase permanently
            </Button>
          </Group>
        </Stack>
      )}
    </AccessibleModal>
  );
}

function PersonData({ person }: { person: DataSubject }) {
  const download = useDownloadPersonExport();
  const [erasing, setErasing] = useState(false);
  const audit = useAudit({ personId: person.id });
  const entries = audit.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack>
      <Title order={1}>{person.name}</Title>
      <dl>
        <dt>E-mail</dt>
        <dd>{person.email}</dd>
        <dt>Role</dt>
        <dd>{person.role === 'schooladmin' ? 'school admin' : person.role}</dd>
        <dt>Account</dt>
        <dd>
          {person.erasedAt ? `erased ${day(person.erasedAt)}` : person.active ? 'active' : `left ${day(person.leftAt)}`}
        </dd>
        {person.erasureDueAt && (
          <>
            <dt>Anonymised on</dt>
            <dd>{day(person.erasureDueAt)} (the school’s retention period)</dd>
          </>
        )}
        <dt>Account made</dt>
        <dd>{day(person.createdAt)}</dd>
      </dl>
      <Group>
        <Button onClick={() => download.mutate(person.id)} loading={download.isPending}>
          Export their data
        </Button>
        {!person.erasedAt && (
          <Button color="red" variant="outline" onClick={() => setErasing(true)}>
            Erase
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {download.isSuccess && <Text>The export was downloaded (a zip: open index.html first).</Text>}
        {download.isError && <Text c="red">The export failed: {errorMessage(download.error)}</Text>}
      </div>
      <Title order={2}>Audit log about {person.name}</Title>
      <QueryView query={audit}>
        {() => (
          <AuditTable
            entries={entries}
            caption={`Audit entries by or about ${person.name}`}
            hasMore={audit.hasNextPage}
            loadingMore={audit.isFetchingNextPage}
            onMore={() => void audit.fetchNextPage()}
          />
        )}
      </QueryView>
      {erasing && <EraseDialog person={person} onClose={() => setErasing(false)} />}
    </Stack>
  );
}

/** /school/people/:id: one student's or teacher's data: export, erase, and the audit entries about them. */
export function PersonPage() {
  usePageTitle('Person');
  const id = Number(useParams().id);
  const person = usePerson(id);
  return <QueryView query={person}>{(data) => <PersonData person={data} />}</QueryView>;
}
