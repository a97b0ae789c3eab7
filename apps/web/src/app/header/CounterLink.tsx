import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An icon link with an unread counter, e.g. "Messages, 3 unread". */
export function CounterLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link to={to} className="mw-counter" aria-label={count > 0 ? `${label}, ${count} unread` : `${label}, none unread`}>
      {icon}
      {count > 0 && (
        <span className="mw-badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}

/**
 * A counter that is not a link (no screen behind it yet, e.g. messages): icon and number,
 * announced as "Messages: 3".
 */
export function CounterBadge({ label, count, icon }: { label: string; count: number; icon: ReactNode }) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span className="mw-counter mw-counter--static" role="img" aria-label={`${label}: ${count}`}>
      {icon}
      {count > 0 && (
        <span className="mw-badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </span>
  );
}
