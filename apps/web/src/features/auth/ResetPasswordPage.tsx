import './LoginPage.css';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Loader } from '../../components/Loader';
import { NewPasswordFields, newPasswordProblems } from '../../components/NewPasswordFields';
import { errorMessage, isApiError } from '../../lib/api-client';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useConfirmPasswordReset } from './api/password-reset';

/** The token of the e-mailed link, from the fragment (`#token=…`). */
function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/** /reset-password#token=…: the page of the e-mailed link, where the person chooses a new password. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const location = useLocation();
  const token = tokenFromHash(location.hash);
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = newPasswordProblems(password, repeat);
    if (problems.length) {
      setErrors(problems);
      return;
    }
    setErrors([]);
    confirm.run(
      { token: token ?? '', newPassword: password },
      {
        onSuccess: () => setDone(true),
        onError: (e) => {
          if (isApiError(e) && e.code === 'reset_link_invalid') setLinkInvalid(true);
          else setErrors([errorMessage(e)]);
        },
      },
    );
  };

  const body = done ? (
    <p className="mw-login__done" role="status">
      Your password is changed. <Link to={routes.login}>Log in</Link> with it now.
    </p>
  ) : !token || linkInvalid ? (
    <>
      <p className="mw-login__error" role="alert">
        This link has expired or was already used.
      </p>
      <p className="mw-login__links">
        <Link to={routes.forgotPassword}>Ask for a new link</Link>
      </p>
    </>
  ) : (
    <form onSubmit={onSubmit} noValidate>
      {errors.length > 0 && (
        <div className="mw-login__error" role="alert">
          {errors.join(' ')}
        </div>
      )}
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        invalid={errors.length > 0}
      />
      <button
        type="submit"
        className="mw-button"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending || undefined}
      >
        {confirm.isPending ? <Loader color="white" noMargin label="Saving…" /> : 'Set my new password'}
      </button>
    </form>
  );

  return (
    <section className="mw-login" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {body}
    </section>
  );
}
