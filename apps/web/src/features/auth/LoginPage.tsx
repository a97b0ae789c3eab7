import '../../components/form-field.css';
import './LoginPage.css';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import type { SsoProvider } from '@markwell/contracts/sso';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../components/Loader';
import { isApiError } from '../../lib/api-client';
import { setToken, useAuthToken } from '../../lib/auth-token';
import { safeNextPath } from '../../lib/auth/roles';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useLogin } from './api/login';
import { getSsoProviders } from './api/sso-providers';

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
    if (error.status === 403 && error.code === 'sso_required')
      return {
        message: error.detail ?? 'Your school signs you in with its own provider: use its button.',
        details: [],
      };
    if (error.status === 429) return { message: 'Too many attempts. Please wait a moment and try again.', details: [] };
  }
  return { message: 'Logging in failed. Please try again in a moment.', details: [] };
}

/** Why a provider sign-in was refused, by the callback's `sso_error` code. */
export const SSO_ERRORS: Record<string, string> = {
  sso_state_invalid: 'That sign-in expired or was already used. Please start again.',
  sso_state_mismatch: 'That sign-in was started in another browser. Please start again here.',
  sso_provider_refused: 'Your school’s sign-in service did not sign you in.',
  sso_token_rejected: 'Your school’s sign-in service answered something we could not trust. Please try again.',
  sso_no_email: 'Your school’s sign-in service did not tell us your e-mail address.',
  sso_email_unverified: 'Your e-mail address is not verified at your school’s sign-in service.',
  sso_domain_not_allowed: 'This sign-in service does not sign in addresses of your e-mail domain.',
  sso_no_account: 'There is no Markwell account for this address at your school. Ask your school admin to add you.',
  sso_not_in_school: 'Your Markwell account belongs to another school. Sign in with your own school’s button.',
  sso_account_inactive: 'Your Markwell account is deactivated. Ask your school admin.',
  school_deactivated: 'Your school’s Markwell account is deactivated. Ask your school to contact us to reactivate it.',
  sso_failed: 'Signing in with your school failed. Please try again in a moment.',
};

/** The "Sign in with …" buttons: the platform-wide ones, or those of the typed e-mail's domain. */
function useSsoProviders(email: string) {
  const [providers, setProviders] = useState<{ items: SsoProvider[]; passwordRefused: boolean }>({
    items: [],
    passwordRefused: false,
  });
  useEffect(() => {
    const address = email.trim();
    const lookup = address.includes('@') && /\.[a-z]{2,}$/i.test(address) ? address : undefined;
    let current = true;
    const timer = window.setTimeout(
      () => {
        getSsoProviders(lookup).then(
          (p) => current && setProviders(p),
          () => current && setProviders({ items: [], passwordRefused: false }),
        );
      },
      lookup ? 350 : 0,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [email]);
  return providers;
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
  const ssoError = params.get('sso_error');
  const [error, setError] = useState<FormError | null>(() =>
    ssoError ? { message: SSO_ERRORS[ssoError] ?? SSO_ERRORS.sso_failed!, details: [] } : null,
  );
  const providers = useSsoProviders(email);
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
      {providers.items.length > 0 && (
        <div className="mw-login__sso" role="group" aria-labelledby="login-sso-title">
          <h2 id="login-sso-title" className="mw-login__sso-title">
            {providers.passwordRefused ? 'Your school signs you in with' : 'Or sign in with your school account'}
          </h2>
          {providers.items.map((p) => (
            <a
              key={p.id}
              className="mw-login__sso-button"
              href={email.includes('@') ? `${p.startUrl}?login_hint=${encodeURIComponent(email.trim())}` : p.startUrl}
            >
              Sign in with {p.name}
            </a>
          ))}
        </div>
      )}
      <p className="mw-login__links">
        <Link to={routes.forgotPassword}>Forgot your password?</Link>
      </p>
    </section>
  );
}
