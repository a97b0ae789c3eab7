import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import type { AdminSchool } from '../api/get-admin-schools';
import { useUpdateSchoolStatus } from '../api/update-school-status';

/** Deactivate or reactivate a school, after a confirmation that says what it does to its people. */
export function SchoolStatusButton({ school }: { school: AdminSchool }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateSchoolStatus();
  const verb = school.active ? 'Deactivate' : 'Reactivate';
  const close = () => {
    update.reset();
    setAsking(false);
  };
  const confirm = () => update.mutate({ id: school.id, active: !school.active }, { onSuccess: () => setAsking(false) });
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color={school.active ? 'red' : 'brand'}
        onClick={() => setAsking(true)}
        aria-label={`${verb} ${school.name}`}
      >
        {verb}
      </Button>
      <AccessibleModal opened={asking} onClose={close} title={`${verb} ${school.name}?`}>
        <Stack>
          <Text>
            {school.active
              ? 'Nobody of this school will be able to log in, and everyone signed in is signed out at once. They are told their school is deactivated. Nothing is deleted.'
              : 'Its teachers, students and school admins can log in again.'}
          </Text>
          {update.isError && (
            <Alert color="red" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={update.isPending}>
              Cancel
            </Button>
            <Button color={school.active ? 'red' : 'brand'} onClick={confirm} loading={update.isPending} data-autofocus>
              {verb}
            </Button>
          </Group>
        </Stack>
      </AccessibleModal>
    </>
  );
}
