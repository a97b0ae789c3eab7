import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoMark } from './icons';

export function Logo({ to, homeLabel }: { to: string; homeLabel?: string }) {
  return (
    <Link to={to} className="mw-logo">
      <LogoMark />
      <span>Markwell</span>
      {homeLabel && <span className="mw-visually-hidden">, {homeLabel}</span>}
    </Link>
  );
}

/** A menu link: a path of this app goes through the router, an http(s) URL is a plain link. */
export function MenuLink({ label, to }: { label: string; to: string }) {
  if (!to.startsWith('/')) return <a href={to}>{label}</a>;
  // The home link is current on the home page only, not on every page under it.
  return (
    <NavLink to={to} end={to === '/'}>
      {label}
    </NavLink>
  );
}

/**
 * The header's links. `collapsible`: on a phone they fold behind a "Menu" button (a disclosure:
 * the links show under the header while it is open, and following one closes it), so the header
 * stays one row; on wider screens the button is not shown and the links are always there.
 */
export function MainNav({
  links,
  collapsible = false,
}: {
  links: readonly { label: string; to: string }[];
  collapsible?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const closeOnLink = (e: MouseEvent<HTMLUListElement>) => {
    if ((e.target as HTMLElement).closest('a')) setOpen(false);
  };
  const closeOnEscape = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  return (
    <nav
      className={collapsible ? 'mw-header__nav mw-header__nav--collapsible' : 'mw-header__nav'}
      aria-label="Main"
      data-open={open || undefined}
      onKeyDown={collapsible ? closeOnEscape : undefined}
    >
      {collapsible && (
        <button
          ref={button}
          type="button"
          className="mw-header__menu-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </button>
      )}
      <ul id={listId} onClick={collapsible ? closeOnLink : undefined}>
        {links.map((l, i) => (
          <li key={`${i}:${l.to}`}>
            <MenuLink label={l.label} to={l.to} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
