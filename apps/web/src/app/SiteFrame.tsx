import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AlertRegion } from '../components/AlertRegion';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { SkipLink } from '../components/SkipLink';
import { Footer } from './Footer';
import { Header } from './header/Header';

/**
 * Landmarks every page shares: skip link, header, main, the alert region, footer.
 * A page that crashes (or whose code fails to load) shows the error screen inside main;
 * the boundary resets when the path changes.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="mw-main">
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </main>
      <AlertRegion />
      <Footer />
    </>
  );
}
