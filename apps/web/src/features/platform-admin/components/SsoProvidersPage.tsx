import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  SsoProviderFields,
  ssoProviderBodyOf,
  ssoProviderFieldsOf,
  type SsoProviderFieldsState,
} from '../../../components/SsoProviderFields';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useRemoveSsoConnection,
  useSaveSsoConnection,
  useSsoConnections,
  type SsoConnection,
} from '../api/sso-connections';

/**
 * /admin/sign-in: the platform-wide identity providers. Each signs in existing people of any
 * school whose e-mail domain it lists, and requires nothing of any school; the same provider
 * fields as a school's Sign-in screen.
 */
export function SsoProvidersPage() {
  usePageTitle('Sign-in providers');
  const query = useSsoConnections();
  const [status, setStatus] = useState('');
  const items = query.data?.items ?? [];
  return (
    <Stack maw={640}>
      <Title order={1}>Sign-in providers</Title>
      <Text>
        A platform-wide provider shows its “Sign in with …” button to people of any school whose e-mail domain it lists.
        It signs in only people who already have a Markwell account, and no school must use it: a school’s own provider
        (under its Sign-in screen) decides that.
      </Text>
      {items[0] && (
        <Text>
          Redirect URI to register at the provider: <code>{items[0].redirectUri}</code>
        </Text>
      )}
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {query.isPending && <Text>Loading…</Text>}
      <div aria-live="polite">{status && <Text fw={600}>{status}</Text>}</div>
      {query.data && items.length === 0 && <Text>No platform-wide provider yet.</Text>}
      {items.map((c) => (
        <ProviderForm key={`${c.id}:${c.updatedAt}`} connection={c} onStatus={setStatus} />
      ))}
      {query.data && <ProviderForm key={`new:${items.length}`} connection={null} onStatus={setStatus} />}
    </Stack>
  );
}

/** One provider's form (or the form adding one), started from what is saved. */
function ProviderForm({ connection, onStatus }: { connection: SsoConnection | null; onStatus: (s: string) => void }) {
  const save = useSaveSsoConnection();
  const remove = useRemoveSsoConnection();
  const [form, setForm] = useState<SsoProviderFieldsState>(() => ssoProviderFieldsOf(connection));
  const titleId = `sso-provider-${connection?.id ?? 'new'}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onStatus('');
    save.mutate(
      {
        id: connection?.id ?? null,
        // A platform-wide provider requires nothing of any school and creates nobody.
        body: {
          ...ssoProviderBodyOf(form),
          requiredForStudents: false,
          requiredForTeachers: false,
          createTeachers: false,
        },
      },
      {
        onSuccess: (saved) =>
          onStatus(connection ? `${saved.name}: saved.` : `${saved.name} added: people of its domains see its button.`),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} aria-labelledby={titleId}>
        <Stack>
          <Title order={2} id={titleId} size="h3">
            {connection ? connection.name : 'Add a provider'}
          </Title>
          <SsoProviderFields value={form} onChange={setForm} hasStoredSecret={connection !== null} />
          <div aria-live="polite">
            {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
            {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
          </div>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {connection ? 'Save' : 'Add provider'}
            </Button>
            {connection && (
              <Button
                variant="outline"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(connection.id, { onSuccess: () => onStatus(`${connection.name} removed.`) })
                }
              >
                Remove
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
