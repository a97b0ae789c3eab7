import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
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
  useRemoveSchoolSso,
  useSaveSchoolSso,
  useSchoolSso,
  type SsoConnection,
  type SsoConnectionBody,
} from '../api/school-sso';

/** The shared provider fields and the school's own switches. */
interface FormState {
  provider: SsoProviderFieldsState;
  requiredForStudents: boolean;
  requiredForTeachers: boolean;
  createTeachers: boolean;
}

const fromConnection = (c: SsoConnection | null): FormState => ({
  provider: ssoProviderFieldsOf(c),
  requiredForStudents: c?.requiredForStudents ?? false,
  requiredForTeachers: c?.requiredForTeachers ?? false,
  createTeachers: c?.createTeachers ?? false,
});

/**
 * /school/sign-in: connect the school to Google Workspace, Microsoft Entra ID or any OpenID
 * Connect provider, list its e-mail domains and choose whom it must sign in.
 */
export function SsoSettingsPage() {
  usePageTitle('Sign-in');
  const query = useSchoolSso();
  const connection = query.data?.connection ?? null;
  const [status, setStatus] = useState('');
  return (
    <Stack maw={640}>
      <Title order={1}>Sign-in</Title>
      <Text>
        Let your students and teachers sign in with the accounts your school already has. Nobody gets a Markwell account
        by signing in: they must already be in your school (unless you let teachers in below).
      </Text>
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {query.isPending && <Text>Loading…</Text>}
      <div aria-live="polite">{status && <Text fw={600}>{status}</Text>}</div>
      {query.data && <SsoForm key={connection?.updatedAt ?? 'new'} connection={connection} onStatus={setStatus} />}
    </Stack>
  );
}

/** The form, started from the saved connection (a saved change remounts it with the new values). */
function SsoForm({ connection, onStatus }: { connection: SsoConnection | null; onStatus: (s: string) => void }) {
  const save = useSaveSchoolSso();
  const remove = useRemoveSchoolSso();
  const [form, setForm] = useState<FormState>(() => fromConnection(connection));
  const setStatus = onStatus;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const body: SsoConnectionBody = {
      ...ssoProviderBodyOf(form.provider),
      requiredForStudents: form.requiredForStudents,
      requiredForTeachers: form.requiredForTeachers,
      createTeachers: form.createTeachers,
    };
    save.mutate(body, { onSuccess: () => setStatus('Saved. People of these domains now see the sign-in button.') });
  };

  return (
    <>
      {connection && (
        <Text>
          Redirect URI to register at your provider: <code>{connection.redirectUri}</code>
        </Text>
      )}
      <form onSubmit={onSubmit} aria-labelledby="sso-form-title">
        <Stack>
          <Title order={2} id="sso-form-title" size="h3">
            {connection ? `Connected to ${connection.name}` : 'Connect an identity provider'}
          </Title>
          <SsoProviderFields
            value={form.provider}
            onChange={(provider) => set('provider', provider)}
            hasStoredSecret={connection !== null}
          />
          <Checkbox
            label="Students must sign in with this provider (no password)"
            checked={form.requiredForStudents}
            onChange={(e) => set('requiredForStudents', e.currentTarget.checked)}
          />
          <Checkbox
            label="Teachers must sign in with this provider (no password)"
            checked={form.requiredForTeachers}
            onChange={(e) => set('requiredForTeachers', e.currentTarget.checked)}
          />
          <Checkbox
            label="A teacher of these domains without an account gets one at first sign-in"
            checked={form.createTeachers}
            onChange={(e) => set('createTeachers', e.currentTarget.checked)}
          />
          <div aria-live="polite">{save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}</div>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            {connection && (
              <Button
                variant="outline"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, { onSuccess: () => setStatus('Disconnected: passwords work again.') })
                }
              >
                Disconnect
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </>
  );
}
