import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { checkMarketingScript } from '../../features/public-site/lib/marketing-script';
import { SiteFrame } from '../SiteFrame';

/**
 * Public pages: plain React + CSS only (the < 100 KB gzip budget). Never import Mantine here;
 * a public page that needs TanStack Query wraps itself in <QueryProvider> (lib/query), which
 * then loads with that page only.
 */
export function PublicLayout() {
  // The marketing script (when one is configured) loads after the page, and never holds it up.
  useEffect(() => void checkMarketingScript(), []);
  return (
    <SiteFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </SiteFrame>
  );
}
