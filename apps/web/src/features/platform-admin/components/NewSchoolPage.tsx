import { Alert, Button, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateSchoolWithOwner, type CreatedSchoolWithOwner } from '../api/admin-users';
import { SCHOOL_TYPE_LABEL } from './school-table';
import { OneTimePassword } from '../../../components/OneTimePassword';

type SchoolType = keyof typeof SCHOOL_TYPE_LABEL;

/** /admin/schools/new: opens a school with its owner; the owner's one-time password is shown once. */
export function NewSchoolPage() {
  usePageTitle('New school');
  const create = useCreateSchoolWithOwner();
  const [name, setName] = useState('');
  const [type, setType] = useState<SchoolType>('smallschool');
  const [ownerName, setOwnerName] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const [created, setCreated] = useState<CreatedSchoolWithOwner | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !ownerName.trim() || !ownerEmail.trim()) {
      setError('Fill in the school name and the owner’s name and e-mail.');
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim(), type, ownerName: ownerName.trim(), ownerEmail: ownerEmail.trim() },
      {
        onSuccess: setCreated,
        onError: (e) =>
          setError(isApiError(e) && e.errors.length ? e.errors.map((x) => x.message).join(' ') : errorMessage(e)),
      },
    );
  };

  if (created) {
    return (
      <Stack maw={560}>
        <Title order={1}>{created.school.name} is open</Title>
        <OneTimePassword name={created.owner.name} email={created.owner.email} password={created.initialPassword} />
        <Link to={routes.admin.schools}>Back to the schools</Link>
      </Stack>
    );
  }

  return (
    <Stack maw={560}>
      <Title order={1}>New school</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput label="School name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Select
              label="Type"
              data={Object.entries(SCHOOL_TYPE_LABEL).map(([value, label]) => ({ value, label }))}
              value={type}
              onChange={(v) => v && setType(v as SchoolType)}
              allowDeselect={false}
            />
            <TextInput
              label="Owner’s name"
              required
              value={ownerName}
              onChange={(e) => setOwnerName(e.currentTarget.value)}
            />
            <TextInput
              label="Owner’s e-mail"
              type="email"
              required
              value={ownerEmail}
              onChange={(e) => setOwnerEmail(e.currentTarget.value)}
            />
            <Button type="submit" loading={create.isPending}>
              Open the school
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
