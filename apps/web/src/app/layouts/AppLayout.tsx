import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { QueryProvider } from '../../lib/query';
import { SiteFrame } from '../SiteFrame';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Signed-in area. Loaded lazily: the only way Mantine (and its CSS) and TanStack Query's
 * provider enter the bundle, so public pages never download them. The header stays the
 * shared plain one.
 */
export function AppLayout() {
  return (
    <QueryProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <SiteFrame>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </SiteFrame>
      </MantineProvider>
    </QueryProvider>
  );
}
