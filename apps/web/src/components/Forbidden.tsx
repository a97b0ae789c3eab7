import { Link } from 'react-router';
import { routes } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

/** Shown instead of a page the signed-in user's role may not see. */
export function Forbidden({ homePath = routes.home }: { homePath?: string }) {
  usePageTitle('No access');
  return (
    <section className="mw-not-found" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title">You don&apos;t have access to this page</h1>
      <p>
        Your account cannot open this area. <Link to={homePath}>Go to your home page</Link>
      </p>
    </section>
  );
}
