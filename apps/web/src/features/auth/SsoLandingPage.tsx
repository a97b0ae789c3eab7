import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../components/Loader';
import { setToken, useAuthToken } from '../../lib/auth-token';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

const SignedInRedirect = lazy(() => import('./SignedInRedirect').then((m) => ({ default: m.SignedInRedirect })));

/**
 * Where a sign-in through the school's provider lands: the token comes in the fragment (never
 * sent to a server), is stored like a password login's, and the person goes to their home.
 */
export function SsoLandingPage() {
  usePageTitle('Signing in');
  // Read once (pure): the fragment is removed from the address bar once the token is stored.
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  const stored = useAuthToken() === token && token !== null;
  useEffect(() => {
    if (!token) return;
    setToken(token);
    window.history.replaceState(null, '', window.location.pathname);
  }, [token]);
  const state = token ? 'ok' : 'missing';
  return (
    <section className="mw-login" aria-labelledby="sso-title">
      <h1 id="sso-title">Signing in</h1>
      {state === 'ok' ? (
        <>
          <Loader label="Signing you in…" />
          {stored && (
            <Suspense fallback={null}>
              <SignedInRedirect next={null} onChecking={() => {}} />
            </Suspense>
          )}
        </>
      ) : (
        <p role="alert">
          This sign-in link is incomplete. <Link to={routes.login}>Log in again</Link>.
        </p>
      )}
    </section>
  );
}
