/**
 * Route guards. RequireToken is in the entry (tiny, no TanStack): no token -> /login?next=...
 * before any app code is downloaded. RequireRole needs /me, so it lives in the lazy app chunk
 * (see layouts/app-area.tsx) and is rendered under the app layout's QueryProvider.
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
