import './form-field.css';
import { useId } from 'react';
import {
  checkNewPassword,
  describePasswordProblem,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from '@markwell/domain/passwords/index';

/** Whether a new password (and its repetition) may be sent: the same rules the server applies, less its list. */
export function newPasswordProblems(password: string, repeat: string, email?: string): string[] {
  const problems = checkNewPassword(password, email ? { email } : {}).map(describePasswordProblem);
  if (repeat !== password) problems.push('The two passwords are not the same.');
  return problems;
}

/**
 * "New password" and "Repeat it", plain inputs (public pages use them too: no Mantine), with the
 * rule checked live by packages/domain. The common-passwords list stays on the server, which
 * answers `password_rejected` for a listed one.
 */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  email,
  invalid,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  email?: string;
  invalid?: boolean;
}) {
  const id = useId();
  const length = passwordLength(password);
  const problems = password ? checkNewPassword(password, email ? { email } : {}) : [];
  const mismatch = repeat !== '' && repeat !== password;
  return (
    <>
      <div className="mw-field">
        <label htmlFor={`${id}-new`}>New password</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          aria-invalid={invalid || problems.length > 0 || undefined}
          aria-describedby={`${id}-rule`}
          onChange={(e) => onPassword(e.target.value)}
        />
        <p id={`${id}-rule`} className="mw-field__hint" aria-live="polite">
          {problems.length > 0
            ? problems.map(describePasswordProblem).join(' ')
            : length >= PASSWORD_MIN_LENGTH
              ? 'Long enough.'
              : `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password you can remember; no symbols needed.`}
        </p>
      </div>
      <div className="mw-field">
        <label htmlFor={`${id}-repeat`}>Repeat the new password</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
          onChange={(e) => onRepeat(e.target.value)}
        />
        {mismatch && (
          <p id={`${id}-mismatch`} className="mw-field__hint">
            The two passwords are not the same.
          </p>
        )}
      </div>
    </>
  );
}
