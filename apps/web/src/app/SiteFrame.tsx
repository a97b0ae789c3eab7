import type { ReactNode } from 'react';
import { AlertRegion } from '../components/AlertRegion';
import { SkipLink } from '../components/SkipLink';
import { Footer } from './Footer';
import { Header } from './header/Header';

/** Landmarks every page shares: skip link, header, main, the alert region, footer. */
export function SiteFrame({ children, fullWidth = false }: { children: ReactNode; fullWidth?: boolean }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className={fullWidth ? 'mw-main mw-main--full' : 'mw-main'}>
        {children}
      </main>
      <AlertRegion />
      <Footer />
    </>
  );
}
