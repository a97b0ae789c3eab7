import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** The one-time password of a new account, shown once, with what to do with it. */
export function OneTimePassword({ name, email, password }: { name: string; email: string; password: string }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Note this password now" role="status">
        It is shown only this once and cannot be shown again. Give it to {name} with their e-mail address so they can log
        in.
      </Alert>
      <Text>
        E-mail: <strong>{email}</strong>
      </Text>
      <Group gap="sm" align="center">
        <Text id="one-time-password-label">One-time password:</Text>
        <Code fz="lg" aria-labelledby="one-time-password-label" data-testid="one-time-password">
          {password}
        </Code>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy password'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
