import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '../../lib/auth/me';
import { roleHome } from '../../lib/auth/roles';
import { QueryProvider } from '../../lib/query';

interface Props {
  /** A safe in-app path from ?next=, or null for the role home. */
  next: string | null;
  /** Tells the login form whether /me is being loaded (its button shows busy meanwhile). */
  onChecking: (checking: boolean) => void;
}

function Redirect({ next, onChecking }: Props) {
  const me = useMe();
  const fetching = me.isFetching;
  useEffect(() => onChecking(fetching), [fetching, onChecking]);
  if (me.data) return <Navigate to={next ?? roleHome(me.data.role)} replace />;
  return null;
}

/**
 * The login page's "already signed in" part: loads /me (shared query with the header) and sends
 * the person to ?next= or their role home. Its own chunk, so anonymous visitors of /login never
 * download TanStack Query.
 */
export function SignedInRedirect(props: Props) {
  return (
    <QueryProvider>
      <Redirect {...props} />
    </QueryProvider>
  );
}
