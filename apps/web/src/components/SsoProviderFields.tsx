import type { SsoConnection, SsoConnectionBody } from '@markwell/contracts/sso';
import { Checkbox, Select, TextInput } from '@mantine/core';

/**
 * The identity provider fields shared by the school admin's Sign-in screen and the platform
 * admin's sign-in providers: preset, tenant or issuer, button name, client id and secret, e-mail
 * domains, enabled. The school's own switches (whom it requires, teachers created) stay with it.
 */
export interface SsoProviderFieldsState {
  preset: SsoConnectionBody['preset'];
  name: string;
  tenant: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  enabled: boolean;
}

/** The fields as a saved connection fills them (empty for a new one; the secret is never shown). */
export function ssoProviderFieldsOf(c: SsoConnection | null): SsoProviderFieldsState {
  return {
    preset: c?.preset ?? 'google',
    name: c?.name ?? '',
    tenant: c?.preset === 'microsoft' ? (/microsoftonline\.com\/([^/]+)\//.exec(c.issuer)?.[1] ?? '') : '',
    issuer: c?.preset === 'custom' ? c.issuer : '',
    clientId: c?.clientId ?? '',
    clientSecret: '',
    domains: c?.domains.join(', ') ?? '',
    enabled: c?.enabled ?? true,
  };
}

/** The part of the request body these fields make; a secret left empty keeps the stored one. */
export function ssoProviderBodyOf(
  form: SsoProviderFieldsState,
): Omit<SsoConnectionBody, 'requiredForStudents' | 'requiredForTeachers' | 'createTeachers'> {
  return {
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
    enabled: form.enabled,
  };
}

export function SsoProviderFields({
  value,
  onChange,
  hasStoredSecret,
}: {
  value: SsoProviderFieldsState;
  onChange: (next: SsoProviderFieldsState) => void;
  /** A saved connection: its secret may be left empty. */
  hasStoredSecret: boolean;
}) {
  const set = <K extends keyof SsoProviderFieldsState>(key: K, v: SsoProviderFieldsState[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <>
      <Select
        label="Provider"
        data={[
          { value: 'google', label: 'Google Workspace' },
          { value: 'microsoft', label: 'Microsoft Entra ID' },
          { value: 'custom', label: 'Another OpenID Connect provider' },
        ]}
        value={value.preset}
        onChange={(v) => v && set('preset', v as SsoProviderFieldsState['preset'])}
        allowDeselect={false}
      />
      {value.preset === 'microsoft' && (
        <TextInput
          label="Tenant ID"
          description="Your Entra ID directory (tenant) ID"
          required
          value={value.tenant}
          onChange={(e) => set('tenant', e.currentTarget.value)}
        />
      )}
      {value.preset === 'custom' && (
        <TextInput
          label="Issuer URL"
          required
          value={value.issuer}
          onChange={(e) => set('issuer', e.currentTarget.value)}
        />
      )}
      <TextInput
        label="Button name"
        description="Shown as “Sign in with …”; empty: the provider’s name"
        value={value.name}
        onChange={(e) => set('name', e.currentTarget.value)}
      />
      <TextInput
        label="Client ID"
        required
        value={value.clientId}
        onChange={(e) => set('clientId', e.currentTarget.value)}
      />
      <TextInput
        label="Client secret"
        type="password"
        autoComplete="off"
        required={!hasStoredSecret}
        description={hasStoredSecret ? 'Leave empty to keep the stored secret' : 'Stored encrypted; never shown again'}
        value={value.clientSecret}
        onChange={(e) => set('clientSecret', e.currentTarget.value)}
      />
      <TextInput
        label="E-mail domains"
        description="Separated by commas, e.g. northfield.sch.uk"
        required
        value={value.domains}
        onChange={(e) => set('domains', e.currentTarget.value)}
      />
      <Checkbox label="Enabled" checked={value.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
    </>
  );
}
