import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { SiteFrame } from '../SiteFrame';

/**
 * Public pages: plain React + CSS only (the < 100 KB gzip budget). Never import Mantine here;
 * a public page that needs TanStack Query wraps itself in <QueryProvider> (lib/query), which
 * then loads with that page only.
 */
export function PublicLayout() {
  return (
    <SiteFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </SiteFrame>
  );
}
