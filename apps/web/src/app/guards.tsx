/**
 * Route guards. RequireToken is in the signed-in route tree (signed-in-routes.tsx, a small lazy
 * chunk of route objects): no token -> /login?next=... before the app layout, Mantine or TanStack
 * are downloaded. RequireRole needs /me, so it lives in its own lazy chunk (layouts/RequireRole)
 * and is rendered under the app layout's QueryProvider.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthToken } from '../lib/auth-token';
import { routes } from '../lib/paths';

export const loginWithNext = (path: string) => `${routes.login}?next=${encodeURIComponent(path)}`;

export function RequireToken() {
  const token = useAuthToken();
  const location = useLocation();
  if (!token) return <Navigate to={loginWithNext(location.pathname + location.search)} replace />;
  return <Outlet />;
}
