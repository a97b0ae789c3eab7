import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

/**
 * A one-time password an admin gave someone (a new account or a reset), shown once, with what to
 * do with it. School admins and the platform admin show it alike.
 */
export function OneTimePassword({ name, email, password }: { name: string; email: string; password: string }) {
  return (
    <Stack gap="sm">
      <Alert color="brand" variant="outline" title="Note this password now" role="status">
        It is shown only this once and cannot be shown again. Give it to {name} with their e-mail address: they must
        choose their own password when they first log in.
      </Alert>
      <Text>
        E-mail: <strong>{email}</strong>
      </Text>
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Initial password"
          value={password}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace', fontSize: '1.1rem' } }}
          data-testid="one-time-password"
        />
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy password'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
