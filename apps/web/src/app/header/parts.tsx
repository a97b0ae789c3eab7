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

export function MainNav({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <nav className="mw-header__nav" aria-label="Main">
      <ul>
        {links.map((l, i) => (
          <li key={`${i}:${l.to}`}>
            <MenuLink label={l.label} to={l.to} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
