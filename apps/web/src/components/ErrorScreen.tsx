import { routes } from '../lib/paths';

/** What a crash looks like: shown by the error boundary and the router's error element. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="mw-not-found" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">Something went wrong</h1>
      <p>Sorry, this page could not be shown. Reloading usually helps.</p>
      <p>
        <button type="button" className="mw-button" onClick={onRetry ?? (() => window.location.reload())}>
          Reload the page
        </button>{' '}
        <a className="mw-button mw-button--ghost" href={routes.home}>
          Go back home
        </a>
      </p>
    </section>
  );
}
