import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword, type PersonKind } from '../api/reset-password';
import { PasswordResetSteps } from '../../../components/PasswordResetSteps';

/**
 * Resets a student's or teacher's password: asks first, then shows the new one-time password
 * once. The person's sessions end and they must choose their own password at next login.
 */
export function ResetPasswordDialog({
  kind,
  person,
  onClose,
}: {
  kind: PersonKind;
  person: { id: number; name: string; email: string };
  onClose: () => void;
}) {
  // Mounted only while open (a fresh mutation per person), so the lists render no dialog at all.
  const reset = useResetPassword(kind);

  return (
    <AccessibleModal opened onClose={onClose} title={`Reset ${person.name}'s password`}>
      <PasswordResetSteps
        person={person}
        explanation={`${person.name} gets a new one-time password, shown here once. Their current password stops working, they are signed out everywhere and must choose their own password when they next log in.`}
        initialPassword={reset.data?.initialPassword}
        error={reset.isError ? errorMessage(reset.error) : null}
        pending={reset.isPending}
        onReset={() => reset.mutate(person.id)}
        onClose={onClose}
      />
    </AccessibleModal>
  );
}
