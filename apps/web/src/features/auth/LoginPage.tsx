import '../../components/form-field.css';
import './LoginPage.css';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../components/Loader';
import { isApiError } from '../../lib/api-client';
import { setToken, useAuthToken } from '../../lib/auth-token';
import { safeNextPath } from '../../lib/auth/roles';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useLogin } from './api/login';

// Needs /me, hence TanStack Query: loaded only once a token exists, never for an anonymous visitor.
const SignedInRedirect = lazy(() => import('./SignedInRedirect').then((m) => ({ default: m.SignedInRedirect })));

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

interface FormError {
  message: string;
  details: string[];
}

function describeLoginError(error: unknown): FormError {
  if (isApiError(error)) {
    if (error.status === 401) return { message: WRONG_CREDENTIALS, details: [] };
    if (error.status === 400 || error.status === 422) {
      return { message: error.detail ?? 'Please check the form.', details: error.errors.map((e) => e.message) };
    }
    if (error.status === 0) return { message: error.detail ?? error.title, details: [] };
    // A deactivated school: the server says why, so the person knows whom to ask.
    if (error.status === 403 && error.code === 'school_deactivated')
      return { message: error.detail ?? 'Your school is deactivated.', details: [] };
    if (error.status === 403 && error.code === 'email_unconfirmed')
      return { message: error.detail ?? 'Confirm your e-mail address first.', details: [] };
    if (error.status === 429) return { message: 'Too many attempts. Please wait a moment and try again.', details: [] };
  }
  return { message: 'Logging in failed. Please try again in a moment.', details: [] };
}

/**
 * The /login page: e-mail + password form. A signed-in visitor is sent to their role home (or to
 * ?next=). After logging in the token is stored; the header and SignedInRedirect then load /me
 * (one shared query) and redirect. Anonymous visitors download no TanStack Query (ADR 0003).
 */
export function LoginPage() {
  usePageTitle('Log in');
  const token = useAuthToken();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  // While a token exists, "is /me being loaded" (reported by SignedInRedirect).
  const [checkingMe, setCheckingMe] = useState(true);

  const busy = login.isPending || (token !== null && checkingMe);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError({ message: 'Enter your e-mail address and your password.', details: [] });
      return;
    }
    setError(null);
    login.run(
      { username: email.trim(), password },
      {
        onSuccess: ({ token: newToken }) => {
          setCheckingMe(true);
          setToken(newToken);
        },
        onError: (e) => setError(describeLoginError(e)),
      },
    );
  };

  const invalid = error !== null;
  return (
    <section className="mw-login" aria-labelledby="login-title">
      {token && (
        <Suspense fallback={null}>
          <SignedInRedirect next={next} onChecking={setCheckingMe} />
        </Suspense>
      )}
      <h1 id="login-title">Log in</h1>
      <p className="mw-muted">Welcome back to Markwell.</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={invalid ? 'login-error' : undefined}>
        {error && (
          <div id="login-error" className="mw-login__error" role="alert">
            {error.message}
            {error.details.length > 0 && (
              <ul>
                {error.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="mw-field">
          <label htmlFor="login-email">E-mail</label>
          <input
            id="login-email"
            name="username"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            aria-invalid={invalid || undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="mw-field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            aria-invalid={invalid || undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="mw-button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader color="white" noMargin label="Logging in…" /> : 'Log in'}
        </button>
      </form>
      <p className="mw-login__links">
        <Link to={routes.forgotPassword}>Forgot your password?</Link>
      </p>
    </section>
  );
}
