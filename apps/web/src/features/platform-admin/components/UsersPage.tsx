import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { PagedTable } from '../../../components/PagedTable';
import { errorMessage } from '../../../lib/api-client';
import { useCursorPager } from '../../../lib/use-cursor-pager';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useAdminUsers,
  useChangeUserEmail,
  useResetUserPassword,
  USERS_PAGE_SIZE,
  type AdminUsersPage,
} from '../api/admin-users';
import { PasswordResetSteps } from '../../../components/PasswordResetSteps';

type AdminUser = AdminUsersPage['items'][number];

const roleLabel = (u: AdminUser) =>
  u.kind === 'teacher'
    ? u.owner
      ? 'Owner'
      : u.schoolAdmin
        ? 'School admin'
        : 'Teacher'
    : u.kind === 'student'
      ? 'Student'
      : u.kind === 'staff'
        ? 'Content staff'
        : 'Platform admin';

/** Asks, then resets the user's password and shows the one-time password once. */
function ResetDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetUserPassword();
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <AccessibleModal opened={user !== null} onClose={close} title={`Reset ${user?.name ?? ''}'s password`}>
      {user && (
        <PasswordResetSteps
          person={user}
          explanation={`${user.name} gets a new one-time password, shown here once. They are signed out everywhere and must choose their own password at next login.`}
          initialPassword={reset.data?.initialPassword}
          error={reset.isError ? errorMessage(reset.error) : null}
          pending={reset.isPending}
          onReset={() => reset.mutate(user.id)}
          onClose={close}
        />
      )}
    </AccessibleModal>
  );
}

/**
 * A new e-mail address (their login) for a user: the platform admin's way to change a school
 * owner's, which the school's other admins may not. Closes once saved.
 */
function EmailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const change = useChangeUserEmail();
  const [email, setEmail] = useState('');
  const close = () => {
    change.reset();
    setEmail('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (user) change.mutate({ id: user.id, email: email.trim() }, { onSuccess: close });
  };
  return (
    <AccessibleModal opened={user !== null} onClose={close} title={`Change ${user?.name ?? ''}'s e-mail`}>
      {user && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text>
              {user.email} is {user.name}&apos;s login. They sign in with the new address from now on; their password
              stays as it is.
            </Text>
            <TextInput
              label="New e-mail"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={change.isError ? errorMessage(change.error) : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending} disabled={!email.trim()}>
                Change e-mail
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AccessibleModal>
  );
}

/** /admin/users: find any user across schools (by name, a page at a time), reset their password or change their e-mail. */
export function UsersPage() {
  usePageTitle('Users');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  // Another search starts again from the first page.
  const pager = useCursorPager(debounced);
  const users = useAdminUsers({ q: debounced, cursor: pager.cursor });

  return (
    <Stack>
      <Title order={1}>Users</Title>
      <Group role="search" aria-label="Find users">
        <TextInput
          label="Name or e-mail"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </Group>
      <PagedTable
        query={users}
        pager={pager}
        pageSize={USERS_PAGE_SIZE}
        noun="user"
        empty={debounced ? `No user matches “${debounced}”.` : 'No users yet.'}
        label="Users"
        minWidth={720}
        columns={['Name', 'E-mail', 'Role', 'School', 'Status', <span className="mw-visually-hidden">Actions</span>]}
        row={(u) => (
          <>
            <Table.Td>{u.name}</Table.Td>
            <Table.Td>{u.email}</Table.Td>
            <Table.Td>{roleLabel(u)}</Table.Td>
            <Table.Td>{u.schoolName ?? '—'}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Badge color={u.active ? 'green.9' : 'gray.7'} variant="filled">
                  {u.active ? 'Active' : 'Deactivated'}
                </Badge>
                {u.mustChangePassword && (
                  <Badge color="yellow.9" variant="filled">
                    One-time password
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setResetting(u)}
                  aria-label={`Reset password for ${u.name}`}
                >
                  Reset password
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setEditing(u)}
                  aria-label={`Change e-mail of ${u.name}`}
                >
                  Change e-mail
                </Button>
              </Group>
            </Table.Td>
          </>
        )}
      />
      <ResetDialog user={resetting} onClose={() => setResetting(null)} />
      <EmailDialog user={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
