import { Navigate, Outlet, useLocation } from 'react-router';
import { Forbidden } from '../../components/Forbidden';
import { PageLoader } from '../../components/PageLoader';
import { useAuthToken } from '../../lib/auth-token';
import { useMe, type Me, type Role } from '../../lib/auth/me';
import { roleHome } from '../../lib/auth/roles';
import { routes } from '../../lib/paths';
import { loginWithNext } from '../guards';

export interface RequireRoleProps {
  roles: readonly Role[];
  /** Also lets in users for whom this is true (e.g. a teacher with the schoolAdmin flag). */
  orIf?: (me: Me) => boolean;
}

/**
 * Renders the child routes for the allowed roles, "You don't have access to this page"
 * for other signed-in users, and sends visitors without a token to /login.
 */
export function RequireRole({ roles, orIf }: RequireRoleProps) {
  const token = useAuthToken();
  const me = useMe();
  const location = useLocation();
  if (!token) return <Navigate to={loginWithNext(location.pathname + location.search)} replace />;
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <section className="mw-not-found" aria-labelledby="me-error-title">
        <h1 id="me-error-title">Your account could not be loaded</h1>
        <p>
          <button type="button" className="mw-button" onClick={() => void me.refetch()}>
            Try again
          </button>
        </p>
      </section>
    );
  }
  // A one-time password must be replaced before anything else (the API refuses everything else too).
  if (me.data.mustChangePassword) return <Navigate to={routes.account.password} replace />;
  const allowed = roles.includes(me.data.role) || (orIf?.(me.data) ?? false);
  return allowed ? <Outlet /> : <Forbidden homePath={roleHome(me.data.role)} />;
}
