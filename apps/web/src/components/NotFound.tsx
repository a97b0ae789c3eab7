import { Link } from 'react-router';
import { routes } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

/** The 404 screen: unknown routes, missing or non-public CMS pages. */
export function NotFound() {
  usePageTitle('Page not found');
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
