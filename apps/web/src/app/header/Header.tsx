import './Header.css';
import { lazy, Suspense, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { usePublicMenus } from '../../api/get-public-menus';
import { useAuthToken } from '../../lib/auth-token';
import { routes } from '../../lib/paths';
import { Logo, MainNav } from './parts';

const SignedInHeader = lazy(() => import('./SignedInHeader').then((m) => ({ default: m.SignedInHeader })));

/** Shown when the staff-managed menu cannot be loaded, so the public pages stay reachable. */
export const FALLBACK_LINKS = [
  { label: 'Blog', to: routes.blog },
  { label: 'Contact', to: routes.contact },
];

/** The header menu content staff manage (Site menus); nothing while it loads. */
function PublicNav() {
  const menus = usePublicMenus();
  const links = menus.isError
    ? FALLBACK_LINKS
    : (menus.data?.header.map((l) => ({ label: l.label, to: l.href })) ?? []);
  return <MainNav links={links} />;
}

/**
 * Publishes the header's height as `--mw-header-height` on the root element, so what sticks below
 * the sticky header (the exam's time and save bar) sits right under it whatever the header wraps to.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--mw-header-height', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * The site header, shared by the public and the app layouts. Plain React + CSS (no Mantine).
 * Logged out: logo, the header menu staff manage, "Log in". With a token, the signed-in part (role navigation,
 * counters, user menu) loads lazily because it needs /me and TanStack Query.
 */
export function Header() {
  const token = useAuthToken();
  const ref = useRef<HTMLElement>(null);
  usePublishedHeight(ref);
  return (
    <header className="mw-header" ref={ref}>
      <div className="mw-header__inner">
        {token ? (
          <Suspense fallback={<Logo to={routes.home} />}>
            <SignedInHeader />
          </Suspense>
        ) : (
          <>
            <Logo to={routes.home} />
            <PublicNav />
            <div className="mw-header__actions">
              {/* Always offered, whatever the staff put in the menu. */}
              <Link to={routes.register} className="mw-header__register">
                Register your school
              </Link>
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
