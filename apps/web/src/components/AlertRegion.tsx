import { dismissError, useErrorNotices } from '../lib/error-store';

/** The one place request errors appear (fed by the query and mutation caches). */
export function AlertRegion() {
  const notices = useErrorNotices();
  return (
    <div className="mw-alerts" aria-label="Alerts" role="region" hidden={notices.length === 0}>
      {notices.map((n) => (
        <div key={n.id} className="mw-alert" role="alert">
          <p>{n.message}</p>
          <button type="button" aria-label="Dismiss" onClick={() => dismissError(n.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
