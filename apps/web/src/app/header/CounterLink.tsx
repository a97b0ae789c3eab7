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
