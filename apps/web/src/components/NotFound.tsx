import { Link } from 'react-router';
import { roleOfToken, useAuthToken } from '../lib/auth-token';
import { roleHome } from '../lib/auth/roles';
import { routes } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The 404 screen: unknown routes, missing or non-public CMS pages, and objects that are not there
 * (or not the caller's). Visitors get the public site's words; someone signed in gets a plain
 * account of what happened and the way back to their own home.
 */
export function NotFound() {
  usePageTitle('Page not found');
  const role = roleOfToken(useAuthToken());
  if (role) {
    return (
      <section className="mw-not-found" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>
          This page does not exist, or it is not yours to open. If you followed a link, what it pointed to may have been
          deleted or moved.
        </p>
        <p>
          <Link to={roleHome(role)}>Go to your home page</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="mw-not-found" aria-labelledby="not-found-title">
      <p className="mw-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops!! What are you doing here?</h1>
      <p>
        <span>You&apos;re looking for a non-existent page. No point hanging around here -</span>{' '}
        <Link to={routes.home}>Go back home</Link>
      </p>
    </section>
  );
}
