import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useRemoveSchoolSso,
  useSaveSchoolSso,
  useSchoolSso,
  type SsoConnection,
  type SsoConnectionBody,
} from '../api/school-sso';

type Preset = SsoConnectionBody['preset'];

interface FormState {
  preset: Preset;
  name: string;
  tenant: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  requiredForStudents: boolean;
  requiredForTeachers: boolean;
  createTeachers: boolean;
  enabled: boolean;
}

const fromConnection = (c: SsoConnection | null): FormState => ({
  preset: c?.preset ?? 'google',
  name: c?.name ?? '',
  tenant: c?.preset === 'microsoft' ? (/microsoftonline\.com\/([^/]+)\//.exec(c.issuer)?.[1] ?? '') : '',
  issuer: c?.preset === 'custom' ? c.issuer : '',
  clientId: c?.clientId ?? '',
  clientSecret: '',
  domains: c?.domains.join(', ') ?? '',
  requiredForStudents: c?.requiredForStudents ?? false,
  requiredForTeachers: c?.requiredForTeachers ?? false,
  createTeachers: c?.createTeachers ?? false,
  enabled: c?.enabled ?? true,
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
      preset: form.preset,
      name: form.name.trim() || undefined,
      tenant: form.preset === 'microsoft' ? form.tenant.trim() || undefined : undefined,
      issuer: form.preset === 'custom' ? form.issuer.trim() || undefined : undefined,
      clientId: form.clientId.trim(),
      clientSecret: form.clientSecret || undefined,
      domains: form.domains
        .split(/[\s,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
      requiredForStudents: form.requiredForStudents,
      requiredForTeachers: form.requiredForTeachers,
      createTeachers: form.createTeachers,
      enabled: form.enabled,
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
          <Select
            label="Provider"
            data={[
              { value: 'google', label: 'Google Workspace' },
              { value: 'microsoft', label: 'Microsoft Entra ID' },
              { value: 'custom', label: 'Another OpenID Connect provider' },
            ]}
            value={form.preset}
            onChange={(v) => v && set('preset', v as Preset)}
            allowDeselect={false}
          />
          {form.preset === 'microsoft' && (
            <TextInput
              label="Tenant ID"
              description="Your Entra ID directory (tenant) ID"
              required
              value={form.tenant}
              onChange={(e) => set('tenant', e.currentTarget.value)}
            />
          )}
          {form.preset === 'custom' && (
            <TextInput
              label="Issuer URL"
              required
              value={form.issuer}
              onChange={(e) => set('issuer', e.currentTarget.value)}
            />
          )}
          <TextInput
            label="Button name"
            description="Shown as “Sign in with …”; empty: the provider’s name"
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="Client ID"
            required
            value={form.clientId}
            onChange={(e) => set('clientId', e.currentTarget.value)}
          />
          <TextInput
            label="Client secret"
            type="password"
            autoComplete="off"
            required={!connection}
            description={connection ? 'Leave empty to keep the stored secret' : 'Stored encrypted; never shown again'}
            value={form.clientSecret}
            onChange={(e) => set('clientSecret', e.currentTarget.value)}
          />
          <TextInput
            label="E-mail domains"
            description="Separated by commas, e.g. northfield.sch.uk"
            required
            value={form.domains}
            onChange={(e) => set('domains', e.currentTarget.value)}
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
          <Checkbox label="Enabled" checked={form.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
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
