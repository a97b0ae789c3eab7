import './Header.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuthToken } from '../../lib/auth-token';
import { routes } from '../../lib/paths';
import { Logo, MainNav } from './parts';

const SignedInHeader = lazy(() => import('./SignedInHeader').then((m) => ({ default: m.SignedInHeader })));

const PUBLIC_LINKS = [
  { label: 'Blog', to: routes.blog },
  { label: 'Contact', to: routes.contact },
];

/**
 * The site header, shared by the public and the app layouts. Plain React + CSS (no Mantine).
 * Logged out: logo, Blog, Contact, "Log in". With a token, the signed-in part (role navigation,
 * counters, user menu) loads lazily because it needs /me and TanStack Query.
 */
export function Header() {
  const token = useAuthToken();
  return (
    <header className="mw-header">
      <div className="mw-header__inner">
        {token ? (
          <Suspense fallback={<Logo to={routes.home} />}>
            <SignedInHeader />
          </Suspense>
        ) : (
          <>
            <Logo to={routes.home} />
            <MainNav links={PUBLIC_LINKS} />
            <div className="mw-header__actions">
              <Link to={routes.login} className="mw-button">
                Log in
              </Link>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
