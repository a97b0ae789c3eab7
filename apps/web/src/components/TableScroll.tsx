import type { ReactNode } from 'react';
import './TableScroll.css';

/**
 * A table wider than a phone scrolls sideways inside this box instead of widening the page. The
 * box is a named region ("<label> table", apart from the section the table may be in) that takes
 * focus, so keyboard users can scroll it with the arrow keys.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mw-table-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}
