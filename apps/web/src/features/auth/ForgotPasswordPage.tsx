import './LoginPage.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { errorMessage } from '../../lib/api-client';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useRequestPasswordReset } from './api/password-reset';

/** /forgot-password: asks for a reset link by e-mail; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot your password?');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter the e-mail address you log in with.');
      return;
    }
    setError(null);
    request.run({ email: email.trim() }, { onSuccess: () => setSent(true), onError: (e) => setError(errorMessage(e)) });
  };

  return (
    <section className="mw-login" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      {sent ? (
        <p className="mw-login__done" role="status">
          If an account uses <strong>{email.trim()}</strong>, we have sent it a link to choose a new password. The link
          works once, for one hour. Check your spam folder if nothing arrives.
        </p>
      ) : (
        <>
          <p className="mw-muted">
            Enter the e-mail address you log in with: we will send you a link to choose a new password.
          </p>
          <form onSubmit={onSubmit} noValidate>
            {error && (
              <div className="mw-login__error" role="alert">
                {error}
              </div>
            )}
            <div className="mw-field">
              <label htmlFor="forgot-email">E-mail</label>
              <input
                id="forgot-email"
                type="email"
                autoComplete="username"
                inputMode="email"
                required
                value={email}
                aria-invalid={error !== null || undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <button
              type="submit"
              className="mw-button"
              disabled={request.isPending}
              aria-busy={request.isPending || undefined}
            >
              {request.isPending ? <Loader color="white" noMargin label="Sending…" /> : 'Send me a link'}
            </button>
          </form>
        </>
      )}
      <p className="mw-login__links">
        <Link to={routes.login}>Back to log in</Link>
      </p>
    </section>
  );
}
