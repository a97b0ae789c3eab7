import { TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the name and e-mail of a person's account before it is sent ("the student’s name"). */
export function personErrors(name: string, email: string, who: 'student' | 'teacher'): FieldErrors {
  const local: FieldErrors = {};
  if (!name.trim()) local.name = `Enter the ${who}’s name`;
  if (!EMAIL.test(email.trim())) local.email = 'Enter a valid e-mail address';
  return local;
}

/** The Name and E-mail fields of a student or teacher account form; the name field takes focus. */
export function PersonFields({
  name,
  email,
  errors,
  onName,
  onEmail,
}: {
  name: string;
  email: string;
  errors: FieldErrors;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
}) {
  return (
    <>
      <TextInput
        label="Name"
        required
        value={name}
        onChange={(e) => onName(e.currentTarget.value)}
        error={errors.name}
        autoComplete="off"
        data-autofocus
      />
      <TextInput
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(e) => onEmail(e.currentTarget.value)}
        error={errors.email}
        autoComplete="off"
      />
    </>
  );
}
