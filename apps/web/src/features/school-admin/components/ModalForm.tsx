import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { OneTimePassword } from '../../../components/OneTimePassword';

/** Which form field a school-admin API error code belongs to (the rest go above the form). */
const SCHOOL_ERROR_FIELDS: Readonly<Record<string, string>> = {
  email_taken: 'email',
  class_name_taken: 'name',
  curriculum_not_subscribed: 'curriculaIds',
  qualification_invalid: 'qualificationId',
  teacher_invalid: 'teacherIds',
  class_invalid: 'groupIds',
};

/** Add or edit in a modal; the body mounts only while open, keyed so each opening starts afresh. */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: 'lg';
  children: ReactNode;
}) {
  return (
    <AccessibleModal opened={opened} onClose={onClose} title={title} size={size}>
      {opened && children}
    </AccessibleModal>
  );
}

/**
 * The submit of an add/edit form: checks locally first (`validate` returns messages per
 * field), then `save`s; API errors are split per field (`_form` for the rest).
 */
export function useFormSubmit(validate: () => FieldErrors, save: () => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validate();
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await save();
    } catch (error) {
      setErrors(apiFieldErrors(error, SCHOOL_ERROR_FIELDS));
    }
  };
  return { errors, submit };
}

/** The form: errors that belong to no field on top, the fields, then Cancel and submit. */
export function ModalFormLayout({
  onSubmit,
  formError,
  onCancel,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  formError: string | undefined;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** After adding an account: its one-time password, and Done. */
export function CreatedAccount({
  account,
  onDone,
}: {
  account: { name: string; email: string; initialPassword: string };
  onDone: () => void;
}) {
  return (
    <Stack>
      <OneTimePassword name={account.name} email={account.email} password={account.initialPassword} />
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
